export type LegalDocument = {
  heading: string;
  updated: string;
  sections: readonly { title: string; text: string }[];
};

const UPDATED = '2026-11-01';

/** The legal pages' text, keyed by their path in the route table. */
export const legalDocuments: Record<string, LegalDocument> = {
  'legal/privacy': {
    heading: 'Privacy policy',
    updated: UPDATED,
    sections: [
      {
        title: 'What we collect',
        text: 'Your account details (e-mail address, name, optional company and avatar URL), the descriptions you send to the copilot, the components it generates for you, and usage counts used for your plan limits.',
      },
      {
        title: 'Why we collect it',
        text: 'To run your account, generate and store your components, enforce plan limits and answer your support requests. We do not sell personal data and do not use it for advertising.',
      },
      {
        title: 'How long we keep it',
        text: 'Account data is kept while your account exists. Saved components and history are deleted with your account. Server logs are kept for 30 days and never contain passwords or tokens.',
      },
      {
        title: 'Your rights',
        text: 'You can export your data from Settings at any time, correct your profile, and ask us to delete your account by writing to privacy@kiln.dev.',
      },
    ],
  },
  'legal/terms': {
    heading: 'Terms of service',
    updated: UPDATED,
    sections: [
      {
        title: 'Using Kiln',
        text: 'You need an account to generate components. Keep your password confidential; you are responsible for activity under your account.',
      },
      {
        title: 'Your code',
        text: 'The components you generate belong to you. You may use, modify and distribute them in any project, commercial or not, without attribution.',
      },
      {
        title: 'Fair use',
        text: 'Each plan has a monthly generation limit. Automated bulk use, attempts to bypass limits and attempts to access other accounts are not allowed.',
      },
      {
        title: 'Availability and liability',
        text: 'We work to keep Kiln available and your data safe, but generated code is provided as is: review it as you would review a colleague’s code before shipping it.',
      },
    ],
  },
  'legal/cookies': {
    heading: 'Cookie policy',
    updated: UPDATED,
    sections: [
      {
        title: 'What we store in your browser',
        text: 'Kiln keeps your sign-in session in local storage (your profile and short-lived tokens) and your theme choice. Nothing is shared with third parties.',
      },
      {
        title: 'Analytics',
        text: 'When analytics are enabled, page views are counted with anonymised IP addresses and no cross-site identifiers.',
      },
      { title: 'Advertising', text: 'Kiln uses no advertising or tracking cookies.' },
      {
        title: 'Removing them',
        text: 'Signing out removes the session from your browser. Clearing site data in your browser removes everything else.',
      },
    ],
  },
  'legal/data': {
    heading: 'Data processing',
    updated: UPDATED,
    sections: [
      {
        title: 'What is processed',
        text: 'The descriptions and follow-up messages you send, the code generated from them, and the components you save.',
      },
      {
        title: 'Where it is processed',
        text: 'Kiln’s own generation engine runs on our servers. When a workspace is configured to use an external AI provider, descriptions are sent to that provider only to produce your answer.',
      },
      {
        title: 'Storage',
        text: 'Data is stored in a managed PostgreSQL database with encrypted backups. Refresh tokens are stored hashed; passwords are hashed with Argon2id.',
      },
      {
        title: 'Processing agreements',
        text: 'Enterprise customers can sign a data processing agreement; write to legal@kiln.dev.',
      },
    ],
  },
  'legal/security': {
    heading: 'Security',
    updated: UPDATED,
    sections: [
      {
        title: 'Accounts and tokens',
        text: 'Access tokens are short-lived; refresh tokens rotate on every use and a reused token revokes its whole sign-in. Passwords are checked against a list of common passwords.',
      },
      {
        title: 'Access control',
        text: 'Every request is checked on the server: you can only read and change your own components, and administrator actions check the role stored in our database.',
      },
      {
        title: 'Transport and headers',
        text: 'All traffic uses HTTPS with HSTS, and every page carries a strict content security policy.',
      },
      {
        title: 'Reporting a vulnerability',
        text: 'Write to security@kiln.dev with the steps to reproduce. We acknowledge reports within two working days and do not pursue good-faith research.',
      },
    ],
  },
};
