import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the app's build beside its pages: the path patterns the app has a page for. */
export const PAGE_PATHS_FILE = 'page-paths.json';

/** Whether a path is one the app has a page for; `:name` in a pattern matches one segment. */
export type PagePathMatcher = (pathname: string) => boolean;

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

export const pagePathMatcher = (patterns: readonly string[]): PagePathMatcher => {
  const compiled = patterns.map(segments);
  return (pathname) => {
    const parts = segments(pathname);
    return compiled.some(
      (pattern) =>
        pattern.length === parts.length &&
        pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
    );
  };
};

/**
 * The app's page paths from its build, or undefined for a build without the file (then every
 * path is answered with the app's shell, as before).
 */
export const readPagePaths = (root: string): PagePathMatcher | undefined => {
  let text: string;
  try {
    text = readFileSync(join(root, PAGE_PATHS_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as { patterns?: unknown };
  if (!Array.isArray(parsed.patterns) || !parsed.patterns.every((p) => typeof p === 'string'))
    throw new Error(`${PAGE_PATHS_FILE} in ${root} holds no list of patterns`);
  return pagePathMatcher(parsed.patterns as string[]);
};
