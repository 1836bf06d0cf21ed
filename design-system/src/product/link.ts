import type * as React from 'react';

/** The props every product component passes to its `linkComponent`. */
export type ProductLinkProps = {
  href: string;
  className?: string;
  children?: React.ReactNode;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page';
};

/**
 * Renders the links of product components. Defaults to a plain `a`; the app passes a router-aware
 * wrapper so navigation stays client-side without the design system knowing about routes. Every
 * href comes from the app; besides its own pages it may be a `mailto:` address (the footer's).
 */
export type LinkComponent = React.ElementType<ProductLinkProps>;

/**
 * The href among `hrefs` that best matches `currentPath`: an exact match, otherwise the longest
 * href that is a whole-segment prefix of it (so /library/42 marks Library, and /dashboard/components
 * marks Components rather than Dashboard). The home link only matches exactly.
 */
export function findCurrentHref(hrefs: readonly string[], currentPath: string | undefined) {
  if (currentPath === undefined) return undefined;
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  let best: string | undefined;
  for (const href of hrefs) {
    const matches = href === path || (href !== '/' && path.startsWith(`${href}/`));
    if (matches && (best === undefined || href.length > best.length)) best = href;
  }
  return best;
}
