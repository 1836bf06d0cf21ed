import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { blogArticles } from './features/blog/articles';

/**
 * The one route table. React Router's route config, the prerender list, sitemap.xml, robots.txt,
 * every page's <title> and robots meta, and the guards are all derived from it.
 */
export type RouteGuard = 'public' | 'signed-in' | 'admin';

export type AppRoute = {
  /** Path without a leading slash, as in the product spec ('' is home). */
  path: string;
  /** Route module, relative to src/. */
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

const page = (
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
/** The frame a signed-in screen shows until its feature is built. */
export const WORKSPACE_FRAME = 'features/workspace/routes/workspace-screen.tsx';
const workspace = WORKSPACE_FRAME;
const signedIn = (id: string) => ({ guard: 'signed-in' as const, id });
const adminOnly = (id: string) => ({ guard: 'admin' as const, id });

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
    'emergency-admin',
    'features/auth/routes/login.tsx',
    'Administrator sign-in',
    'Sign-in for Kiln administrators.',
    { id: 'emergency-admin' },
  ),
];

export const signedInRoutes: readonly AppRoute[] = [
  page(
    'dashboard',
    'features/dashboard/routes/dashboard.tsx',
    'Dashboard',
    'Your usage, recent generations and shortcuts.',
    signedIn('dashboard'),
  ),
  page(
    'dashboard/generate',
    'features/generate/routes/generate-page.tsx',
    'Generate a component',
    'Describe a component and generate it.',
    signedIn('dashboard-generate'),
  ),
  page(
    'dashboard/templates',
    workspace,
    'Templates',
    'Start from a template.',
    signedIn('dashboard-templates'),
  ),
  page(
    'dashboard/history',
    'features/history/routes/history.tsx',
    'Generation history',
    'Every component you have generated.',
    signedIn('dashboard-history'),
  ),
  page(
    'dashboard/export',
    workspace,
    'Export projects',
    'Export components as a project.',
    signedIn('dashboard-export'),
  ),
  page(
    'dashboard/components',
    'features/components/routes/my-components.tsx',
    'My components',
    'The components you saved.',
    signedIn('dashboard-components'),
  ),
  page(
    'dashboard/ai-copilot',
    'features/copilot/routes/copilot-page.tsx',
    'AI copilot',
    'Chat with the Kiln copilot.',
    signedIn('dashboard-ai-copilot'),
  ),
  page(
    'dashboard/scaffold',
    workspace,
    'Scaffold generator',
    'Scaffold a project around your components.',
    signedIn('dashboard-scaffold'),
  ),
  page(
    'dashboard/playground',
    workspace,
    'Component playground',
    'Try components live.',
    signedIn('dashboard-playground'),
  ),
  page(
    'dashboard/editor',
    workspace,
    'AI code editor',
    'Edit generated code with the copilot.',
    signedIn('dashboard-editor'),
  ),
  page(
    'dashboard/gallery',
    workspace,
    'Component gallery',
    'Browse components for inspiration.',
    signedIn('dashboard-gallery'),
  ),
  page(
    'dashboard/notifications',
    'features/notifications/routes/notifications.tsx',
    'Notifications',
    'Everything Kiln told you: usage, plan and account notices.',
    signedIn('dashboard-notifications'),
  ),
  page(
    'library',
    workspace,
    'Component library',
    'Browse the component library.',
    signedIn('library'),
  ),
  page(
    'settings',
    'features/settings/routes/settings.tsx',
    'Settings',
    'Your profile, preferences and password.',
    signedIn('settings'),
  ),
  page(
    'billing',
    'features/billing/routes/billing.tsx',
    'Billing & usage',
    'Your plan, usage and invoices.',
    signedIn('billing'),
  ),
];

export const adminRoutes: readonly AppRoute[] = [
  page(
    'admin',
    'features/admin/routes/admin-dashboard.tsx',
    'Admin dashboard',
    'Users, usage and system health.',
    adminOnly('admin'),
  ),
  page(
    'admin/ai-copilots',
    'features/admin/routes/ai-copilots.tsx',
    'AI copilots and guards',
    'AI providers, models and guard rules.',
    adminOnly('admin-ai-copilots'),
  ),
];

export const blogArticleRoute: AppRoute = page(
  'blog/:slug',
  'features/blog/routes/blog-article.tsx',
  'Blog',
  'An article from the Kiln blog.',
  indexable,
);

export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...signedInRoutes, ...adminRoutes];

const normalise = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/** The table entry for a concrete URL path (article pages resolve to the article's own entry). */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = normalise(pathname);
  const exact = appRoutes.find((route) => route.path === path);
  if (exact) return exact;
  const slug = /^blog\/([^/]+)$/.exec(path)?.[1];
  const article = slug ? blogArticles.find((entry) => entry.slug === slug) : undefined;
  if (!article) return undefined;
  return { ...blogArticleRoute, path, title: article.title, description: article.summary };
}

/** Every concrete path search engines may index: the prerender list and the sitemap's URLs. */
export const indexablePaths: readonly string[] = [
  ...publicRoutes.filter((route) => route.seoIndex).map((route) => `/${route.path}`),
  ...blogArticles.map((article) => `/blog/${article.slug}`),
];

export const prerenderedPaths: readonly string[] = [
  ...indexablePaths,
  '/sitemap.xml',
  '/robots.txt',
];

const toEntry = (route: AppRoute): RouteConfigEntry =>
  route.path === ''
    ? { index: true, file: route.file, ...(route.id ? { id: route.id } : {}) }
    : { path: route.path, file: route.file, ...(route.id ? { id: route.id } : {}) };

export default [
  ...publicRoutes.map(toEntry),
  toEntry(blogArticleRoute),
  { file: 'layouts/signed-in-layout.tsx', children: signedInRoutes.map(toEntry) },
  { file: 'layouts/admin-layout.tsx', children: adminRoutes.map(toEntry) },
  { path: 'sitemap.xml', file: 'features/seo/routes/sitemap.ts' },
  { path: 'robots.txt', file: 'features/seo/routes/robots.ts' },
  { path: '*', file: 'features/marketing/routes/unknown-path.tsx' },
] satisfies RouteConfig;
