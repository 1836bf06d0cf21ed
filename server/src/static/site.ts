import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspHeaderValue } from '../lib/security-headers';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run build -w app` puts the client: React Router framework mode first, then plain Vite. */
export const WEB_ROOT_CANDIDATES = [join(repoRoot, 'app/build/client'), join(repoRoot, 'app/dist')];

export const findWebRoot = (configured: string | undefined): string | undefined => {
  if (configured)
    return existsSync(join(configured, 'index.html')) ||
      existsSync(join(configured, '__spa-fallback.html'))
      ? resolve(configured)
      : undefined;
  return WEB_ROOT_CANDIDATES.find(
    (candidate) =>
      existsSync(join(candidate, 'index.html')) ||
      existsSync(join(candidate, '__spa-fallback.html')),
  );
};

const INLINE_SCRIPT = /<script\b(?![^>]+\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** sha256 sources for every inline script, so the CSP can allow exactly these and nothing else inline. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length > 0)
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
};

export interface HtmlPage {
  html: string;
  csp: string;
  etag: string;
}

/** Reads HTML pages once each; the file's mtime invalidates the entry when a new build replaces it. */
export class HtmlPages {
  private readonly cache = new Map<string, { mtimeMs: number; page: HtmlPage }>();
  constructor(private readonly root: string) {}

  /** An absolute path inside the root, or undefined for anything that would escape it. */
  resolveInside(relative: string): string | undefined {
    const absolute = normalize(join(this.root, relative));
    return absolute === this.root || absolute.startsWith(this.root + sep) ? absolute : undefined;
  }

  isFile(relative: string): boolean {
    const absolute = this.resolveInside(relative);
    if (!absolute) return false;
    try {
      return statSync(absolute).isFile();
    } catch {
      return false;
    }
  }

  load(relative: string): HtmlPage | undefined {
    const absolute = this.resolveInside(relative);
    if (!absolute) return undefined;
    let mtimeMs: number;
    try {
      const stats = statSync(absolute);
      if (!stats.isFile()) return undefined;
      mtimeMs = stats.mtimeMs;
    } catch {
      return undefined;
    }
    const cached = this.cache.get(absolute);
    if (cached && cached.mtimeMs === mtimeMs) return cached.page;
    const html = readFileSync(absolute, 'utf8');
    const page = {
      html,
      csp: cspHeaderValue(inlineScriptHashes(html)),
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
    this.cache.set(absolute, { mtimeMs, page });
    return page;
  }

  /** Prerendered page for a path (`/about` → `about/index.html`), else the SPA shell. */
  pageFor(pathname: string): HtmlPage | undefined {
    const clean = pathname.replace(/(?<!\/)\/+$/, '');
    const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`];
    for (const candidate of candidates) {
      const page = this.load(candidate);
      if (page) return page;
    }
    return this.load('__spa-fallback.html') ?? this.load('index.html');
  }
}
