import {
  chatAnswerSchema,
  generateAnswerSchema,
  promptSendAnswerSchema,
  sessionAnswerSchema,
  startSessionAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswer } from '../src/ai/parse';
import { generationEvents } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import {
  angularAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeProviderEnv,
} from './support/fake-openai';
import { shaped } from './support/shaped';

/** Asks for two labelled buttons; the fake's card has only "Details". */
const ASKED = 'a person card with a "Details" button and a "Follow" button';
const withFollow = () =>
  angularAnswer().replace(
    '<button type="button" (click)="toggle()" [attr.aria-expanded]="expanded()">Details</button>',
    '<button type="button" (click)="toggle()" [attr.aria-expanded]="expanded()">Details</button>\n  <button type="button">Follow</button>',
  );

describe('given a model provider whose answer misses part of what was asked', () => {
  let fake: FakeOpenAi;
  let ctx: AiTestApp;

  const startSession = async (user: SignedUp) =>
    shaped(
      startSessionAnswerSchema,
      (await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {})).body,
    ).data.sessionId;
  const chat = (user: SignedUp, sessionId: string, message: string) =>
    call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId,
      message,
      conversationHistory: [],
      continuePreviousConversation: false,
    });
  const eventsOf = (userId: string) =>
    ctx.database.database.db
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, userId));

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await startAiApp({
      ...fakeProviderEnv(fake.baseUrl),
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '0',
    });
    // A cold worker can pass the check's deadline on a busy machine, which answers "not checked"
    // without a repair; one check first warms the pool, whatever it answers.
    const warm = await signup(ctx.app);
    await call(ctx.base, 'POST', '/ai/validate', warm.token, {
      framework: 'angular',
      files: parseAnswer(angularAnswer(), 'angular').files,
    });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('should send it back once, uncharged, naming the missing item, and show what is still missing', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSession(user);
    ctx.clock.advance(1_000);
    const before = fake.requests.length;
    fake.enqueue({ content: angularAnswer() }, { content: angularAnswer() });
    const { data } = shaped(chatAnswerSchema, (await chat(user, sessionId, ASKED)).body);

    expect(fake.requests.length - before).toBe(2);
    const repairRequest = fake.requests.at(-1)?.body.messages ?? [];
    expect(repairRequest.at(-1)?.content).toMatch(/misses what the person asked for/);
    expect(repairRequest.at(-1)?.content).toMatch(/Follow/);
    expect(repairRequest.at(-1)?.content).not.toMatch(/does not compile/);

    expect(data.validation).toMatchObject({ valid: true, repaired: true });
    expect(data.checklist.map(({ label, met }) => ({ label, met }))).toEqual([
      { label: 'Details', met: true },
      { label: 'Follow', met: false },
    ]);
    expect(data.checklist[1]?.reason).toEqual(expect.any(String));
    // Confidence comes from the checklist: half of it met keeps it well under a clean answer's.
    expect(data.confidence).toBeLessThan(0.75);

    const events = await eventsOf(user.id);
    expect(events).toHaveLength(2);
    expect(events.filter((e) => e.charged)).toHaveLength(1);

    // The checklist is stored with the answer: the reopened conversation shows it.
    const stored = shaped(
      sessionAnswerSchema,
      (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
    ).data;
    expect(stored.messages[1]?.checklist).toEqual(data.checklist);
  });

  it('should answer the repaired code with its whole checklist met when the repair adds the item', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSession(user);
    ctx.clock.advance(1_000);
    fake.enqueue({ content: angularAnswer() }, { content: withFollow() });
    const { data } = shaped(chatAnswerSchema, (await chat(user, sessionId, ASKED)).body);
    expect(data.checklist.every((item) => item.met)).toBe(true);
    expect(data.checklist).toHaveLength(2);
    expect(data.validation.repaired).toBe(true);
  });

  it('should not call the model again when the first answer meets its checklist', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSession(user);
    ctx.clock.advance(1_000);
    const before = fake.requests.length;
    fake.enqueue({ content: withFollow() });
    const { data } = shaped(chatAnswerSchema, (await chat(user, sessionId, ASKED)).body);
    expect(fake.requests.length - before).toBe(1);
    expect(data.validation).toMatchObject({ valid: true, repaired: false });
    expect(data.confidence).toBe(0.9);
    expect((await eventsOf(user.id)).map((e) => e.charged)).toEqual([true]);
  });
});

