import {
  errorEnvelopeSchema,
  galleryForkBodySchema,
  galleryListAnswerSchema,
  galleryRemixBodySchema,
  galleryReportBodySchema,
  publishGalleryBodySchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { components, galleryEntries } from '../src/db/schema/index';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { bearer, parseAnswer, signup, type SignedUp } from './support/app';
import { fileSource, saveComponent, send } from './support/components';
import { publish } from './support/gallery';

let t: AiTestApp;
let owner: SignedUp;
let intruder: SignedUp;
let privateId: string;
let publishedComponentId: string;
let entryId: string;
beforeAll(async () => {
  t = await startAiApp();
  owner = await signup(t.app);
  intruder = await signup(t.app);
  privateId = (
    await saveComponent(t.app, owner.token, {
      name: 'Secret dashboard',
      source: fileSource('export const SECRET = 1;\n'),
    })
  ).id;
  publishedComponentId = (await saveComponent(t.app, owner.token, { source: fileSource() })).id;
  entryId = (await publish(t.app, owner.token, { componentId: publishedComponentId })).id;
});
afterAll(async () => {
  await t.close();
});

const everyRoute = (id: string): Array<[string, string, unknown?]> => [
  ['GET', `/api/gallery/${id}`],
  ['DELETE', `/api/gallery/${id}`],
  ['PUT', `/api/gallery/${id}/like`],
  ['DELETE', `/api/gallery/${id}/like`],
  ['PUT', `/api/gallery/${id}/favourite`],
  ['DELETE', `/api/gallery/${id}/favourite`],
  ['POST', `/api/gallery/${id}/fork`, {}],
  ['POST', `/api/gallery/${id}/remix`, { framework: 'angular' }],
  ['POST', `/api/gallery/${id}/remix/save`, { framework: 'angular' }],
  ['POST', `/api/gallery/${id}/report`, { reason: 'spam' }],
  ['GET', `/api/gallery/components/${id}`],
];

describe('given a user who signed in as nobody', () => {
  it('should answer every gallery route with 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/gallery'],
      ['GET', '/api/gallery/categories'],
      ['POST', '/api/gallery', { componentId: privateId, title: 'x', category: 'ui' }],
      ...everyRoute(entryId),
    ] as Array<[string, string, unknown?]>) {
      const answer = await t.app.inject({
        method: method as 'GET',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("given another user's private component", () => {
  it('should never show it through any gallery route: its id is not found everywhere', async () => {
    for (const [method, url, body] of everyRoute(privateId)) {
      const answer = await send(t.app, intruder.token, method as 'GET', url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.body).not.toContain('SECRET');
    }
  });

  it('should refuse to publish it for them, and leave it unpublished', async () => {
    const answer = await send(t.app, intruder.token, 'POST', '/api/gallery', {
      componentId: privateId,
      title: 'Stolen',
      category: 'ui',
    });
    expect(answer.statusCode).toBe(404);
    const rows = await t.database.database.db
      .select()
      .from(galleryEntries)
      .where(eq(galleryEntries.componentId, privateId));
    expect(rows).toEqual([]);
  });

  it('should leave it out of every list and search', async () => {
    for (const query of ['', '?search=Secret', '?sort=recent&limit=100', '?tab=favourites']) {
      const answer = await send(t.app, intruder.token, 'GET', `/api/gallery${query}`);
      const page = parseAnswer(galleryListAnswerSchema, answer.body).data;
      expect(answer.body).not.toContain('SECRET');
      expect(page.items.map((item) => item.title)).not.toContain('Secret dashboard');
    }
  });
});

describe("given another user's published entry", () => {
  it('should not let them unpublish it or read its component', async () => {
    expect(
      (await send(t.app, intruder.token, 'DELETE', `/api/gallery/${entryId}`)).statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, intruder.token, 'GET', `/api/gallery/components/${publishedComponentId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(t.app, intruder.token, 'POST', '/api/gallery', {
          componentId: publishedComponentId,
          title: 'Taken over',
          category: 'ui',
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.database.db
      .select()
      .from(galleryEntries)
      .where(eq(galleryEntries.id, entryId));
    expect(row?.title).toBe('Pricing table');
  });

  it('should not expose the private component it came from: no component id in its answers', async () => {
    const answer = await send(t.app, intruder.token, 'GET', `/api/gallery/${entryId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(publishedComponentId);
    const [component] = await t.database.database.db
      .select()
      .from(components)
      .where(eq(components.id, publishedComponentId));
    expect(component?.userId).toBe(owner.id);
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const endpoints: Array<{ method: Method; path: string; body?: z.ZodType; query?: string[] }> = [
  {
    method: 'GET',
    path: '/api/gallery',
    query: ['page', 'limit', 'tab', 'sort', 'category', 'search'],
  },
  { method: 'GET', path: '/api/gallery/categories', query: ['tab', 'search'] },
  { method: 'POST', path: '/api/gallery', body: publishGalleryBodySchema },
  { method: 'GET', path: '/api/gallery/components/{id}' },
  { method: 'GET', path: '/api/gallery/{id}' },
  { method: 'DELETE', path: '/api/gallery/{id}' },
  { method: 'PUT', path: '/api/gallery/{id}/like' },
  { method: 'DELETE', path: '/api/gallery/{id}/favourite' },
  { method: 'POST', path: '/api/gallery/{id}/fork', body: galleryForkBodySchema },
  { method: 'POST', path: '/api/gallery/{id}/remix', body: galleryRemixBodySchema },
  { method: 'POST', path: '/api/gallery/{id}/remix/save', body: galleryRemixBodySchema },
  { method: 'POST', path: '/api/gallery/{id}/report', body: galleryReportBodySchema },
  { method: 'PUT', path: '/api/gallery/{id}/hidden' },
];

const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
  const keys = schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];
  const nearMiss = fc.record(
    Object.fromEntries(keys.map((key) => [key, fc.jsonValue({ maxDepth: 2 })])),
    { requiredKeys: [] },
  );
  return fc.oneof(nearMiss, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
};

describe('given arbitrary input on every gallery endpoint', () => {
  for (const endpoint of endpoints) {
    it(`should never answer 5xx to ${endpoint.method} ${endpoint.path}`, async () => {
      const ids = fc.oneof(
        fc.uuid(),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(entryId, privateId, publishedComponentId, '%00', '..%2F'),
      );
      const value = fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.integer().map(String),
        fc.constantFrom('hidden', 'favourites', 'popular', 'ui', '%', '_', '1e9', ''),
      );
      await fc.assert(
        fc.asyncProperty(
          bodyFor(endpoint.body),
          ids,
          fc.dictionary(fc.constantFrom(...(endpoint.query ?? ['x'])), value, { maxKeys: 3 }),
          async (body, id, query) => {
            const search = new URLSearchParams(query).toString();
            const url = `${endpoint.path.replace('{id}', encodeURIComponent(id))}${search ? `?${search}` : ''}`;
            const response = await t.app.inject({
              method: endpoint.method,
              url,
              headers: {
                ...bearer(intruder.token),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            expect(
              response.statusCode,
              `${endpoint.method} ${url} ${JSON.stringify(body)} → ${response.body}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(errorEnvelopeSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
          },
        ),
        { numRuns: 30 },
      );
    });
  }
});

describe('given the API documentation', () => {
  it('should describe every gallery endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = JSON.parse(response.body) as { paths: Record<string, object> };
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/gallery',
        'POST /api/gallery',
        'GET /api/gallery/categories',
        'GET /api/gallery/components/{componentId}',
        'GET /api/gallery/{id}',
        'DELETE /api/gallery/{id}',
        'PUT /api/gallery/{id}/like',
        'DELETE /api/gallery/{id}/favourite',
        'POST /api/gallery/{id}/fork',
        'POST /api/gallery/{id}/remix',
        'POST /api/gallery/{id}/remix/save',
        'POST /api/gallery/{id}/report',
        'PUT /api/gallery/{id}/featured',
        'DELETE /api/gallery/{id}/hidden',
      ]),
    );
  });
});
