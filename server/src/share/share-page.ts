import { FRAMEWORK_LABELS, SHARE_PAGE_PREFIX } from '@kiln/contract';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { PageRenderer } from '../static/plugin';
import { liveShareLink } from './live-link';

const SITE_SUFFIX = ' | kiln.dev';
const MAX_DESCRIPTION = 200;

/** Text made safe inside an HTML attribute or element: a hostile name stays text. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

interface PageFacts {
  title: string;
  description: string;
}

/**
 * The shell with the share page's own head: its title, noindex, and the Open Graph and Twitter
 * tags a link preview reads (the app is not server-rendered, so a crawler sees only this). Only
 * elements without scripts are added, so the shell's inline-script hashes in its CSP still hold.
 */
export const withShareHead = (html: string, facts: PageFacts): string => {
  const title = escapeHtml(facts.title);
  const description = escapeHtml(facts.description);
  const head = [
    `<title>${title}</title>`,
    '<meta name="robots" content="noindex, nofollow">',
    `<meta name="description" content="${description}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Kiln">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].join('');
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  const at = withoutTitle.search(/<\/head>/i);
  return at === -1
    ? head + withoutTitle
    : withoutTitle.slice(0, at) + head + withoutTitle.slice(at);
};

const UNAVAILABLE: PageFacts = {
  title: `Link not available${SITE_SUFFIX}`,
  description: 'This share link was revoked, has expired or never existed.',
};

/**
 * The page hook of `/s/<token>`: the app's shell, its head filled in from the shared component, never
 * cached and never indexed; 404 with the same shell (the app then says the link is gone) when the
 * link is revoked, expired or unknown.
 */
export const sharePage =
  (db: Db, now: () => Date): PageRenderer =>
  async (pathname, shell) => {
    if (!pathname.startsWith(SHARE_PAGE_PREFIX)) return undefined;
    const rest = pathname.slice(SHARE_PAGE_PREFIX.length);
    const token = rest.endsWith('/') ? rest.slice(0, -1) : rest;
    let facts = UNAVAILABLE;
    let status = 200;
    try {
      const { component, version } = await liveShareLink(db, token, now());
      facts = {
        title: `${clip(component.name, 100)}${SITE_SUFFIX}`,
        description: clip(
          component.description ||
            `Version ${version.version} of ${FRAMEWORK_LABELS[version.framework]} code, shared from Kiln.`,
          MAX_DESCRIPTION,
        ),
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
      status = 404;
    }
    return {
      status,
      html: withShareHead(shell.html, facts),
      headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    };
  };
