import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { findArticleRoute } from './features/blog/article-route';
import { blogArticles } from './features/blog/articles';
import { blogArticleRoute, findIn, page, publicRoutes, type AppRoute } from './public-routes';

export {
  SITE_TITLE_SUFFIX,
  blogArticleRoute,
  publicRoutes,
  type AppRoute,
  type RouteGuard,
} from './public-routes';

/**
 * The one route table. React Router's route config, the prerender list, sitemap.xml, robots.txt,
 * every page's <title> and robots meta, and the guards are all derived from it. Its public rows
 * live in `public-routes.ts`, so the first page does not carry the signed-in screens' rows.
 */
const signedIn = (id: string) => ({ guard: 'signed-in' as const, id });
const adminOnly = (id: string) => ({ guard: 'admin' as const, id });

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
    'features/templates/routes/templates.tsx',
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
    'features/export/routes/export-page.tsx',
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
    'features/scaffold/routes/scaffold-page.tsx',
    'Scaffold generator',
    'Scaffold a project around your components.',
    signedIn('dashboard-scaffold'),
  ),
  page(
    'dashboard/playground',
    'features/playground/routes/playground.tsx',
    'Component playground',
    'Try components live.',
    signedIn('dashboard-playground'),
  ),
  page(
    'dashboard/editor',
    'features/editor/routes/editor-page.tsx',
    'AI code editor',
    'Edit generated code with the copilot.',
    signedIn('dashboard-editor'),
  ),
  page(
    'dashboard/gallery',
    'features/gallery/routes/gallery.tsx',
    'Component gallery',
    'Browse, like, fork and remix components other people published.',
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
    'features/library/routes/library.tsx',
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

export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...signedInRoutes, ...adminRoutes];

/** The table entry for a concrete URL path (article pages resolve to the article's own entry). */
export const findRoute = (pathname: string) =>
  findIn(appRoutes, pathname) ?? findArticleRoute(pathname);

/** Every concrete path search engines may index: the prerender list and the sitemap's URLs. */
export const indexablePaths: readonly string[] = [
  ...publicRoutes.filter((route) => route.seoIndex).map((route) => `/${route.path}`),
  ...blogArticles.map((article) => `/blog/${article.slug}`),
];

/**
 * The sign-in and signup forms are prerendered too (not indexed), so they show at once; a submit
 * made before the scripts have loaded is held and sent once they have (lib/early-submit.ts).
 */
export const earlyFormPaths: readonly string[] = ['/auth/login', '/auth/signup'];

/** The file listing the app's path patterns, read by the server to answer unknown paths 404. */
export const PAGE_PATHS_FILE = 'page-paths.json';

/** Every path the app serves something at (`:name` matches one segment), for that file. */
export const pagePathPatterns: readonly string[] = [
  ...appRoutes.map((route) => route.path),
  blogArticleRoute.path,
  'sitemap.xml',
  'robots.txt',
  PAGE_PATHS_FILE,
];

export const prerenderedPaths: readonly string[] = [
  ...indexablePaths,
  ...earlyFormPaths,
  '/sitemap.xml',
  '/robots.txt',
  `/${PAGE_PATHS_FILE}`,
];

const entry = (route: AppRoute, file: string): RouteConfigEntry =>
  route.path === ''
    ? { index: true, file, ...(route.id ? { id: route.id } : {}) }
    : { path: route.path, file, ...(route.id ? { id: route.id } : {}) };

/**
 * Signed-in and admin screens are served by one small route module that loads the row's `file`
 * on demand, so the manifest the first page carries stays small however many screens there are.
 */
export const SCREEN_ROUTE = 'features/workspace/routes/screen-route.tsx';
const toEntry = (route: AppRoute) => entry(route, route.file);
const toScreenEntry = (route: AppRoute) => entry(route, SCREEN_ROUTE);

export default [
  ...publicRoutes.map(toEntry),
  toEntry(blogArticleRoute),
  { file: 'layouts/signed-in-layout.tsx', children: signedInRoutes.map(toScreenEntry) },
  { file: 'layouts/admin-layout.tsx', children: adminRoutes.map(toScreenEntry) },
  { path: 'sitemap.xml', file: 'features/seo/routes/sitemap.ts' },
  { path: 'robots.txt', file: 'features/seo/routes/robots.ts' },
  { path: PAGE_PATHS_FILE, file: 'features/seo/routes/page-paths.ts' },
  { path: '*', file: 'features/marketing/routes/unknown-path.tsx' },
] satisfies RouteConfig;
