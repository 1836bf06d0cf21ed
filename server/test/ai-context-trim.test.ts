import { adminAiProviderAnswerSchema, aiConnectionTestAnswerSchema } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { startFakeOpenAi, type FakeOpenAi, fakeProviderEnv } from './support/fake-openai';

let fake: FakeOpenAi;
let ctx: AiTestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // A vLLM-like server with a small context: 2,048 tokens, half of them kept for the answer.
  fake.contextLength = 2048;
  ctx = await startAiApp({
    ...fakeProviderEnv(fake.baseUrl),
    AI_MAX_RETRIES: '0',
  });
  admin = await signup(ctx.app);
  await ctx.database.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  user = await signup(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const chat = (sessionId: string, message: string) => {
  ctx.clock.advance(60_000);
  return call<{ data: { message: string }; error?: { code: string } }>(
    ctx.base,
    'POST',
    '/ai/copilot/chat',
    user.token,
    { sessionId, message, conversationHistory: [], continuePreviousConversation: false },
  );
};
const turn = (mark: string) => `${mark} ${'please make the card a little wider '.repeat(8)}`;

describe('given a provider whose context length "Test connection" read', () => {
  let sessionId: string;

  beforeAll(async () => {
    const tested = parseAnswer(
      aiConnectionTestAnswerSchema,
      JSON.stringify((await call(ctx.base, 'POST', '/admin/ai/test-connection', admin.token)).body),
    ).data;
    expect(tested.contextLength).toBe(2048);
    const view = parseAnswer(
      adminAiProviderAnswerSchema,
      JSON.stringify((await call(ctx.base, 'GET', '/admin/ai/provider', admin.token)).body),
    ).data;
    expect(view.contextLength).toBe(2048);
    const started = await call<{ data: { sessionId: string } }>(
      ctx.base,
      'POST',
      '/ai/copilot/session/start',
      user.token,
      {},
    );
    sessionId = started.body.data.sessionId;
  });

  it('should send the whole conversation while it fits, with no note', async () => {
    const first = await chat(sessionId, turn('FIRST'));
    expect(first.status).toBe(200);
    expect(first.body.data.message).not.toMatch(/left out/);
    const second = await chat(sessionId, turn('SECOND'));
    expect(second.status).toBe(200);
    expect(second.body.data.message).not.toMatch(/left out/);
    const sent = fake.requests.at(-1)?.body.messages ?? [];
    expect(sent.some((m) => m.content.startsWith('FIRST'))).toBe(true);
  });

  it('should leave the oldest turn out once the conversation outgrows the context, and say so', async () => {
    const third = await chat(sessionId, turn('THIRD'));
    expect(third.status).toBe(200);
    const sent = fake.requests.at(-1)?.body.messages ?? [];
    expect(sent[0]?.role).toBe('system');
    expect(sent.at(-1)?.content.startsWith('THIRD')).toBe(true);
    expect(sent.some((m) => m.content.startsWith('FIRST'))).toBe(false);
    expect(sent.some((m) => m.content.startsWith('SECOND'))).toBe(true);
    expect(sent[1]?.role).toBe('user');
    expect(third.body.data.message).toMatch(
      /^To fit the model's context \(2,048 tokens\), the 2 oldest messages of this conversation were left out of this answer\./,
    );
    const stored = await ctx.database.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));
    expect(stored.filter((row) => row.role === 'ai').at(-1)?.content).toMatch(/left out/);
  });

  it('should refuse a message that cannot fit even alone, without calling the provider', async () => {
    const before = fake.requests.length;
    const refused = await chat(sessionId, 'x'.repeat(1990));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('PROMPT_TOO_LONG');
    expect(fake.requests).toHaveLength(before);
  });

  it('should forget the context length once the model changes', async () => {
    const switched = await call(ctx.base, 'PUT', '/admin/ai/provider', admin.token, {
      provider: 'openai',
      baseUrl: fake.baseUrl,
      model: 'fake-coder-2',
    });
    expect(switched.body).toMatchObject({ data: { contextLength: null, apiKey: 'environment' } });
  });

  it('should learn the new model’s context length beside its first request, without Test connection', async () => {
    const started = await call<{ data: { sessionId: string } }>(
      ctx.base,
      'POST',
      '/ai/copilot/session/start',
      user.token,
      {},
    );
    expect((await chat(started.body.data.sessionId, turn('AFTER'))).status).toBe(200);
    await expect
      .poll(
        async () =>
          parseAnswer(
            adminAiProviderAnswerSchema,
            JSON.stringify((await call(ctx.base, 'GET', '/admin/ai/provider', admin.token)).body),
          ).data.contextLength,
      )
      .toBe(2048);
  });
});
