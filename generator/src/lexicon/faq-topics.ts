/**
 * Questions and answers an FAQ writes for the topics people name ("questions about pricing,
 * refunds, accounts and support"), and the answer a question gets from the topic words it uses.
 * Each entry: the words that name the topic, the question, the answer.
 */
const TOPICS: [RegExp, string, string][] = [
  [
    /\b(?:pric(?:e|es|ing)|cost|plans?|billing)\b/,
    'How does pricing work?',
    'Every plan is billed monthly or yearly, and yearly billing saves two months. You can change plans at any time.',
  ],
  [
    /\brefunds?\b/,
    'Do you offer refunds?',
    'If you are not satisfied, write to us within 30 days for a full refund.',
  ],
  [
    /\baccounts?\b|\bsign(?:ing)? ?up\b|\bpassword\b/,
    'How do I manage my account?',
    'Change your name, e-mail and password on the account settings page, or close the account there.',
  ],
  [
    /\bsupport\b|\bcontact\b|\bhelp\b/,
    'How do I contact support?',
    'Use the chat in the app or e-mail support; we answer within one business day.',
  ],
  [
    /\b(?:secur(?:e|ity)|privacy|data)\b/,
    'Is my data secure?',
    'Data is encrypted in transit and at rest, and backed up daily in two regions.',
  ],
  [
    /\btrials?\b/,
    'How does the free trial work?',
    'You get every feature for 14 days. No card is needed, and you choose a plan only if you stay.',
  ],
  [
    /\bteams?\b|\bseats?\b|\binvit/,
    'Can I invite my team?',
    'Every plan includes team seats; invite people from the settings page.',
  ],
  [
    /\b(?:shipping|delivery)\b/,
    'How long does shipping take?',
    'Orders ship within two business days and usually arrive three to five days later.',
  ],
  [
    /\breturns?\b|\bexchanges?\b/,
    'What is your return policy?',
    'Return unused items within 30 days of delivery; we refund the purchase price once they arrive.',
  ],
  [
    /\bcancel/,
    'How do I cancel?',
    'Cancel at any time from the billing page; you keep access until the end of the period you paid for.',
  ],
  [
    /\bpayments?\b|\bcredit cards?\b|\binvoices?\b/,
    'Which payment methods do you accept?',
    'All major credit cards and PayPal; yearly plans can also pay by invoice.',
  ],
];

/** A question as people write one: ends with "?" or opens with a question word. */
const QUESTION = /\?\s*$|^(?:how|what|when|where|why|who|which|can|do|does|is|are|will|should)\b/i;

/** An FAQ's question for one listed item: its own words when it asks, its topic's question else. */
export function faqQuestion(item: string): string {
  const text = item.trim();
  if (QUESTION.test(text)) return /\?$/.test(text) ? text : `${text}?`;
  const lower = text.toLowerCase();
  const topic = TOPICS.find(([words]) => words.test(lower));
  return topic ? topic[1] : `What should I know about ${lower}?`;
}

/**
 * The text under one heading of an accordion: the answer of the topic its words name. Text no
 * topic gives is left for the person to write, and says so.
 */
export function faqAnswer(heading: string): string {
  const text = heading.trim();
  const lower = text.toLowerCase();
  const topic = TOPICS.find(([words]) => words.test(lower));
  if (topic) return topic[2];
  const about = /^What should I know about (.+)\?$/.exec(text)?.[1];
  if (about) return `Write what people should know about ${about} here.`;
  return QUESTION.test(text)
    ? 'Write the answer to this question here.'
    : `Write the ${lower} section here.`;
}
