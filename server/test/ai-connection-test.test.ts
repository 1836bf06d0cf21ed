import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConnectionTestAnswerSchema } from '@kiln/contract';
import { loadAiConfig } from '../src/ai/config';
import { probeContextLength } from '../src/ai/providers/context-length';
import { FALLBACK_NOTE } from '../src/ai/producers/fallback';
import { buildApp, type KilnApp } from '../src/app';
import { users } from '../src/db/schema/index';
import { bearer, parseAnswer, signup, testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

let fake: FakeOpenAi;
let database: TestDatabase;
let app: KilnApp;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database: database.database,
    skipMigrations: true,
    ai: loadAiConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-coder-1',
    }),
  });
  const admin = await signup(app);
  await database.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  adminToken = admin.token;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  await fake.close();
});

const testConnection = async () =>
  parseAnswer(
    aiConnectionTestAnswerSchema,
    (
      await app.inject({
        method: 'POST',
        url: '/api/admin/ai/test-connection',
        headers: bearer(adminToken),
      })
    ).body,
  ).data;

describe('given an OpenAI-compatible provider', () => {
  it('should list its models and time one short prompt', async () => {
    fake.enqueue({ content: 'ready' });
    const result = await testConnection();
    expect(result).toMatchObject({
      provider: 'openai',
      model: 'fake-coder-1',
      ok: true,
      reply: 'ready',
      error: null,
    });
    expect(result.models).toEqual(['fake-coder-1', 'fake-coder-2']);
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer sk-test');
  });

  it('should report a failing provider in plain words', async () => {
    fake.enqueue({ status: 500 });
    const result = await testConnection();
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/\w+/);
    expect(result.latencyMs).toBeNull();
  });

  it('should be refused to a non-admin', async () => {
    const user = await signup(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/ai/test-connection',
      headers: bearer(user.token),
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('given servers that expose the context length', () => {
  const serve = async (routes: Record<string, unknown>) => {
    const server: Server = createServer((request, response) => {
      const body = routes[`${request.method} ${request.url}`];
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? { error: 'not found' }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return {
      base: `http://127.0.0.1:${port}/v1`,
      close: () => new Promise((done) => server.close(done)),
    };
  };

  it('should read vLLM’s max_model_len, llama.cpp’s n_ctx and Ollama’s context_length', async () => {
    const vllm = await serve({
      'GET /v1/models': { data: [{ id: 'qwen', max_model_len: 32768 }] },
    });
    const llama = await serve({
      'GET /v1/models': { data: [{ id: 'local' }] },
      'GET /props': { default_generation_settings: { n_ctx: 8192 } },
    });
    const ollama = await serve({
      'GET /v1/models': { data: [{ id: 'llama3' }] },
      'POST /api/show': { model_info: { 'llama.context_length': 131072 } },
    });
    const none = await serve({ 'GET /v1/models': { data: [{ id: 'gpt' }] } });
    expect(await probeContextLength(vllm.base, 'qwen', undefined)).toBe(32768);
    expect(await probeContextLength(llama.base, 'local', undefined)).toBe(8192);
    expect(await probeContextLength(ollama.base, 'llama3', undefined)).toBe(131072);
    expect(await probeContextLength(none.base, 'gpt', undefined)).toBeNull();
    await Promise.all([vllm.close(), llama.close(), ollama.close(), none.close()]);
  });
});

describe('given the provider failing', () => {
  it('should answer with the built-in engine and say so once the admin turned fallback on', async () => {
    const user = await signup(app);
    const toggle = (fallbackToBuiltin: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/ai/guards',
        headers: bearer(adminToken),
        payload: { fallbackToBuiltin },
      });
    expect(JSON.parse((await toggle(true)).body).data.fallbackToBuiltin).toBe(true);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/ai/prompt/send',
        headers: bearer(user.token),
        payload: { content: 'a signup form with name, email and password' },
      });
    // The SDK retries a 5xx once: both calls fail.
    fake.enqueue({ status: 500 }, { status: 500 });
    const rescued = await send();
    expect(rescued.statusCode).toBe(200);
    const answer = JSON.parse(rescued.body) as {
      data: { content: string; metadata: { provider?: string } };
    };
    expect(answer.data.content.startsWith(FALLBACK_NOTE)).toBe(true);

    expect(JSON.parse((await toggle(false)).body).data.fallbackToBuiltin).toBe(false);
    fake.enqueue({ status: 500 }, { status: 500 });
    const failed = await send();
    expect(failed.statusCode).toBe(502);
    expect(JSON.parse(failed.body).error.code).toBe('OPENAI_API_ERROR');
  });
});
