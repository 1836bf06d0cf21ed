import { createHash } from 'node:crypto';
import type { createShareLinkBodySchema } from '@kiln/contract';
import {
  componentAnswerSchema,
  componentVersionAnswerSchema,
  createdShareLinkAnswerSchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  previewBuildAnswerSchema,
  shareLinkAnswerSchema,
  shareLinksAnswerSchema,
  sharedComponentAnswerSchema,
  type CreatedShareLink,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shareLinks } from '../src/db/schema/index';
import { previewBuildId } from '../src/workers/preview/build-id';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  type SignedUp,
  type TestApp,
} from './support/app';
import { fileSource, saveComponent, send } from './support/components';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: SignedUp;
let intruder: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signup(t.app);
  intruder = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A component of the owner with two versions: version 1 and version 2 differ in their code. */
const twoVersionComponent = async (name = 'Badge') => {
  const saved = await saveComponent(t.app, owner.token, {
    name,
    description: 'A small status badge',
    source: fileSource('export const Badge = () => <b>one</b>;\n'),
  });
  const added = await send(t.app, owner.token, 'POST', `/api/components/${saved.id}/versions`, {
    source: fileSource('export const Badge = () => <b>two</b>;\n'),
  });
  expect(added.statusCode, added.body).toBe(201);
  return saved.id;
};

const createLink = async (body: z.input<typeof createShareLinkBodySchema>, token = owner.token) => {
  const answer = await send(t.app, token, 'POST', '/api/share', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return parseAnswer(createdShareLinkAnswerSchema, answer.body).data;
};

const signIn = async (user: SignedUp) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { token: string }).token;
};

