import { ErrorCode, errorEnvelopeSchema, startSessionAnswerSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../src/ai/config';
import { buildApp } from '../src/app';
import { call, openStream, readEvents, startAiApp, type AiTestApp } from './support/ai-app';
import { signup } from './support/app';
import { angularAnswer, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

const OPENAI_ENV = {
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-test-fake',
  OPENAI_MODEL: 'fake-coder-1',
  AI_MAX_RETRIES: '0',
};

describe('given a server that is asked to stop while a streamed answer is open', () => {
  let fake: FakeOpenAi;
  let ctx: AiTestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await startAiApp({ ...OPENAI_ENV, OPENAI_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await ctx.close().catch(() => undefined);
    await fake.close();
  });

  it('should end the stream with a retryable SHUTTING_DOWN event and leave the session usable', async () => {
    const user = await signup(ctx.app);
    const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {});
    const { sessionId } = startSessionAnswerSchema.parse(started.body).data;
    ctx.clock.advance(1_000);
    // The provider answers one piece, then holds the rest for longer than any test waits.
    fake.enqueue({ content: angularAnswer(), hold: new Promise(() => undefined) });
    const response = await openStream(ctx.base, user.token, {
      sessionId,
      message: 'a person card',
    });
    const events = readEvents(response);
    expect((await events.next()).value?.event).toBe('delta');

    const closing = ctx.app.close();
    const rest = [];
    for await (const event of events) rest.push(event);
    await closing;

    const last = rest.at(-1);
    expect(last?.event).toBe('error');
    const { error } = errorEnvelopeSchema.parse(last?.data);
    expect(error.code).toBe(ErrorCode.shuttingDown);

    // The next instance, on the same database, answers on that session at once (no 409 lease).
    const next = await buildApp({
      // The same configuration (JWT secret included), as a restarted instance has.
      config: ctx.app.ctx.config,
      database: ctx.database.database,
      skipMigrations: true,
      now: ctx.clock.now,
      ai: loadAiConfig({ ...OPENAI_ENV, OPENAI_BASE_URL: fake.baseUrl }),
    });
    try {
      ctx.clock.advance(1_000);
      fake.enqueue({ content: angularAnswer() });
      const again = await next.inject({
        method: 'POST',
        url: '/api/ai/copilot/chat',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { sessionId, message: 'a person card' },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await next.close();
    }
  });
});

describe('given a server whose lifecycle is stopping', () => {
  it('should answer new requests 503 SHUTTING_DOWN with a Retry-After header', async () => {
    const ctx = await startAiApp();
    try {
      ctx.app.ctx.lifecycle.stop();
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(errorEnvelopeSchema.parse(answer.json()).error.code).toBe(ErrorCode.shuttingDown);
    } finally {
      await ctx.close();
    }
  });
});
