import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createdShareLinkAnswerSchema, type CreatedShareLink } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createTestApp,
  parseAnswer,
  signup,
  testConfig,
  type SignedUp,
  type TestApp,
} from './support/app';
import { fileSource, saveComponent, send } from './support/components';
import { createTestDatabase } from './support/database';

const inline = 'window.__context = {"page":"spa"};';
const shell = `<!doctype html><html><head><meta charset="utf-8"><title>Kiln</title><script>${inline}</script></head><body><div id="root"></div></body></html>`;
const HOSTILE_NAME = `"><script>alert(1)</script><meta property="og:title" content="x`;

let root: string;
let t: TestApp;
let owner: SignedUp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiln-share-web-'));
  writeFileSync(join(root, 'index.html'), shell);
  t = await createTestApp({ webRoot: root });
  owner = await signup(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const createLink = async (componentId: string) => {
  const answer = await send(t.app, owner.token, 'POST', '/api/share', { componentId, version: 1 });
  expect(answer.statusCode, answer.body).toBe(201);
  return parseAnswer(createdShareLinkAnswerSchema, answer.body).data;
};

describe('given the served page of a share link', () => {
  let componentId: string;
  let link: CreatedShareLink;
  beforeAll(async () => {
    const saved = await saveComponent(t.app, owner.token, {
      name: HOSTILE_NAME,
      description: "Tom & Jerry's <b>badge</b>",
      source: fileSource(),
    });
    componentId = saved.id;
    link = await createLink(componentId);
  });

  it('should carry its escaped title, Open Graph tags and noindex, never cached', async () => {
    const page = await t.app.inject({ method: 'GET', url: link.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    const escaped =
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta property=&quot;og:title&quot; content=&quot;x';
    expect(page.body).toContain(`<title>${escaped} | kiln.dev</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escaped} | kiln.dev">`);
    expect(page.body).toContain(
      '<meta property="og:description" content="Tom &amp; Jerry&#39;s &lt;b&gt;badge&lt;/b&gt;">',
    );
    expect(page.body).toContain('<meta property="og:type" content="website">');
    expect(page.body).toContain('<meta name="twitter:card" content="summary">');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<div id="root">');
  });

  it("should keep the shell's CSP hashes valid", async () => {
    const page = await t.app.inject({ method: 'GET', url: link.path });
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(page.body).toContain(`<script>${inline}</script>`);
  });

  it('should answer 404 with the same shell, noindex, once revoked', async () => {
    await send(t.app, owner.token, 'DELETE', `/api/share/${link.id}`);
    const page = await t.app.inject({ method: 'GET', url: link.path });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<title>Link not available | kiln.dev</title>');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('alert(1)');
  });

  it('should answer 404 for an unknown or malformed token', async () => {
    for (const path of ['/s/unknown', `/s/${'x'.repeat(43)}`, '/s/%3Cscript%3E']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });
});

describe('given the request log', () => {
  it(
    'should keep no share token, in the page path or the API path',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      const { database, dispose } = await createTestDatabase();
      const logged = await buildApp({
        config: testConfig({ logLevel: 'info', webRoot: root }),
        database,
        skipMigrations: true,
        logStream: { write: (line) => lines.push(line) },
      });
      try {
        const token = 'Zk9'.repeat(14) + 'x';
        await logged.inject({ method: 'GET', url: `/s/${token}?ref=mail` });
        await logged.inject({ method: 'GET', url: `/api/share/public/${token}` });
        await logged.inject({ method: 'POST', url: `/api/share/public/${token}/preview` });
        const log = lines.join('');
        expect(log).toContain('/s/[redacted]?ref=mail');
        expect(log).toContain('/api/share/public/[redacted]/preview');
        expect(log).not.toContain(token);
      } finally {
        await logged.close();
        await dispose();
      }
    },
  );
});