const readPublic = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/share/public/${token}` });

const expectNotFound = (answer: { statusCode: number; body: string }, what: string) => {
  expect(answer.statusCode, `${what} → ${answer.body}`).toBe(404);
  expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe('NOT_FOUND');
};

describe('given a share link to version 1 of a component with two versions', () => {
  let componentId: string;
  let link: CreatedShareLink;
  beforeAll(async () => {
    componentId = await twoVersionComponent();
    link = await createLink({ componentId, version: 1 });
  });

  it('should answer a 256-bit base64url token once, and store only its hash and last 4 characters', async () => {
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.path).toBe(`/s/${link.token}`);
    expect(link.tokenHint).toBe(link.token.slice(-4));
    expect(link).toMatchObject({ status: 'active', expiresAt: null, revokedAt: null, version: 1 });
    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('should give every link its own token', async () => {
    const tokens = new Set<string>([link.token]);
    for (let index = 0; index < 20; index += 1)
      tokens.add((await createLink({ componentId, version: 2 })).token);
    expect(tokens.size).toBe(21);
  });

  it('should show exactly the shared version to anyone, signed out', async () => {
    const answer = await readPublic(link.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const shared = parseAnswer(sharedComponentAnswerSchema, answer.body).data;
    expect(shared).toMatchObject({ name: 'Badge', version: 1, framework: 'react' });
    expect(shared.files.map((file) => file.content)).toEqual([
      'export const Badge = () => <b>one</b>;\n',
    ]);
    expect(answer.body).not.toContain(owner.id);
    expect(answer.body).not.toContain(componentId);
  });

  it(
    'should build the preview of exactly the shared version, signed out',
    { timeout: 120_000 },
    async () => {
      const version = await send(
        t.app,
        owner.token,
        'GET',
        `/api/components/${componentId}/versions/1`,
      );
      const { files, framework } = parseAnswer(componentVersionAnswerSchema, version.body).data;
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/share/public/${link.token}/preview`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const build = parseAnswer(previewBuildAnswerSchema, answer.body).data;
      expect(build.id).toBe(previewBuildId({ framework, files }));
    },
  );

  it("should fork the shared version into the caller's components, naming the link and nothing private", async () => {
    const answer = await send(
      t.app,
      intruder.token,
      'POST',
      `/api/share/public/${link.token}/fork`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const fork = parseAnswer(componentAnswerSchema, answer.body).data;
    expect(fork.name).toBe('Badge');
    expect(fork.currentVersion).toBe(1);
    expect(fork.current.files[0]?.content).toBe('export const Badge = () => <b>one</b>;\n');
    expect(fork.current.provenance).toMatchObject({
      source: 'share-fork',
      sourceId: link.id,
      prompt: null,
      conversation: [],
      copiedFrom: null,
      sharedFrom: { shareLinkId: link.id, name: 'Badge', version: 1 },
    });
    expect(fork.current.hasModel).toBe(false);
    const mine = await send(t.app, intruder.token, 'GET', `/api/components/${fork.id}`);
    expect(mine.statusCode).toBe(200);
  });

  it('should need a signed-in user to fork', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/share/public/${link.token}/fork`,
    });
    expect(answer.statusCode).toBe(401);
  });

  it("should list the component's links for its owner, newest first, in pages", async () => {
    const first = await send(
      t.app,
      owner.token,
      'GET',
      `/api/share?componentId=${componentId}&limit=5`,
    );
    expect(first.statusCode, first.body).toBe(200);
    const page = parseAnswer(shareLinksAnswerSchema, first.body).data;
    expect(page.items).toHaveLength(5);
    expect(page.pagination).toMatchObject({ page: 1, limit: 5, total: 21, totalPages: 5 });
    expect(first.body).not.toContain(link.token);
    const last = await send(
      t.app,
      owner.token,
      'GET',
      `/api/share?componentId=${componentId}&limit=5&page=5`,
    );
    const items = parseAnswer(shareLinksAnswerSchema, last.body).data.items;
    expect(items.map((item) => item.id)).toEqual([link.id]);
  });
});

describe('given another user', () => {
  let componentId: string;
  let link: CreatedShareLink;
  beforeAll(async () => {
    componentId = await twoVersionComponent('Private');
    link = await createLink({ componentId, version: 2 });
  });

  const routes = (): Array<[string, string, unknown?]> => [
    ['POST', '/api/share', { componentId, version: 1 }],
    ['GET', `/api/share?componentId=${componentId}`],
    ['DELETE', `/api/share/${link.id}`],
  ];

  it('should answer 404 on every owner route and change nothing', async () => {
    const before = await t.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.componentId, componentId));
    for (const [method, url, body] of routes()) {
      const answer = await send(t.app, intruder.token, method as 'GET', url, body);
      expectNotFound(answer, `${method} ${url}`);
    }
    const after = await t.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.componentId, componentId));
    expect(after).toEqual(before);
    expect((await readPublic(link.token)).statusCode).toBe(200);
  });

  it('should answer 401 on every owner route when signed out', async () => {
    for (const [method, url, body] of routes()) {
      const answer = await t.app.inject({
        method: method as 'GET',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('should never reach a private component through the public routes without its token', async () => {
    const guesses = [
      componentId,
      link.id,
      link.tokenHint,
      link.token.slice(0, -1),
      `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
      createHash('sha256').update(link.token).digest('hex'),
      'A'.repeat(43),
    ];
    for (const guess of guesses) {
      const encoded = encodeURIComponent(guess);
      expectNotFound(await readPublic(encoded), `GET ${guess}`);
      expectNotFound(
        await t.app.inject({ method: 'POST', url: `/api/share/public/${encoded}/preview` }),
        `preview ${guess}`,
      );
      expectNotFound(
        await send(t.app, intruder.token, 'POST', `/api/share/public/${encoded}/fork`),
        `fork ${guess}`,
      );
    }
  });

  it('should not share a version that does not exist', async () => {
    expectNotFound(
      await send(t.app, owner.token, 'POST', '/api/share', { componentId, version: 9 }),
      'version 9',
    );
  });
});

