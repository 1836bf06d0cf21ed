import { eq } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_ENDPOINTS,
  API_KEY_SCOPE_ENDPOINTS,
  API_KEY_SCOPES,
  missingScopeMessage,
  apiKeyScopeMessage,
  authAnswerSchema,
  createdApiKeyAnswerSchema,
  loginSessionsAnswerSchema,
  outboxAnswerSchema,
  recoveryCodesAnswerSchema,
  totpEnrolmentAnswerSchema,
  userAnswerSchema,
} from '@kiln/contract';
import { users } from '../src/db/schema/index';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  STRONG_PASSWORD,
  type SignedUp,
  type TestApp,
} from './support/app';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signup(t.app, { firstName: 'Root', lastName: 'Operator' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
});
afterAll(async () => t.close());

/** A fresh admin token: some tests move the clock past the access token's lifetime. */
const adminToken = async () => parseAnswer(authAnswerSchema, (await login(admin.email)).body).token;

const login = (email: string, password = STRONG_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

/** The code an authenticator app would show for `secret` at the server's current time. */
const codeFor = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: t.clock.now().getTime() + offsetMs,
  });

describe('given a signed-in user with two devices', () => {
  it('should list both sessions and sign one out, refusing another user’s session (404)', async () => {
    const user = await signup(t.app);
    const second = parseAnswer(authAnswerSchema, (await login(user.email)).body);
    const listed = parseAnswer(
      loginSessionsAnswerSchema,
      (await get('/api/account/sessions', user.token)).body,
    ).data.sessions;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const other = listed.find((session) => !session.current)!;

    const stranger = await signup(t.app);
    expect(
      (await send('DELETE', `/api/account/sessions/${other.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await get('/api/users/profile', second.token)).statusCode).toBe(200);

    expect((await send('DELETE', `/api/account/sessions/${other.id}`, user.token)).statusCode).toBe(
      200,
    );
    expect((await get('/api/users/profile', second.token)).statusCode).toBe(401);
    expect((await get('/api/users/profile', user.token)).statusCode).toBe(200);
  });

  it('should sign the other session out when the password changes, and refuse the old password', async () => {
    const user = await signup(t.app);
    const other = parseAnswer(authAnswerSchema, (await login(user.email)).body);
    const changed = await send('POST', '/api/users/change-password', user.token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/users/profile', other.token)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });
});

describe('given two-factor sign-in', () => {
  it('should ask for the code at login, accept it once and refuse its replay', async () => {
    const user = await signup(t.app);
    const enrolment = parseAnswer(
      totpEnrolmentAnswerSchema,
      (await send('POST', '/api/account/two-factor/enrol', user.token)).body,
    ).data;
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.otpauthUri).toContain('otpauth://totp/');

    const wrong = await send('POST', '/api/account/two-factor/confirm', user.token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = parseAnswer(
      recoveryCodesAnswerSchema,
      (
        await send('POST', '/api/account/two-factor/confirm', user.token, {
          code: codeFor(enrolment.secret),
        })
      ).body,
    ).data.recoveryCodes;
    expect(confirmed).toHaveLength(10);

    const first = await login(user.email);
    expect(first.statusCode).toBe(401);
    const refusal = JSON.parse(first.body) as {
      error: { code: string; details: { challenge: string } };
    };
    expect(refusal.error.code).toBe('SECOND_FACTOR_REQUIRED');

    // The code that confirmed enrolment was spent: the next 30-second step's code is needed.
    t.clock.advance(30_000);
    const code = codeFor(enrolment.secret);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: refusal.error.details.challenge, code },
    });
    expect(second.statusCode).toBe(200);
    const session = parseAnswer(authAnswerSchema, second.body);
    expect(session.user.email).toBe(user.email);

    const again = JSON.parse((await login(user.email)).body) as {
      error: { details: { challenge: string } };
    };
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: again.error.details.challenge, code },
    });
    expect(replay.statusCode).toBe(400);
    expect(JSON.parse(replay.body).error.code).toBe('INVALID_SECOND_FACTOR');

    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: again.error.details.challenge, code: confirmed[0] },
    });
    expect(recovery.statusCode).toBe(200);
    const reuse = JSON.parse((await login(user.email)).body) as {
      error: { details: { challenge: string } };
    };
    const spent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: reuse.error.details.challenge, code: confirmed[0] },
    });
    expect(spent.statusCode).toBe(400);
  });
});

describe('given a personal API key', () => {
  it('should generate through it, count it in the quota, refuse other endpoints and stop once revoked', async () => {
    const user = await signup(t.app);
    const created = parseAnswer(
      createdApiKeyAnswerSchema,
      (await send('POST', '/api/account/api-keys', user.token, { name: 'laptop CLI' })).body,
    ).data;
    expect(created.secret.startsWith('kiln_')).toBe(true);
    expect(JSON.stringify((await get('/api/account/api-keys', user.token)).json())).not.toContain(
      created.secret,
    );

    const generated = await send('POST', '/api/ai/generate', created.secret, {
      description: 'a signup form with name, email and password',
      framework: 'angular',
    });
    expect(generated.statusCode).toBe(200);
    const profile = JSON.parse((await get('/api/users/profile', user.token)).body);
    expect(profile.data.user.usage.generationsUsed).toBe(1);

    const exported = await get('/api/users/export', user.token);
    expect(JSON.parse(exported.body).data.apiKeys).toMatchObject([{ name: 'laptop CLI' }]);
    expect(exported.body).not.toContain(created.secret);

    const outOfScope = await get('/api/users/profile', created.secret);
    expect(outOfScope.statusCode).toBe(403);
    expect(JSON.parse(outOfScope.body).error.code).toBe('API_KEY_SCOPE');
    expect((await get('/api/account/api-keys', created.secret)).statusCode).toBe(403);

    const keys = JSON.parse((await get('/api/account/api-keys', user.token)).body);
    expect(keys.data.keys[0].lastUsedAt).not.toBeNull();

    const stranger = await signup(t.app);
    expect(
      (await send('DELETE', `/api/account/api-keys/${created.key.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/account/api-keys/${created.key.id}`, user.token)).statusCode,
    ).toBe(200);
    const after = await send('POST', '/api/ai/generate', created.secret, {
      description: 'a button',
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('given the scopes chosen for a personal API key', () => {
  it('should keep them, refuse the other scope’s endpoints naming it, and refuse no or unknown scopes', async () => {
    const user = await signup(t.app);
    const create = (payload: Record<string, unknown>) =>
      send('POST', '/api/account/api-keys', user.token, { name: 'scoped', ...payload });
    const everything = parseAnswer(createdApiKeyAnswerSchema, (await create({})).body).data;
    expect(everything.key.scopes).toEqual(['generate', 'mcp']);
    const repeated = parseAnswer(
      createdApiKeyAnswerSchema,
      (await create({ scopes: ['mcp', 'generate', 'mcp'] })).body,
    ).data;
    expect(repeated.key.scopes).toEqual(['generate', 'mcp']);

    const mcpOnly = parseAnswer(
      createdApiKeyAnswerSchema,
      (await create({ scopes: ['mcp'] })).body,
    ).data;
    expect(mcpOnly.key.scopes).toEqual(['mcp']);
    const refused = await send('POST', '/api/ai/generate', mcpOnly.secret, {
      description: 'a button',
    });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error).toEqual({
      code: 'API_KEY_SCOPE',
      message: missingScopeMessage('generate'),
    });
    const profile = JSON.parse((await get('/api/users/profile', user.token)).body);
    expect(profile.data.user.usage.generationsUsed).toBe(0);

    const none = await create({ scopes: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose at least one scope');
    const unknown = await create({ scopes: ['admin'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('A scope is one of generate, mcp');
  });
});

describe('given a personal API key sent outside its scope', () => {
  const outside: ReadonlyArray<[string, string]> = [
    ['GET', '/api/auth/profile'],
    ['GET', '/api/users/profile'],
    ['GET', '/api/components'],
    ['GET', '/api/ai/copilot/sessions'],
    ['GET', '/api/ai/history'],
    ['GET', '/api/billing/subscription'],
    ['GET', '/api/admin/users'],
  ];

  it.each(outside)(
    'should answer %s %s with 403 API_KEY_SCOPE naming the endpoints the key works for',
    async (method, url) => {
      const user = await signup(t.app);
      const { secret } = parseAnswer(
        createdApiKeyAnswerSchema,
        (await send('POST', '/api/account/api-keys', user.token, { name: 'scope check' })).body,
      ).data;
      const answer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(secret),
      });
      expect(answer.statusCode).toBe(403);
      const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
      expect(error.code).toBe('API_KEY_SCOPE');
      expect(error.message).toBe(apiKeyScopeMessage);
      expect(error.message).toMatch(/^This API key only works for POST \/api\/ai\/generate, /);
    },
  );

  it('should document which routes accept a key, and only those', async () => {
    const docs = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body,
    ) as {
      components: { securitySchemes: Record<string, { description?: string }> };
      paths: Record<
        string,
        Record<string, { security?: Record<string, string[]>[]; description?: string }>
      >;
    };
    for (const scope of API_KEY_SCOPES)
      expect(docs.components.securitySchemes.apiKey?.description).toContain(
        `${scope} (${API_KEY_SCOPE_ENDPOINTS[scope].join(', ')})`,
      );
    const accepting = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((entry) => 'apiKey' in entry))
        .map(([method, operation]) => {
          expect(operation.description).toContain('Accepts a personal API key');
          return `${method.toUpperCase()} ${path}`;
        }),
    );
    expect(accepting.sort()).toEqual([...API_KEY_ENDPOINTS].sort());
  });
});

describe('given an avatar upload', () => {
  const upload = (token: string, body: Buffer | string, type: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: { ...bearer(token), 'content-type': type },
      payload: body,
    });

  it('should re-encode a PNG to a 256 px WebP served from the profile', async () => {
    const user = await signup(t.app);
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    const answer = await upload(user.token, png, 'image/png');
    expect(answer.statusCode).toBe(200);
    const avatar = parseAnswer(userAnswerSchema, answer.body).data.user.avatar!;
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('should refuse an oversized file, a wrong type, and HTML or SVG dressed as an image', async () => {
    const user = await signup(t.app);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    expect((await upload(user.token, big, 'image/png')).statusCode).toBe(413);
    expect((await upload(user.token, 'GIF89a', 'image/gif')).statusCode).toBe(415);
    expect(
      (await upload(user.token, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'))
        .statusCode,
    ).toBe(415);
    const html = await upload(user.token, '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.statusCode).toBe(415);
    expect(JSON.parse(html.body).error.code).toBe('UNSUPPORTED_IMAGE');
    const svg = await upload(
      user.token,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    const profile = JSON.parse((await get('/api/users/profile', user.token)).body);
    expect(profile.data.user.avatar).toBeNull();
  });
});

describe('given a forgotten password', () => {
  it('should mail a single-use link through the outbox that resets the password and signs out every session', async () => {
    const user = await signup(t.app);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { email: 'nobody@example.com' },
    });
    expect(JSON.parse(unknown.body)).toEqual(JSON.parse(requested.body));

    expect((await get('/api/admin/outbox', user.token)).statusCode).toBe(403);
    const outbox = parseAnswer(
      outboxAnswerSchema,
      (await get('/api/admin/outbox', await adminToken())).body,
    );
    const mail = outbox.data.items.find(
      (item) => item.recipient === user.email && item.subject.includes('Reset'),
    )!;
    const token = /token=([\w-]+)/.exec(mail.body)![1]!;
    expect(
      outbox.data.items.some(
        (item) => item.recipient === user.email && item.subject.includes('Confirm'),
      ),
    ).toBe(true);

    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'reset-passphrase-42' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await get('/api/users/profile', user.token)).statusCode).toBe(401);
    expect((await login(user.email, 'reset-passphrase-42')).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(400);
    expect(JSON.parse(again.body).error.code).toBe('INVALID_LINK');
  });

  it('should refuse a link older than 30 minutes', async () => {
    const user = await signup(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { email: user.email },
    });
    const outbox = parseAnswer(
      outboxAnswerSchema,
      (await get('/api/admin/outbox', await adminToken())).body,
    );
    const mail = outbox.data.items.find(
      (item) => item.recipient === user.email && item.subject.includes('Reset'),
    )!;
    const token = /token=([\w-]+)/.exec(mail.body)![1]!;
    t.clock.advance(31 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'reset-passphrase-42' },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('given the AI guard rules', () => {
  it('should apply an admin’s lower prompt limit and blocked terms on the next request, audited', async () => {
    const user = await signup(t.app);
    const prompt = 'a pricing card with three tiers and a highlighted plan';
    expect((await get('/api/ai/guards', user.token)).json()).toMatchObject({
      data: { maxPromptLength: 2000 },
    });
    expect(
      (await send('PUT', '/api/admin/ai/guards', user.token, { maxPromptLength: 20 })).statusCode,
    ).toBe(403);

    const changed = await send('PUT', '/api/admin/ai/guards', await adminToken(), {
      maxPromptLength: 20,
      blockedTerms: ['forbidden-word'],
    });
    expect(changed.statusCode).toBe(200);
    const publicView = (await get('/api/ai/guards', user.token)).json() as {
      data: Record<string, unknown>;
    };
    expect(publicView.data).toEqual({
      maxPromptLength: 20,
      minMessageIntervalMs: 500,
      requestsPerMinute: 30,
    });

    const refused = await send('POST', '/api/ai/generate', user.token, { description: prompt });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).error).toMatchObject({
      code: 'PROMPT_TOO_LONG',
      details: { limit: 20 },
    });
    const blocked = await send('POST', '/api/ai/generate', user.token, {
      description: 'forbidden-word',
    });
    expect(JSON.parse(blocked.body).error.code).toBe('PROMPT_BLOCKED');

    const audit = JSON.parse((await get('/api/admin/audit-log', await adminToken())).body);
    expect(audit.data.items[0]).toMatchObject({
      action: 'admin.ai_guards_update',
      before: { maxPromptLength: 2000, blockedTerms: [] },
      after: { maxPromptLength: 20, blockedTerms: ['forbidden-word'] },
    });
    await send('PUT', '/api/admin/ai/guards', await adminToken(), {
      maxPromptLength: 2000,
      blockedTerms: [],
    });
    expect(
      (await send('POST', '/api/ai/generate', user.token, { description: prompt })).statusCode,
    ).toBe(200);
  });

  it('should refuse nonsense guard values with a readable message', async () => {
    const answer = await send('PUT', '/api/admin/ai/guards', await adminToken(), {
      maxPromptLength: -3,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Maximum prompt length must be at least 10');
  });
});

describe('given contact and feedback messages', () => {
  it('should list them to admins only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'Hello',
        message: 'A question about plans.',
      },
    });
    const user = await signup(t.app);
    expect((await get('/api/admin/messages', user.token)).statusCode).toBe(403);
    const inbox = JSON.parse(
      (await get('/api/admin/messages?kind=contact', await adminToken())).body,
    );
    expect(inbox.data.items[0]).toMatchObject({
      kind: 'contact',
      email: 'grace@example.com',
      subject: 'Hello',
    });
  });
});

describe('given a plan upgrade', () => {
  it('should add an invoice the user can view and download, and nobody else can', async () => {
    const user = await signup(t.app);
    const upgraded = await send('POST', '/api/billing/change-plan', user.token, { plan: 'pro' });
    expect(upgraded.statusCode).toBe(200);
    const invoice = JSON.parse(upgraded.body).data.invoice as { id: string; number: string };
    const viewed = await get(`/api/billing/invoices/${invoice.id}`, user.token);
    expect(JSON.parse(viewed.body).data.invoice).toMatchObject({ id: invoice.id, plan: 'pro' });
    const download = await get(`/api/billing/invoices/${invoice.id}/download`, user.token);
    expect(download.headers['content-disposition']).toContain(`kiln-invoice-${invoice.number}.txt`);
    expect(download.body).toContain(`Invoice ${invoice.number}`);
    expect(download.body).toContain(user.email);
    const stranger = await signup(t.app);
    expect((await get(`/api/billing/invoices/${invoice.id}`, stranger.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/billing/invoices/${invoice.id}/download`, stranger.token)).statusCode,
    ).toBe(404);
  });
});

describe('given the admin dashboard', () => {
  it('should count active sessions and the failure rate', async () => {
    const stats = JSON.parse((await get('/api/admin/stats', await adminToken())).body).data;
    expect(stats.activeSessions).toBeGreaterThan(0);
    expect(stats.generations.failureRateLast30Days).toBeGreaterThanOrEqual(0);
    expect(stats.generations.failureRateLast30Days).toBeLessThanOrEqual(1);
  });
});
