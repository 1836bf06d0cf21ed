import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { errorEnvelopeSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseAnswer, type TestApp } from './support/app';

const inline = 'window.__context = {"page":"home"};';
const shell = `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>`;
const about =
  '<!doctype html><html><head><title>About Kiln</title></head><body><h1>About</h1></body></html>';
const script = `console.log(${JSON.stringify('kiln '.repeat(500))});`;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiln-web-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), shell);
  writeFileSync(join(root, 'about/index.html'), about);
  writeFileSync(join(root, 'assets/app-3f2a1b.js'), script);
  writeFileSync(join(root, 'assets/app-3f2a1b.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('given a built web app', () => {
  it('should serve a prerendered page by its path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>About</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should fall back to the app shell for client-side routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/settings?tab=profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it("should allow exactly the page's own inline scripts in its CSP", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toContain("object-src 'none'");
    const aboutCsp = String(
      (await t.app.inject({ method: 'GET', url: '/about' })).headers['content-security-policy'],
    );
    expect(aboutCsp).toContain("script-src 'self';");
  });

  it('should answer 304 when the page has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('should cache hashed assets forever and serve the precompressed file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('should cache other files briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('should answer 404 JSON for a missing asset and never serve files outside the root', async () => {
    for (const url of [
      '/assets/missing-123.js',
      '/..%2f..%2fetc%2fpasswd.txt',
      '/%2e%2e/package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      parseAnswer(errorEnvelopeSchema, response.body);
    }
  });

  it('should keep answering unknown API routes with JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('NOT_FOUND');
  });
});

describe('given a built web app that lists its page paths', () => {
  let listed: string;
  let app: TestApp;
  beforeAll(async () => {
    listed = mkdtempSync(join(tmpdir(), 'kiln-web-'));
    mkdirSync(join(listed, 'about'));
    writeFileSync(join(listed, 'index.html'), shell);
    writeFileSync(join(listed, '__spa-fallback.html'), shell);
    writeFileSync(join(listed, 'about/index.html'), about);
    writeFileSync(
      join(listed, 'page-paths.json'),
      JSON.stringify({
        patterns: ['', 'about', 'dashboard', 'dashboard/ai-copilot', 'blog/:slug'],
      }),
    );
    app = await createTestApp({ webRoot: listed });
  });
  afterAll(async () => {
    await app.close();
    rmSync(listed, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/dashboard', '/dashboard/ai-copilot/', '/blog/first-steps'])(
    'should answer %s, a page of the app, with 200',
    async (url) => {
      expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    },
  );

  it.each(['/nope', '/dashboard/nope', '/blog/first-steps/more', '/about/team'])(
    'should answer %s with 404 and the app shell, which shows "Page not found"',
    async (url) => {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );
});
