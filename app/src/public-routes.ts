/**
 * The public half of the route table: everything a visitor's first page needs to name itself
 * (title, description, robots) without the signed-in screens' rows. `routes.ts` joins both halves
 * into the one table the router, the prerender list and the sitemap are built from.
 */
export type RouteGuard = 'public' | 'signed-in' | 'admin';

export type AppRoute = {
  /** Path without a leading slash, as in the product spec ('' is home). */
  path: string;
  /**
   * Route module, relative to src/. For signed-in and admin rows, the screen module that the
   * shared screen route loads on demand.
   */
  file: string;
  /** Needed when several paths share one module. */
  id?: string;
  /** Page title without the site suffix. */
  title: string;
  description: string;
  /** Whether search engines may index the page; indexable pages are also prerendered. */
  seoIndex: boolean;
  guard: RouteGuard;
};

export const SITE_TITLE_SUFFIX = ' | kiln.dev';

export const page = (
  path: string,
  file: string,
  title: string,
  description: string,
  options: { seoIndex?: boolean; guard?: RouteGuard; id?: string } = {},
): AppRoute => ({
  path,
  file,
  title,
  description,
  seoIndex: options.seoIndex ?? false,
  guard: options.guard ?? 'public',
  ...(options.id ? { id: options.id } : {}),
});

const indexable = { seoIndex: true } as const;
const marketing = (name: string) => `features/marketing/routes/${name}.tsx`;
const legal = 'features/legal/routes/legal-page.tsx';

export const publicRoutes: readonly AppRoute[] = [
  page(
    '',
    marketing('home'),
    'Describe a component, get working Angular and React code',
    'Kiln turns a plain-language description of a UI component into working Angular or React code through a chat copilot, then lets you preview, refine, save and export it.',
    indexable,
  ),
  page(
    'about',
    marketing('about'),
    'About Kiln',
    'Who builds Kiln, why we started it, and the principles behind a copilot that writes components you can ship.',
    indexable,
  ),
  page(
    'contact',
    'features/contact/routes/contact.tsx',
    'Contact us',
    'Questions about Kiln, plans, security or partnerships: write to the team and we answer within one working day.',
    indexable,
  ),
  page(
    'how-it-works',
    marketing('how-it-works'),
    'How it works',
    'From a sentence to a component: how Kiln interprets your description, generates Angular and React files, validates them and lets you refine them.',
    indexable,
  ),
  page(
    'how-to-use',
    marketing('how-to-use'),
    'How to use Kiln',
    'A practical guide to the Kiln workspace: writing a first prompt, refining the result, previewing, saving to your library and exporting.',
    indexable,
  ),
  page(
    'best-practices',
    marketing('best-practices'),
    'Best practices for prompting',
    'How to describe components so Kiln gets them right the first time: structure, states, accessibility, data and styling.',
    indexable,
  ),
  page(
    'tutorials',
    marketing('tutorials'),
    'Tutorials',
    'Step-by-step tutorials that build real components with Kiln: a pricing table, an accessible modal form and a sortable data table.',
    indexable,
  ),
  page(
    'blog',
    'features/blog/routes/blog-index.tsx',
    'Blog',
    'Articles from the Kiln team about component generation, accessibility, Angular and React.',
    indexable,
  ),
  page(
    'feedback',
    'features/feedback/routes/feedback.tsx',
    'Send feedback',
    'Tell the Kiln team what works, what does not and what you would like next.',
    indexable,
  ),
  page(
    'legal/privacy',
    legal,
    'Privacy policy',
    'What personal data Kiln collects, why, how long it is kept and the rights you have over it.',
    { ...indexable, id: 'legal-privacy' },
  ),
  page(
    'legal/terms',
    legal,
    'Terms of service',
    'The terms that apply when you use Kiln, including ownership of the code you generate.',
    { ...indexable, id: 'legal-terms' },
  ),
  page(
    'legal/cookies',
    legal,
    'Cookie policy',
    'The few cookies and storage entries Kiln uses, and why none of them track you for advertising.',
    { ...indexable, id: 'legal-cookies' },
  ),
  page(
    'legal/data',
    legal,
    'Data processing',
    'How Kiln processes the descriptions and code you submit, where it is stored and which processors are involved.',
    { ...indexable, id: 'legal-data' },
  ),
  page(
    'legal/security',
    legal,
    'Security',
    'How Kiln protects accounts, tokens and stored components, and how to report a vulnerability.',
    { ...indexable, id: 'legal-security' },
  ),
  page(
    'auth/login',
    'features/auth/routes/login.tsx',
    'Sign in',
    'Sign in to your Kiln workspace.',
    { id: 'auth-login' },
  ),
  page(
    'auth/signup',
    'features/auth/routes/signup.tsx',
    'Create your account',
    'Create a free Kiln account and generate your first component in minutes.',
  ),
  page('auth', 'features/auth/routes/auth-index.tsx', 'Sign in', 'Sign in to your Kiln workspace.'),
  page(
    'auth/reset-password',
    'features/auth/routes/reset-password.tsx',
    'Reset your password',
    'Choose a new password for your Kiln account.',
  ),
  page(
    'auth/verify-email',
    'features/auth/routes/verify-email.tsx',
    'Confirm your e-mail address',
    'Confirm the e-mail address of your Kiln account.',
  ),
  page(
    's/:token',
    'features/share/routes/shared-component.tsx',
    'Shared component',
    'A component shared from Kiln: its live preview and code.',
    { id: 'shared-component' },
  ),
  page(
    'emergency-admin',
    'features/auth/routes/login.tsx',
    'Administrator sign-in',
    'Sign-in for Kiln administrators.',
    { id: 'emergency-admin' },
  ),
];

export const blogArticleRoute: AppRoute = page(
  'blog/:slug',
  'features/blog/routes/blog-article.tsx',
  'Blog',
  'An article from the Kiln blog.',
  indexable,
);

export const normalise = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/** The entry of `routes` for a concrete URL path. */
export function findIn(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const path = normalise(pathname);
  return routes.find((route) => route.path === path);
}

/** A public page's entry: what the first page's meta needs. */
export const findPublicRoute = (pathname: string) => findIn(publicRoutes, pathname);
