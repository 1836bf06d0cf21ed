import { SITE_URL } from '../../../config/site';
import { appRoutes } from '../../../routes';

/** Written to build/client/robots.txt at build time: non-indexable areas are disallowed. */
export function loader() {
  const topLevel = new Set(
    appRoutes
      .filter((route) => !route.seoIndex)
      .map((route) => `/${route.path.split('/')[0] ?? ''}`),
  );
  const indexedTopLevel = new Set(
    appRoutes
      .filter((route) => route.seoIndex)
      .map((route) => `/${route.path.split('/')[0] ?? ''}`),
  );
  const disallowed = [...topLevel].filter((path) => !indexedTopLevel.has(path)).sort();
  const body = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
