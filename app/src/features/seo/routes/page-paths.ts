import { pagePathPatterns } from '../../../routes';

/**
 * Written to build/client/page-paths.json at build time: every path pattern the app has a page
 * for. The server answers other paths with status 404 (and the app's "Page not found").
 */
export function loader() {
  return new Response(`${JSON.stringify({ patterns: pagePathPatterns })}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
