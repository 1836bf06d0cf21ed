import {
  addVersionBodySchema,
  componentsAnswerSchema,
  createComponentBodySchema,
  errorEnvelopeSchema,
  MAX_COMPONENTS_PER_USER,
  updateComponentBodySchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { componentVersions, components } from '../src/db/schema/index';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { bearer, parseAnswer, signup, type SignedUp } from './support/app';
import { converse, fileSource, generate, saveComponent, send } from './support/components';

let t: AiTestApp;
let owner: SignedUp;
let intruder: SignedUp;
beforeAll(async () => {
  t = await startAiApp();
  owner = await signup(t.app);
  intruder = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const snapshot = async (componentId: string) => {
  const db = t.database.database.db;
  const [component] = await db.select().from(components).where(eq(components.id, componentId));
  const versions = await db
    .select()
    .from(componentVersions)
    .where(eq(componentVersions.componentId, componentId))
    .orderBy(componentVersions.version);
  return { component, versions };
};

describe("given another user's component", () => {
  let id: string;
  let chatAnswerId: string;
  let responseId: string;
  beforeAll(async () => {
    const saved = await saveComponent(t.app, owner.token, { source: fileSource() });
    id = saved.id;
    await send(t.app, owner.token, 'POST', `/api/components/${id}/versions`, {
      source: fileSource('export const Badge = () => <b />;\n'),
    });
    chatAnswerId = (await converse(t.app, t.clock, owner.token, ['a login form'])).answers[0]!;
    responseId = await generate(t.app, t.clock, owner.token, 'Pricing');
  });

  const routes = (): Array<[string, string, unknown?]> => [
    ['GET', `/api/components/${id}`],
    ['PATCH', `/api/components/${id}`, { name: 'Taken' }],
    ['DELETE', `/api/components/${id}`],
    ['POST', `/api/components/${id}/duplicate`],
    ['GET', `/api/components/${id}/versions`],
    ['POST', `/api/components/${id}/versions`, { source: fileSource('stolen') }],
    ['GET', `/api/components/${id}/versions/1`],
    ['DELETE', `/api/components/${id}/versions/1`],
    ['POST', `/api/components/${id}/versions/1/restore`],
    ['GET', `/api/components/${id}/versions/1/archive`],
    ['GET', `/api/components/${id}/diff?from=1&to=2`],
    ['GET', `/api/ai/copilot/messages/${chatAnswerId}/archive`],
    ['GET', `/api/ai/responses/${responseId}/archive`],
    [
      'POST',
      '/api/components',
      { name: 'Mine', source: { kind: 'chat-message', id: chatAnswerId } },
    ],
    [
      'POST',
      '/api/components',
      { name: 'Mine', source: { kind: 'prompt-response', id: responseId } },
    ],
  ];

  it('should answer 404 on every route and change nothing', async () => {
    const before = await snapshot(id);
    for (const [method, url, body] of routes()) {
      const answer = await send(t.app, intruder.token, method as 'GET', url, body);
      expect(answer.statusCode, `${method} ${url} → ${answer.body}`).toBe(404);
      expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe('NOT_FOUND');
    }
    expect(await snapshot(id)).toEqual(before);
    const mine = await send(t.app, intruder.token, 'GET', '/api/components');
    expect(parseAnswer(componentsAnswerSchema, mine.body).data.items).toEqual([]);
  });

  it('should answer the same routes for their owner', async () => {
    for (const [method, url, body] of routes().filter(([m]) => m === 'GET')) {
      const answer = await send(t.app, owner.token, method as 'GET', url, body);
      expect(answer.statusCode, `${method} ${url} → ${answer.body}`).toBe(200);
    }
  });

  it('should need a signed-in user', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/components/${id}` });
    expect(answer.statusCode).toBe(401);
  });
});

describe('given a user who keeps 95 components', () => {
  it('should leave exactly 100 after 20 concurrent saves, refusing the rest clearly', async () => {
    const user = await signup(t.app);
    const db = t.database.database.db;
    await db.insert(components).values(
      Array.from({ length: 95 }, (_, index) => ({
        userId: user.id,
        name: `Seeded ${index}`,
        framework: 'react' as const,
        latestVersion: 1,
        versionCount: 1,
        storageBytes: 0,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(t.app, user.token, 'POST', '/api/components', {
          name: `Concurrent ${index}`,
          source: fileSource(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(parseAnswer(errorEnvelopeSchema, refused.body).error).toMatchObject({
      code: 'COMPONENT_LIMIT_REACHED',
      message: 'You can keep at most 100 components. Delete one to save another.',
    });
    const kept = await db.select().from(components).where(eq(components.userId, user.id));
    expect(kept).toHaveLength(MAX_COMPONENTS_PER_USER);
    const duplicate = await send(
      t.app,
      user.token,
      'POST',
      `/api/components/${kept.find((row) => row.name.startsWith('Concurrent'))!.id}/duplicate`,
    );
    expect(duplicate.statusCode).toBe(409);
  });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  const nearMiss = fc.record(
    Object.fromEntries(Object.keys(shape).map((key) => [key, fc.jsonValue({ maxDepth: 3 })])),
    { requiredKeys: [] },
  );
  const source = fc.record(
    {
      kind: fc.constantFrom('chat-message', 'prompt-response', 'files', 'other'),
      id: fc.oneof(fc.uuid(), fc.string()),
      framework: fc.constantFrom('react', 'angular', 'vue'),
      files: fc.array(
        fc.record({
          path: fc.string({ maxLength: 30 }),
          content: fc.string(),
          type: fc.constantFrom('component', 'style', 'x'),
          language: fc.string({ maxLength: 5 }),
        }),
        { maxLength: 3 },
      ),
      basedOnVersion: fc.oneof(fc.integer(), fc.double()),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    nearMiss,
    fc.record({ name: fc.string(), source }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant(undefined),
  );
};

describe('given arbitrary input on every components endpoint', () => {
  let fuzzer: SignedUp;
  let id: string;
  beforeAll(async () => {
    fuzzer = await signup(t.app);
    id = (await saveComponent(t.app, fuzzer.token, { source: fileSource() })).id;
  });

  const endpoints: Array<{ method: Method; path: string; body?: z.ZodType; query?: string[] }> = [
    { method: 'POST', path: '/api/components', body: createComponentBodySchema },
    {
      method: 'GET',
      path: '/api/components',
      query: ['search', 'framework', 'tag', 'sort', 'page', 'limit'],
    },
    { method: 'GET', path: '/api/components/stats' },
    { method: 'GET', path: '/api/components/{id}' },
    { method: 'PATCH', path: '/api/components/{id}', body: updateComponentBodySchema },
    { method: 'POST', path: '/api/components/{id}/versions', body: addVersionBodySchema },
    { method: 'GET', path: '/api/components/{id}/versions/{version}' },
    { method: 'POST', path: '/api/components/{id}/versions/{version}/restore' },
    { method: 'DELETE', path: '/api/components/{id}/versions/{version}' },
    { method: 'GET', path: '/api/components/{id}/versions/{version}/archive' },
    { method: 'GET', path: '/api/components/{id}/diff', query: ['from', 'to'] },
    { method: 'GET', path: '/api/ai/copilot/messages/{id}/archive' },
    { method: 'GET', path: '/api/ai/responses/{id}/archive' },
  ];
  const idSegment = fc.oneof(
    fc.constant('{own}'),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('0', '-1', '%00', '..%2F..', 'null'),
  );
  const versionSegment = fc.oneof(
    fc.integer({ min: -5, max: 5 }).map(String),
    fc.constantFrom('1e9', '99999999999', 'NaN', '1.5', '', 'x'),
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('newest', 'name', 'react', '%', '_', '\\', '1e400', ''),
  );

  for (const endpoint of endpoints) {
    it(`should never answer 5xx to ${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(endpoint.body),
          idSegment,
          versionSegment,
          fc.dictionary(fc.constantFrom(...(endpoint.query ?? ['x'])), queryValue, { maxKeys: 3 }),
          async (body, idText, version, query) => {
            const search = new URLSearchParams(query).toString();
            const path = endpoint.path
              .replace('{id}', idText === '{own}' ? id : encodeURIComponent(idText))
              .replace('{version}', encodeURIComponent(version));
            const url = `${path}${search ? `?${search}` : ''}`;
            const response = await t.app.inject({
              method: endpoint.method,
              url,
              headers: {
                ...bearer(fuzzer.token),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            expect(
              response.statusCode,
              `${endpoint.method} ${url} → ${response.body}`,
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
