import { describe, expect, it } from 'vitest';
import routeConfig, {
  adminRoutes,
  appRoutes,
  findRoute,
  indexablePaths,
  prerenderedPaths,
  publicRoutes,
  signedInRoutes,
  SCREEN_ROUTE,
  SITE_TITLE_SUFFIX,
} from './routes';
import { loadScreen, loadedScreen } from './features/workspace/screens';
import * as screenRoute from './features/workspace/routes/screen-route';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { metaForPath } from './lib/route-table-meta';
import { hidesFrame } from './layouts/frame-visibility';
import { metaForRoute } from './lib/seo';

const specPublic = [
  '',
  'about',
  'contact',
  'how-it-works',
  'how-to-use',
  'best-practices',
  'tutorials',
  'auth/login',
  'auth/signup',
  'auth',
  'emergency-admin',
];
const footerPages = [
  'blog',
  'feedback',
  'legal/privacy',
  'legal/terms',
  'legal/cookies',
  'legal/data',
  'legal/security',
];
const specSignedIn = [
  'dashboard',
  'dashboard/generate',
  'dashboard/templates',
  'dashboard/history',
  'dashboard/export',
  'dashboard/components',
  'dashboard/ai-copilot',
  'dashboard/scaffold',
  'dashboard/playground',
  'dashboard/editor',
  'dashboard/gallery',
  'library',
  'settings',
  'billing',
];

describe('given the route table', () => {
  it('should hold every route of the spec and the footer', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...specPublic,
        ...footerPages,
        ...specSignedIn,
        'admin',
        'admin/ai-copilots',
      ]),
    );
  });

  it('should guard the signed-in and admin routes', () => {
    // Beside the spec's list: the page "View All Notifications" opens.
    expect(signedInRoutes.map((route) => route.path).sort()).toEqual(
      [...specSignedIn, 'dashboard/notifications'].sort(),
    );
    expect(signedInRoutes.every((route) => route.guard === 'signed-in' && !route.seoIndex)).toBe(
      true,
    );
    expect(adminRoutes.every((route) => route.guard === 'admin' && !route.seoIndex)).toBe(true);
    expect(publicRoutes.every((route) => route.guard === 'public')).toBe(true);
  });

  it('should keep the auth pages out of search engines', () => {
    for (const path of ['auth/login', 'auth/signup', 'emergency-admin'])
      expect(findRoute(`/${path}`)?.seoIndex).toBe(false);
  });

  it('should prerender exactly the indexable pages, the sign-in and signup forms, sitemap and robots', () => {
    expect(prerenderedPaths).toEqual([
      ...indexablePaths,
      '/auth/login',
      '/auth/signup',
      '/sitemap.xml',
      '/robots.txt',
      '/page-paths.json',
    ]);
    expect(indexablePaths).toContain('/');
    expect(indexablePaths).not.toContain('/dashboard');
  });

  it('should end with a catch-all that sends unknown paths home', () => {
    expect(routeConfig.at(-1)).toMatchObject({ path: '*' });
  });

  it('should give every page a title ending with the domain and a robots meta from seoIndex', () => {
    for (const route of appRoutes) {
      const meta = metaForRoute(route);
      expect(meta).toContainEqual({ title: `${route.title}${SITE_TITLE_SUFFIX}` });
      expect(meta).toContainEqual({
        name: 'robots',
        content: route.seoIndex ? 'index, follow' : 'noindex, nofollow',
      });
    }
  });
});

describe('given the screen route that serves signed-in and admin screens', () => {
  const screens = [...signedInRoutes, ...adminRoutes];
  const config = routeConfig.flatMap((entry) => entry.children ?? []);

  it('should route every signed-in and admin path through the one screen route', () => {
    expect(config.map((entry) => entry.file)).toEqual(screens.map(() => SCREEN_ROUTE));
    expect(config.map((entry) => entry.id)).toEqual(screens.map((route) => route.id));
  });

  it('should name each screen and catch its errors in the screen route', () => {
    expect(screenRoute.meta).toBe(metaForPath);
    expect(screenRoute.ErrorBoundary).toBe(RouteErrorBoundary);
  });

  it('should load the screen a path names, and refuse a path it does not know', async () => {
    const path = await loadScreen('/dashboard/templates');
    expect(path).toBe('dashboard/templates');
    expect(typeof loadedScreen(path).Screen).toBe('function');
    await expect(loadScreen('/no/such/screen')).rejects.toMatchObject({ status: 404 });
  });

  it("should refuse a public page's path, which has a route module of its own", async () => {
    await expect(loadScreen('/about')).rejects.toThrow('is a page, not a screen');
  });

  it('should put the workspace frame around exactly the screens whose row asks for it', async () => {
    const framed = screens.filter((route) => route.frame === 'workspace').map((r) => r.path);
    expect(framed).toEqual([
      'dashboard/templates',
      'dashboard/components',
      'library',
      'dashboard/gallery',
      'dashboard/export',
      'dashboard/scaffold',
      'dashboard/playground',
      'dashboard/editor',
    ]);
    expect(loadedScreen(await loadScreen('/dashboard/templates')).frame).toBe('workspace');
    expect(loadedScreen(await loadScreen('/billing')).frame).toBeUndefined();
  });
});

describe('given the header and footer visibility rule', () => {
  it.each([
    ['/auth', true, true],
    ['/auth/login', true, true],
    ['/auth/signup', true, true],
    ['/authors', true, false],
    ['/auth/login', false, false],
    ['/dashboard', true, false],
  ])('should hide the frame on %s when signed in is %s: %s', (pathname, signedIn, hidden) => {
    expect(hidesFrame(pathname, signedIn)).toBe(hidden);
  });
});
