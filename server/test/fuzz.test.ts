import {
  changePasswordBodySchema,
  contactBodySchema,
  deleteAccountBodySchema,
  errorEnvelopeSchema,
  feedbackBodySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  signupBodySchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
} from '@kiln/contract';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signup, type SignedUp, type TestApp } from './support/app';

let t: TestApp;
let me: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  method: Method;
  path: string;
  body?: z.ZodType;
  query?: string[];
}

const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/signup', body: signupBodySchema },
  { method: 'POST', path: '/api/auth/login', body: loginBodySchema },
  { method: 'POST', path: '/api/auth/refresh', body: refreshBodySchema },
  { method: 'POST', path: '/api/auth/logout', body: logoutBodySchema },
  { method: 'GET', path: '/api/auth/profile' },
  { method: 'GET', path: '/api/users/profile' },
  { method: 'PUT', path: '/api/users/profile', body: updateProfileBodySchema },
  { method: 'GET', path: '/api/users/{id}/profile' },
  { method: 'PUT', path: '/api/users/{id}/profile', body: updateProfileBodySchema },
  { method: 'GET', path: '/api/users/analytics' },
  { method: 'GET', path: '/api/users/analytics/generations', query: ['page', 'limit'] },
  { method: 'GET', path: '/api/users/analytics/usage-trends', query: ['period'] },
  { method: 'GET', path: '/api/users/preferences' },
  { method: 'PUT', path: '/api/users/preferences', body: updatePreferencesBodySchema },
  { method: 'GET', path: '/api/users/notifications', query: ['page', 'limit', 'unreadOnly'] },
  { method: 'PUT', path: '/api/users/notifications/read-all' },
  { method: 'PUT', path: '/api/users/notifications/{id}/read' },
  { method: 'DELETE', path: '/api/users/notifications/{id}' },
  { method: 'POST', path: '/api/users/change-password', body: changePasswordBodySchema },
  { method: 'GET', path: '/api/users/export' },
  { method: 'DELETE', path: '/api/users/me', body: deleteAccountBodySchema },
  { method: 'POST', path: '/api/contact', body: contactBodySchema },
  { method: 'POST', path: '/api/feedback', body: feedbackBodySchema },
  { method: 'GET', path: '/api/health' },
];

/** Objects with the contract's own keys (each present or not) holding any JSON: near-miss bodies reach deeper than noise. */
const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  const keys = Object.keys(shape);
  const nearMiss = fc.record(
    Object.fromEntries(keys.map((key) => [key, fc.jsonValue({ maxDepth: 2 })])),
    { requiredKeys: [] },
  );
  return fc.oneof(nearMiss, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
};

const idSegment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..%2F..', 'null', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('7d', '30d', '1e9', 'NaN', '', '[]'),
);

const fillPath = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

describe('given arbitrary input on every endpoint', () => {
  for (const endpoint of endpoints) {
    it(`should never answer 5xx to ${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(endpoint.body),
          idSegment,
          fc.dictionary(fc.constantFrom(...(endpoint.query ?? ['x'])), queryValue, { maxKeys: 3 }),
          fc.boolean(),
          async (body, id, query, signedIn) => {
            const search = new URLSearchParams(query).toString();
            const url = `${fillPath(endpoint.path, id)}${search ? `?${search}` : ''}`;
            const response = await t.app.inject({
              method: endpoint.method,
              url,
              headers: {
                ...(signedIn ? bearer(me.token) : {}),
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