describe('given a revoked link', () => {
  let link: CreatedShareLink;
  beforeAll(async () => {
    const componentId = await twoVersionComponent('Revoked');
    link = await createLink({ componentId, version: 1 });
    const revoked = await send(t.app, owner.token, 'DELETE', `/api/share/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(parseAnswer(shareLinkAnswerSchema, revoked.body).data.status).toBe('revoked');
  });

  it('should answer 404 on every public route', async () => {
    expectNotFound(await readPublic(link.token), 'read');
    expectNotFound(
      await t.app.inject({ method: 'POST', url: `/api/share/public/${link.token}/preview` }),
      'preview',
    );
    expectNotFound(
      await send(t.app, intruder.token, 'POST', `/api/share/public/${link.token}/fork`),
      'fork',
    );
  });

  it('should keep the first revocation when revoked again', async () => {
    const again = await send(t.app, owner.token, 'DELETE', `/api/share/${link.id}`);
    expect(parseAnswer(shareLinkAnswerSchema, again.body).data.revokedAt).not.toBeNull();
  });
});

describe('given a link that expires in 1 day', () => {
  it('should open until the day is over, then answer 404 and list as expired', async () => {
    const componentId = await twoVersionComponent('Expiring');
    const link = await createLink({ componentId, version: 1, expiresInDays: 1 });
    expect(Date.parse(link.expiresAt!) - Date.parse(link.createdAt)).toBe(DAY_MS);
    expect((await readPublic(link.token)).statusCode).toBe(200);
    t.clock.advance(DAY_MS + 1_000);
    expectNotFound(await readPublic(link.token), 'expired');
    // A day later the access tokens have expired too: both users sign in again.
    owner = { ...owner, token: await signIn(owner) };
    intruder = { ...intruder, token: await signIn(intruder) };
    const listed = await send(t.app, owner.token, 'GET', `/api/share?componentId=${componentId}`);
    expect(parseAnswer(shareLinksAnswerSchema, listed.body).data.items[0]?.status).toBe('expired');
  });
});

describe('given arbitrary input on every share endpoint', () => {
  const tokenSegment = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.stringMatching(/^[\w-]{43}$/),
    // Up to the router's longest parameter (200): past it Fastify answers 414 before any route.
    fc.constantFrom('%00', '..%2F..', 'null', '%F0%9F', 'x'.repeat(199)),
  );
  const endpoints: Array<{ method: 'GET' | 'POST' | 'DELETE'; path: string; body: boolean }> = [
    { method: 'POST', path: '/api/share', body: true },
    { method: 'GET', path: '/api/share?componentId={x}&page={x}&limit={x}', body: false },
    { method: 'DELETE', path: '/api/share/{x}', body: false },
    { method: 'GET', path: '/api/share/public/{x}', body: false },
    { method: 'POST', path: '/api/share/public/{x}/preview', body: false },
    { method: 'POST', path: '/api/share/public/{x}/fork', body: true },
  ];
  const body = fc.oneof(
    fc.record(
      {
        componentId: fc.oneof(fc.uuid(), fc.jsonValue({ maxDepth: 1 })),
        version: fc.oneof(fc.integer(), fc.double(), fc.jsonValue({ maxDepth: 1 })),
        expiresInDays: fc.oneof(fc.integer(), fc.double(), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );

  for (const endpoint of endpoints) {
    it(`should never answer 5xx to ${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(tokenSegment, body, fc.boolean(), async (segment, payload, signedIn) => {
          const url = endpoint.path.replaceAll('{x}', encodeURIComponent(segment));
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: {
              ...(signedIn ? bearer(owner.token) : {}),
              ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(endpoint.body ? { payload: JSON.stringify(payload) } : {}),
          });
          expect(response.statusCode, `${endpoint.method} ${url} → ${response.body}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400)
            expect(errorEnvelopeSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe("given the owner's data export", () => {
  it('should hold their share links without tokens, and none of another user', async () => {
    const link = await createLink({
      componentId: await twoVersionComponent('Exported'),
      version: 1,
    });
    const answer = await send(t.app, owner.token, 'GET', '/api/users/export');
    expect(answer.statusCode).toBe(200);
    const { shareLinks: exported } = parseAnswer(exportAnswerSchema, answer.body).data;
    const stored = await t.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.userId, owner.id));
    expect(exported.map((link) => link.id).sort()).toEqual(stored.map((row) => row.id).sort());
    expect(exported.map((item) => item.id)).toContain(link.id);
    expect(answer.body).not.toContain(link.token);
    for (const row of stored) expect(answer.body).not.toContain(row.tokenHash);
    const theirs = await send(t.app, intruder.token, 'GET', '/api/users/export');
    expect(parseAnswer(exportAnswerSchema, theirs.body).data.shareLinks).toEqual([]);
  });
});

describe('given the API documentation', () => {
  it('should list every share endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = JSON.parse(response.body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/share',
        'GET /api/share',
        'DELETE /api/share/{id}',
        'GET /api/share/public/{token}',
        'POST /api/share/public/{token}/preview',
        'POST /api/share/public/{token}/fork',
      ]),
    );
  });
});
