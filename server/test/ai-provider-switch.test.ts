import {
  AI_SETTINGS_KEY_MISSING,
  adminAiProviderAnswerSchema,
  aiHealthAnswerSchema,
  promptSendAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../src/ai/config';
import { buildApp } from '../src/app';
import { aiSettings, auditLog, users } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, testConfig, type SignedUp } from './support/app';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

const SETTINGS_KEY = 'a1'.repeat(32);
const PROVIDER_KEY = 'sk-switch-9f8e7d6c5b4a-secret';

let fake: FakeOpenAi;
let ctx: AiTestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The environment configures the built-in engine: the admin screen is the only way to the fake.
  ctx = await startAiApp({ AI_SETTINGS_KEY: SETTINGS_KEY, AI_MAX_RETRIES: '0' });
  admin = await signup(ctx.app);
  await ctx.database.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  user = await signup(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const putProvider = (token: string, body: Record<string, unknown>) =>
  call(ctx.base, 'PUT', '/admin/ai/provider', token, body);
const getProvider = async () =>
  parseAnswer(
    adminAiProviderAnswerSchema,
    JSON.stringify((await call(ctx.base, 'GET', '/admin/ai/provider', admin.token)).body),
  ).data;
const send = async (content: string) => {
  ctx.clock.advance(60_000);
  return call(ctx.base, 'POST', '/ai/prompt/send', user.token, { content });
};

describe('given an admin switching the provider from the admin screen', () => {
  it('should keep the environment’s provider until something is stored', async () => {
    expect(await getProvider()).toMatchObject({
      provider: 'builtin',
      source: 'environment',
      apiKey: 'none',
      canStoreKey: true,
    });
    const answer = await send('a signup form with name and email');
    expect(answer.status).toBe(200);
    expect(
      parseAnswer(promptSendAnswerSchema, JSON.stringify(answer.body)).data.metadata,
    ).toMatchObject({
      provider: 'builtin',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('should answer through the new provider on the next request, without a restart, never showing the key', async () => {
    const switched = await putProvider(admin.token, {
      provider: 'openai',
      baseUrl: fake.baseUrl,
      model: 'fake-coder-2',
      apiKey: PROVIDER_KEY,
    });
    expect(switched.status).toBe(200);
    expect(JSON.stringify(switched.body)).not.toContain(PROVIDER_KEY);
    expect(switched.body).toMatchObject({
      data: { provider: 'openai', source: 'admin', model: 'fake-coder-2', apiKey: 'stored' },
    });

    fake.enqueue({ content: 'Here is a short answer without code.' });
    const answer = await send('a pricing table with three plans');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { metadata: { provider: 'openai' } } });
    expect(fake.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${PROVIDER_KEY}`,
      body: { model: 'fake-coder-2' },
    });

    const health = parseAnswer(
      aiHealthAnswerSchema,
      JSON.stringify((await call(ctx.base, 'GET', '/ai/prompt/health', user.token)).body),
    ).data;
    expect(health).toMatchObject({ provider: 'openai', model: 'fake-coder-2', status: 'healthy' });

    // At rest the key is sealed; no answer and no audit entry carries it.
    const [row] = await ctx.database.database.db.select().from(aiSettings);
    expect(row?.apiKeyEncrypted).toMatch(/^v1\./);
    expect(row?.apiKeyEncrypted).not.toContain(PROVIDER_KEY);
    expect(JSON.stringify(await getProvider())).not.toContain(PROVIDER_KEY);
    const audit = await call(ctx.base, 'GET', '/admin/audit-log', admin.token);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('admin.ai_provider_update');
    const entries = await ctx.database.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.ai_provider_update'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.metadata).toMatchObject({
      before: { provider: 'builtin', source: 'environment' },
      after: { provider: 'openai', baseUrl: fake.baseUrl, model: 'fake-coder-2' },
      apiKey: 'replaced',
    });
    expect(JSON.stringify(entries)).not.toContain(PROVIDER_KEY);
  });

  it('should keep the stored key when only the model changes, and go back to the engine on the next request', async () => {
    expect(
      (await putProvider(admin.token, { provider: 'openai', model: 'fake-coder-1' })).status,
    ).toBe(200);
    fake.enqueue({ content: 'Another short answer.' });
    await send('a navigation bar');
    expect(fake.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${PROVIDER_KEY}`,
      body: { model: 'fake-coder-1' },
    });

    const requestsBefore = fake.requests.length;
    expect((await putProvider(admin.token, { provider: 'builtin' })).status).toBe(200);
    const answer = await send('a footer with links');
    expect(answer.body).toMatchObject({ data: { metadata: { provider: 'builtin' } } });
    expect(fake.requests).toHaveLength(requestsBefore);
  });

  it('should refuse a non-admin and an admin demoted since signing in', async () => {
    expect((await putProvider(user.token, { provider: 'openai' })).status).toBe(403);
    const other = await signup(ctx.app);
    const db = ctx.database.database.db;
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    expect((await call(ctx.base, 'GET', '/admin/ai/provider', other.token)).status).toBe(200);
    await db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
    const refused = await putProvider(other.token, {
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
    });
    expect(refused.status).toBe(403);
    expect((await getProvider()).provider).toBe('builtin');
  });

  it('should refuse a base URL that is not http or https', async () => {
    const refused = await putProvider(admin.token, {
      provider: 'openai',
      baseUrl: 'file:///etc/passwd',
    });
    expect(refused.status).toBe(400);
  });
});

describe('given a server without AI_SETTINGS_KEY', () => {
  it('should refuse to store a key, and report a stored one as unreadable', async () => {
    // A second instance on the same database, sharing the first one's token secret and clock.
    const app = await buildApp({
      config: testConfig({ jwtSecret: ctx.app.ctx.config.jwtSecret }),
      database: ctx.database.database,
      skipMigrations: true,
      now: ctx.clock.now,
      ai: loadAiConfig({ AI_PROVIDER: 'builtin' }),
    });
    try {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/admin/ai/provider',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { provider: 'openai', baseUrl: fake.baseUrl, apiKey: 'sk-never-stored' },
      });
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body).error.code).toBe(AI_SETTINGS_KEY_MISSING);
      expect(JSON.parse(refused.body).error.message).toMatch(/AI_SETTINGS_KEY/);
      const view = await app.inject({
        method: 'GET',
        url: '/api/admin/ai/provider',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(JSON.parse(view.body).data).toMatchObject({
        apiKey: 'unreadable',
        canStoreKey: false,
      });
      const [row] = await ctx.database.database.db.select().from(aiSettings);
      expect(JSON.stringify(row)).not.toContain('sk-never-stored');
    } finally {
      await app.close();
    }
  });
});
