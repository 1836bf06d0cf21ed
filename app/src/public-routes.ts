import type { ComponentType } from 'react';

/**
 * The public half of the route table: everything a visitor's first page needs to name itself
 * (title, description, robots) without the signed-in screens' rows. `routes.ts` holds the other
 * half and joins both into the one table that the router, the prerender list, `page-paths.json`,
 * the sitemap, the screens' loader and frame and the navigation are all derived from.
 */
export type RouteGuard = 'public' | 'signed-in' | 'admin';

/**
 * Where the frame links to a page, in the table's order: the guests' header, the signed-in
 * header's workspace sections, the admins' entry, and the footer's columns.
 */
export type NavPlace =
  'header' | 'workspace' | 'admin' | 'footer-product' | 'footer-company' | 'footer-legal';

/** A page's link in the navigation: its label there and the places that show it. */
export type NavEntry = { label: string; in: readonly NavPlace[] };

type RouteRow = {
  /** Path without a leading slash, as in the product spec ('' is home). */
  path: string;
  /** Needed when several paths share one module. */
  id?: string;
  /** Page title without the site suffix. */
  title: string;
  description: string;
  /** Whether search engines may index the page; indexable pages are also prerendered. */
  seoIndex: boolean;
  guard: RouteGuard;
  nav?: NavEntry;
};

/** A public page: a route module of its own (relative to src/), prerendered when indexable. */
export type PageRoute = RouteRow & {
  guard: 'public';
  file: string;
  /**
   * Prerendered though not indexed: the sign-in and signup forms, so they show at once; a submit
   * made before the scripts have loaded is held and sent once they have (lib/early-submit.ts).
   */
  prerender?: true;
};

/**
 * A signed-in or admin screen: served by the one screen route, which imports `screen` while the
 * layout's guard runs. `frame: 'workspace'` puts the links between the workspace's screens under it.
 */
export type ScreenRoute = RouteRow & {
  guard: 'signed-in' | 'admin';
  screen: () => Promise<{ default: ComponentType }>;
  frame?: 'workspace';
};

export type AppRoute = PageRoute | ScreenRoute;

export const SITE_TITLE_SUFFIX = ' | kiln.dev';

export const page = (
  path: string,
  file: string,
  title: string,
  description: string,
  options: { seoIndex?: boolean; prerender?: true; id?: string; nav?: NavEntry } = {},
): PageRoute => ({
  path,
  file,
  title,
  description,
  seoIndex: options.seoIndex ?? false,
  guard: 'public',
  ...(options.prerender ? { prerender: true } : {}),
  ...(options.id ? { id: options.id } : {}),
  ...(options.nav ? { nav: options.nav } : {}),
});

const indexable = { seoIndex: true } as const;
const marketing = (name: string) => `features/marketing/routes/${name}.tsx`;
const legal = 'features/legal/routes/legal-page.tsx';

/** The visitor's pages. Each place of the navigation lists its pages in this order. */
export const publicRoutes: readonly PageRoute[] = [
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
    { ...indexable, nav: { label: 'About', in: ['header', 'footer-company'] } },
  ),
  page(
    'how-it-works',
    marketing('how-it-works'),
    'How it works',
    'From a sentence to a component: how Kiln interprets your description, generates Angular and React files, validates them and lets you refine them.',
    { ...indexable, nav: { label: 'How it works', in: ['header', 'footer-product'] } },
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
    { ...indexable, nav: { label: 'Best practices', in: ['footer-product'] } },
  ),
  page(
    'tutorials',
    marketing('tutorials'),
    'Tutorials',
    'Step-by-step tutorials that build real components with Kiln: a pricing table, an accessible modal form and a sortable data table.',
    { ...indexable, nav: { label: 'Tutorials', in: ['header', 'footer-product'] } },
  ),
  page(
    'contact',
    'features/contact/routes/contact.tsx',
    'Contact us',
    'Questions about Kiln, plans, security or partnerships: write to the team and we answer within one working day.',
    { ...indexable, nav: { label: 'Contact', in: ['header', 'footer-company'] } },
  ),
  page(
    'blog',
    'features/blog/routes/blog-index.tsx',
    'Blog',
    'Articles from the Kiln team about component generation, accessibility, Angular and React.',
    { ...indexable, nav: { label: 'Blog', in: ['footer-product'] } },
  ),
  page(
    'feedback',
    'features/feedback/routes/feedback.tsx',
    'Send feedback',
    'Tell the Kiln team what works, what does not and what you would like next.',
    { ...indexable, nav: { label: 'Feedback', in: ['footer-company'] } },
  ),
  page(
    'legal/privacy',
    legal,
    'Privacy policy',
    'What personal data Kiln collects, why, how long it is kept and the rights you have over it.',
    { ...indexable, id: 'legal-privacy', nav: { label: 'Privacy', in: ['footer-legal'] } },
  ),
  page(
    'legal/terms',
    legal,
    'Terms of service',
    'The terms that apply when you use Kiln, including ownership of the code you generate.',
    { ...indexable, id: 'legal-terms', nav: { label: 'Terms', in: ['footer-legal'] } },
  ),
  page(
    'legal/cookies',
    legal,
    'Cookie policy',
    'The few cookies and storage entries Kiln uses, and why none of them track you for advertising.',
    { ...indexable, id: 'legal-cookies', nav: { label: 'Cookies', in: ['footer-legal'] } },
  ),
  page(
    'legal/data',
    legal,
    'Data processing',
    'How Kiln processes the descriptions and code you submit, where it is stored and which processors are involved.',
    { ...indexable, id: 'legal-data', nav: { label: 'Data protection', in: ['footer-legal'] } },
  ),
  page(
    'legal/security',
    legal,
    'Security',
    'How Kiln protects accounts, tokens and stored components, and how to report a vulnerability.',
    { ...indexable, id: 'legal-security', nav: { label: 'Security', in: ['footer-legal'] } },
  ),
  page(
    'auth/login',
    'features/auth/routes/login.tsx',
    'Sign in',
    'Sign in to your Kiln workspace.',
    { id: 'auth-login', prerender: true },
  ),
  page(
    'auth/signup',
    'features/auth/routes/signup.tsx',
    'Create your account',
    'Create a free Kiln account and generate your first component in minutes.',
    { prerender: true },
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

export const blogArticleRoute: PageRoute = page(
  'blog/:slug',
  'features/blog/routes/blog-article.tsx',
  'Blog',
  'An article from the Kiln blog.',
  indexable,
);

export const normalise = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/** The entry of `routes` for a concrete URL path. */
export function findIn<Route extends AppRoute>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  const path = normalise(pathname);
  return routes.find((route) => route.path === path);
}

/** A public page's entry: what the first page's meta needs. */
export const findPublicRoute = (pathname: string) => findIn(publicRoutes, pathname);
