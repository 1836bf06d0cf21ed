import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { findArticleRoute } from './features/blog/article-route';
import { blogArticles } from './features/blog/articles';
import {
  blogArticleRoute,
  findIn,
  publicRoutes,
  type AppRoute,
  type NavEntry,
  type PageRoute,
  type ScreenRoute,
} from './public-routes';

export {
  SITE_TITLE_SUFFIX,
  blogArticleRoute,
  publicRoutes,
  type AppRoute,
  type NavPlace,
  type PageRoute,
  type RouteGuard,
  type ScreenRoute,
} from './public-routes';

/**
 * The one route table: a row registers a page or screen (path, title, description, guard, whether
 * it is indexed and so prerendered, its links in the navigation, its frame). React Router's route
 * config, the prerender list, `page-paths.json` (the server's 404s), sitemap.xml, robots.txt,
 * every page's <title> and robots meta, the guards, the screens' loader and the navigation are
 * all derived from it. Its public rows live in `public-routes.ts`, so the first page does not
 * carry the signed-in screens' rows.
 */
const screen = (
  path: string,
  load: ScreenRoute['screen'],
  title: string,
  description: string,
  options: { guard: ScreenRoute['guard']; id: string; nav?: NavEntry; frame?: 'workspace' },
): ScreenRoute => ({
  path,
  screen: load,
  title,
  description,
  seoIndex: false,
  guard: options.guard,
  id: options.id,
  ...(options.nav ? { nav: options.nav } : {}),
  ...(options.frame ? { frame: options.frame } : {}),
});
const signedIn = (id: string, more: { nav?: NavEntry; frame?: 'workspace' } = {}) => ({
  guard: 'signed-in' as const,
  id,
  ...more,
});
const adminOnly = (id: string, more: { nav?: NavEntry } = {}) => ({
  guard: 'admin' as const,
  id,
  ...more,
});
const section = (label: string): NavEntry => ({ label, in: ['workspace'] });
const workspace = 'workspace' as const;

/** The signed-in screens, in the order of the header's workspace sections and the workspace's links. */
export const signedInRoutes: readonly ScreenRoute[] = [
  screen(
    'dashboard',
    () => import('./features/dashboard/routes/dashboard'),
    'Dashboard',
    'Your usage, recent generations and shortcuts.',
    signedIn('dashboard', { nav: section('Dashboard') }),
  ),
  screen(
    'dashboard/ai-copilot',
    () => import('./features/copilot/routes/copilot-page'),
    'AI copilot',
    'Chat with the Kiln copilot.',
    signedIn('dashboard-ai-copilot', { nav: section('Copilot') }),
  ),
  screen(
    'dashboard/generate',
    () => import('./features/generate/routes/generate-page'),
    'Generate a component',
    'Describe a component and generate it.',
    signedIn('dashboard-generate', { nav: section('Generate') }),
  ),
  screen(
    'dashboard/templates',
    () => import('./features/templates/routes/templates'),
    'Templates',
    'Start from a template.',
    signedIn('dashboard-templates', { nav: section('Templates'), frame: workspace }),
  ),
  screen(
    'dashboard/components',
    () => import('./features/components/routes/my-components'),
    'My components',
    'The components you saved.',
    signedIn('dashboard-components', { nav: section('Components'), frame: workspace }),
  ),
  screen(
    'library',
    () => import('./features/library/routes/library'),
    'Component library',
    'Browse the component library.',
    signedIn('library', { nav: section('Library'), frame: workspace }),
  ),
  screen(
    'dashboard/gallery',
    () => import('./features/gallery/routes/gallery'),
    'Component gallery',
    'Browse, like, fork and remix components other people published.',
    signedIn('dashboard-gallery', { nav: section('Gallery'), frame: workspace }),
  ),
  screen(
    'dashboard/export',
    () => import('./features/export/routes/export-page'),
    'Export projects',
    'Export components as a project.',
    signedIn('dashboard-export', { nav: section('Export'), frame: workspace }),
  ),
  screen(
    'billing',
    () => import('./features/billing/routes/billing'),
    'Billing & usage',
    'Your plan, usage and invoices.',
    signedIn('billing', { nav: section('Billing') }),
  ),
  screen(
    'settings',
    () => import('./features/settings/routes/settings'),
    'Settings',
    'Your profile, preferences and password.',
    signedIn('settings', { nav: section('Settings') }),
  ),
  screen(
    'dashboard/history',
    () => import('./features/history/routes/history'),
    'Generation history',
    'Every component you have generated.',
    signedIn('dashboard-history'),
  ),
  screen(
    'dashboard/scaffold',
    () => import('./features/scaffold/routes/scaffold-page'),
    'Scaffold generator',
    'Scaffold a project around your components.',
    signedIn('dashboard-scaffold', { frame: workspace }),
  ),
  screen(
    'dashboard/playground',
    () => import('./features/playground/routes/playground'),
    'Component playground',
    'Try components live.',
    signedIn('dashboard-playground', { frame: workspace }),
  ),
  screen(
    'dashboard/editor',
    () => import('./features/editor/routes/editor-page'),
    'AI code editor',
    'Edit generated code with the copilot.',
    signedIn('dashboard-editor', { frame: workspace }),
  ),
  screen(
    'dashboard/notifications',
    () => import('./features/notifications/routes/notifications'),
    'Notifications',
    'Everything Kiln told you: usage, plan and account notices.',
    signedIn('dashboard-notifications'),
  ),
];

export const adminRoutes: readonly ScreenRoute[] = [
  screen(
    'admin',
    () => import('./features/admin/routes/admin-dashboard'),
    'Admin dashboard',
    'Users, usage and system health.',
    adminOnly('admin', { nav: { label: 'Admin', in: ['admin'] } }),
  ),
  screen(
    'admin/ai-copilots',
    () => import('./features/admin/routes/ai-copilots'),
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

/** Public pages prerendered though not indexed (rows with `prerender`). */
export const earlyFormPaths: readonly string[] = publicRoutes
  .filter((route) => route.prerender)
  .map((route) => `/${route.path}`);

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
 * Signed-in and admin screens are served by one small route module that imports the row's
 * `screen` on demand, so the manifest the first page carries stays small however many screens
 * there are.
 */
export const SCREEN_ROUTE = 'features/workspace/routes/screen-route.tsx';
const toEntry = (route: PageRoute) => entry(route, route.file);
const toScreenEntry = (route: ScreenRoute) => entry(route, SCREEN_ROUTE);

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