describe('given the built-in engine', () => {
  let ctx: AiTestApp;
  beforeAll(async () => {
    ctx = await startAiApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('should carry the checklist in the prompt API and Generate answers, and keep it with a saved version and its scorecard', async () => {
    const user = await signup(ctx.app);
    ctx.clock.advance(1_000);
    const prompt = shaped(
      promptSendAnswerSchema,
      (
        await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
          content: 'a cookie banner with "Accept all" and "Reject all" buttons',
        })
      ).body,
    ).data;
    expect(prompt.checklist.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Accept all', 'Reject all']),
    );

    ctx.clock.advance(1_000);
    const generated = shaped(
      generateAnswerSchema,
      (
        await call(ctx.base, 'POST', '/ai/generate', user.token, {
          description: 'a login form with a "Remember me" checkbox',
          framework: 'react',
        })
      ).body,
    ).data;
    expect(generated.checklist.map((item) => item.label)).toContain('Remember me');

    const saved = await call<{ data: { id: string } }>(
      ctx.base,
      'POST',
      '/components',
      user.token,
      {
        name: 'Cookie banner',
        source: { kind: 'prompt-response', id: prompt.id },
      },
    );
    expect(saved.status).toBe(201);
    const componentId = saved.body.data.id;
    const version = await call<{ data: { checklist: unknown } }>(
      ctx.base,
      'GET',
      `/components/${componentId}/versions/1`,
      user.token,
    );
    expect(version.body.data.checklist).toEqual(prompt.checklist);
    const cards = await call<{
      data: { items: { scorecard: { requirements?: { reason: string } } & object }[] };
    }>(ctx.base, 'GET', `/components/${componentId}/scorecards`, user.token);
    const first = cards.body.data.items[0]?.scorecard;
    expect(Object.keys(first ?? {})[1]).toBe('requirements');
    const met = prompt.checklist.filter((item) => item.met).length;
    expect(first?.requirements?.reason.startsWith(`${met} of ${prompt.checklist.length} met`)).toBe(
      true,
    );
  });
});

describe('given a request that names no component', () => {
  let ctx: AiTestApp;
  beforeAll(async () => {
    ctx = await startAiApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const charged = async (userId: string) =>
    (
      await ctx.database.database.db
        .select()
        .from(generationEvents)
        .where(eq(generationEvents.userId, userId))
    ).filter((event) => event.charged).length;

  it('should ask back with suggestions in the copilot, the prompt API and Generate, charging nothing and listing nothing in the history', async () => {
    const user = await signup(ctx.app);
    const sessionId = shaped(
      startSessionAnswerSchema,
      (await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {})).body,
    ).data.sessionId;
    ctx.clock.advance(1_000);
    const chat = shaped(
      chatAnswerSchema,
      (
        await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
          sessionId,
          message: 'asdf qwerty',
          conversationHistory: [],
          continuePreviousConversation: false,
        })
      ).body,
    ).data;
    expect(chat.clarification?.question).toEqual(expect.stringContaining('?'));
    expect(chat.clarification?.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(chat.message).toBe(chat.clarification?.question);
    expect(chat.suggestions).toEqual(chat.clarification?.suggestions);
    expect(chat.files).toEqual([]);
    expect(chat.checklist).toEqual([]);
    expect(chat.charged).toBe(false);

    ctx.clock.advance(1_000);
    const prompt = shaped(
      promptSendAnswerSchema,
      (await call(ctx.base, 'POST', '/ai/prompt/send', user.token, { content: 'book me a flight' }))
        .body,
    ).data;
    expect(prompt.clarification?.reason).toBe('out-of-scope');
    expect(prompt.files).toEqual([]);
    expect(prompt.metadata.charged).toBe(false);

    ctx.clock.advance(1_000);
    const generated = shaped(
      generateAnswerSchema,
      (
        await call(ctx.base, 'POST', '/ai/generate', user.token, {
          description: 'book me a flight',
          framework: 'angular',
        })
      ).body,
    ).data;
    expect(generated.clarification?.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(generated.files).toEqual([]);

    expect(await charged(user.id)).toBe(0);
    const history = await call<{ data: { items: unknown[] } }>(
      ctx.base,
      'GET',
      '/ai/history',
      user.token,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.items).toEqual([]);
    // An answer without files cannot become a version.
    const save = await call(ctx.base, 'POST', '/components', user.token, {
      name: 'Nothing',
      source: { kind: 'chat-message', id: chat.messageId },
    });
    expect(save.status).toBe(400);
  });
});
