import type { MetaDescriptor } from 'react-router';
import { SITE_NAME, SITE_URL } from '../config/site';
import { findPublicRoute, SITE_TITLE_SUFFIX, type AppRoute } from '../public-routes';

export const pageTitle = (title: string) => `${title}${SITE_TITLE_SUFFIX}`;

export const canonicalUrl = (path: string) =>
  path === '' ? `${SITE_URL}/` : `${SITE_URL}/${path}`;

/** Title, description, canonical URL, Open Graph tags and robots for one table entry. */
export function metaForRoute(route: AppRoute): MetaDescriptor[] {
  const title = pageTitle(route.title);
  const url = canonicalUrl(route.path);
  return [
    { title },
    { name: 'description', content: route.description },
    { name: 'robots', content: route.seoIndex ? 'index, follow' : 'noindex, nofollow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: route.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
  ];
}

type MetaArgs = { location: { pathname: string } };

/** A route module's `meta` export, reading its entry through `find`. */
export const metaFrom =
  (find: (pathname: string) => AppRoute | undefined) =>
  ({ location }: MetaArgs): MetaDescriptor[] => {
    const route = find(location.pathname);
    return route
      ? metaForRoute(route)
      : [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex, nofollow' }];
  };

/**
 * The `meta` export of public pages: everything comes from the public rows of the route table,
 * so the first page does not load the signed-in screens' rows (`route-table-meta.ts` reads those).
 */
export const metaForPath = metaFrom(findPublicRoute);
