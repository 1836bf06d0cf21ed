import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readPagePaths } from './page-paths';
import { findWebRoot, HtmlPages, type HtmlPage } from './site';

/** A page the server fills in itself, from the app's shell. */
export interface RenderedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/**
 * A hook for pages whose head depends on data (a share link's title): undefined for paths it does
 * not serve. It may only add elements without scripts, so the shell's CSP stays valid.
 */
export type PageRenderer = (pathname: string, shell: HtmlPage) => Promise<RenderedPage | undefined>;

export interface StaticSiteOptions {
  webRoot: string | undefined;
  renderPage?: PageRenderer;
}

/**
 * Serves the built web app next to the API: hashed assets cached forever, other files for an hour,
 * pages never cached and each with a CSP that names its own inline scripts. Without a build, nothing is served.
 */
export const staticSite = async (app: FastifyInstance, options: StaticSiteOptions) => {
  const root = findWebRoot(options.webRoot);
  if (!root) {
    app.log.info('no built web app found: serving the API only');
    return;
  }
  app.log.info({ root }, 'serving the web app');
  const pages = new HtmlPages(root);
  // Paths no page of the app answers get its shell (which shows "Page not found") with a 404.
  const isPagePath = readPagePaths(root);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
    } catch {
      return reply.callNotFound();
    }
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.includes('\0'))
      return reply.callNotFound();

    const extension = extname(pathname);
    if (extension !== '' && extension !== '.html') {
      const relative = pathname.slice(1);
      if (!pages.isFile(relative)) return reply.callNotFound();
      const hashed = pathname.startsWith('/assets/');
      return reply.sendFile(relative, {
        immutable: hashed,
        maxAge: hashed ? '365d' : '1h',
        cacheControl: true,
      });
    }

    const page = pages.pageFor(
      extension === '.html' ? pathname.slice(0, -'.html'.length).replace(/\/index$/, '') : pathname,
    );
    if (!page) return reply.callNotFound();
    const rendered = await options.renderPage?.(pathname, page);
    if (rendered)
      return reply
        .status(rendered.status)
        .headers(rendered.headers)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', page.csp)
        .send(rendered.html);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp);
    if (isPagePath && !isPagePath(pathname)) return reply.status(404).send(page.html);
    void reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.send(page.html);
  });
};
