import {
  aiHealthAnswerSchema,
  aiModelsAnswerSchema,
  chatAnswerSchema,
  errorEnvelopeSchema,
  promptSendAnswerSchema,
  sessionAnswerSchema,
  startSessionAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_PROMPT_VERSION } from '../src/ai/system-prompt';
import { chatMessages, chatSessions, generationEvents } from '../src/db/schema/index';
import { call, openStream, readEvents, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import {
  angularAnswer,
  brokenAngularAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeProviderEnv,
} from './support/fake-openai';
import { shaped } from './support/shaped';

const deferred = () => {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

describe('given the OpenAI-compatible provider against a fake chat-completions server', () => {
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
  const eventsOf = async (userId: string) =>
    ctx.database.database.db
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, userId));
  const messagesOf = async (sessionId: string) =>
    ctx.database.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await startAiApp({
      ...fakeProviderEnv(fake.baseUrl),
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  describe('given a valid answer', () => {
    it('should answer the parsed code, validated and charged, and show the model the stored history on a follow-up', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      fake.enqueue({ content: angularAnswer() });
      const first = await chat(user, sessionId, 'a card for a person with a details toggle');
      expect(first.status).toBe(200);
      const { data } = shaped(chatAnswerSchema, first.body);
      expect(data).toMatchObject({
        provider: 'openai',
        model: 'fake-coder-1',
        charged: true,
        validation: { valid: true, repaired: false },
        confidence: 0.9,
      });
      expect(data.files.map((f) => f.path)).toEqual([
        'user-card.component.ts',
        'user-card.component.html',
        'user-card.component.scss',
      ]);
      expect(data.codeBlocks.map((b) => b.language)).toEqual(['typescript', 'html', 'scss']);
      expect(data.suggestions).toEqual(['Add an avatar', 'Use a dark theme']);
      expect(data.message).toBe('Here is UserCardComponent, a card that shows a person.');

      const request = fake.requests.at(-1);
      expect(request?.authorization).toBe('Bearer sk-test-fake');
      expect(request?.body.messages?.[0]).toMatchObject({
        role: 'system',
        content: expect.stringContaining(SYSTEM_PROMPT_VERSION),
      });

      ctx.clock.advance(1_000);
      fake.enqueue({ content: angularAnswer('UserCard', 'Grace Hopper') });
      const second = await chat(user, sessionId, 'show Grace Hopper instead');
      expect(second.status).toBe(200);
      const followUp = fake.requests.at(-1)?.body.messages ?? [];
      expect(followUp.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(followUp[2]?.content).toContain("readonly name = input('Ada Lovelace');");
      expect(followUp[3]?.content).toBe('show Grace Hopper instead');
      expect((await eventsOf(user.id)).filter((e) => e.charged)).toHaveLength(2);
    });
  });

  describe('given a follow-up that asks for the same component in another framework', () => {
    it('should charge the provider’s conversion, a new generation of the model', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      fake.enqueue({ content: angularAnswer() });
      const first = shaped(
        chatAnswerSchema,
        (await chat(user, sessionId, 'a card for a person with a details toggle')).body,
      ).data;
      expect(first.validation, JSON.stringify(first.validation)).toMatchObject({ valid: true });
      expect(first.charged).toBe(true);

      ctx.clock.advance(1_000);
      fake.enqueue({
        content: `Here is UserCard in React.

\`\`\`tsx
import { useState } from 'react';

export function UserCard({ name = 'Ada Lovelace' }: { name?: string }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <article className="card">
      <h2>{name}</h2>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        Details
      </button>
      {expanded ? <p>Mathematician and writer.</p> : null}
    </article>
  );
}
\`\`\`
`,
      });
      const converted = shaped(
        chatAnswerSchema,
        (
          await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
            sessionId,
            message: 'switch to React',
            framework: 'react',
            conversationHistory: [],
            continuePreviousConversation: true,
          })
        ).body,
      ).data;
      expect(converted.files.map((f) => f.path)).toEqual(['UserCard.tsx']);
      expect(converted).toMatchObject({
        provider: 'openai',
        charged: true,
        usage: { generationsUsed: 2 },
      });
      expect((await eventsOf(user.id)).filter((e) => e.charged)).toHaveLength(2);
    });
  });

  describe('given a streamed answer', () => {
    it('should relay the provider’s deltas as they arrive and end with the full answer', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const content = angularAnswer();
      fake.enqueue({ content });
      const response = await openStream(ctx.base, user.token, {
        sessionId,
        message: 'a person card',
      });
      const events = [];
      for await (const event of readEvents(response)) events.push(event);
      const text = events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(text).toBe(content);
      expect(events.map((e) => e.event)).toContain('status');
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      expect(shaped(chatAnswerSchema, done?.data).data.validation.valid).toBe(true);
      expect(fake.requests.at(-1)?.body.stream).toBe(true);
    });

    it('should still store and charge the answer when the client disconnects mid-stream, so it shows when the conversation reopens', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const gate = deferred();
      fake.enqueue({ content: angularAnswer(), hold: gate.promise });
      const abort = new AbortController();
      const response = await openStream(
        ctx.base,
        user.token,
        { sessionId, message: 'a person card' },
        abort.signal,
      );
      for await (const event of readEvents(response)) {
        if (event.event === 'delta') break;
      }
      abort.abort();
      gate.release();
      await vi.waitFor(async () => {
        const { data } = shaped(
          sessionAnswerSchema,
          (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
        );
        expect(data.session.isProcessing).toBe(false);
        expect(data.messages.map((m) => m.type)).toEqual(['user', 'ai']);
        expect(data.messages[1]?.codeBlocks.length).toBeGreaterThan(0);
      });
      expect((await eventsOf(user.id)).filter((e) => e.charged)).toHaveLength(1);
    });

    it('should abort the provider call, store nothing and charge nothing when the person stops the answer', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const gate = deferred();
      fake.enqueue({ content: angularAnswer(), hold: gate.promise });
      const response = await openStream(ctx.base, user.token, {
        sessionId,
        message: 'a person card',
      });
      const events = readEvents(response);
      expect((await events.next()).value?.event).toBe('delta');
      const requestNumber = fake.requests.length;
      const stop = await call(
        ctx.base,
        'POST',
        `/ai/copilot/sessions/${sessionId}/stop`,
        user.token,
      );
      expect(stop.status).toBe(200);
      expect(stop.body).toEqual({ success: true, data: { stopped: true } });
      await fake.closed(requestNumber);
      gate.release();
      const rest = [];
      for await (const event of events) rest.push(event);
      expect(rest.at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'STOPPED' } } });
      expect(await messagesOf(sessionId)).toEqual([]);
      expect((await eventsOf(user.id)).filter((e) => e.charged)).toEqual([]);
      const again = await call(
        ctx.base,
        'POST',
        `/ai/copilot/sessions/${sessionId}/stop`,
        user.token,
      );
      expect(again.body).toEqual({ success: true, data: { stopped: false } });
      ctx.clock.advance(1_000);
      fake.enqueue({ content: angularAnswer() });
      expect((await chat(user, sessionId, 'a person card')).status).toBe(200);
    });

    it('should discard the answer when its lease was withdrawn by a stop that reached another instance', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const gate = deferred();
      fake.enqueue({ content: angularAnswer(), hold: gate.promise });
      const response = await openStream(ctx.base, user.token, {
        sessionId,
        message: 'a person card',
      });
      const events = readEvents(response);
      expect((await events.next()).value?.event).toBe('delta');
      await ctx.database.database.db
        .update(chatSessions)
        .set({ busyUntil: null, busyToken: null })
        .where(eq(chatSessions.id, sessionId));
      gate.release();
      const rest = [];
      for await (const event of events) rest.push(event);
      expect(rest.at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'STOPPED' } } });
      expect(await messagesOf(sessionId)).toEqual([]);
      expect((await eventsOf(user.id)).filter((e) => e.charged)).toEqual([]);
    });

    it('should refuse a second message while the first is being answered', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const gate = deferred();
      fake.enqueue({ content: angularAnswer(), hold: gate.promise });
      const response = await openStream(ctx.base, user.token, {
        sessionId,
        message: 'a person card',
      });
      const events = readEvents(response);
      expect((await events.next()).value?.event).toBe('delta');
      ctx.clock.advance(1_000);
      const refused = await chat(user, sessionId, 'use a dark theme');
      expect(refused.status).toBe(409);
      expect(shaped(errorEnvelopeSchema, refused.body).error).toMatchObject({
        code: 'REQUEST_IN_PROGRESS',
        message: 'Already processing a request',
      });
      gate.release();
      const rest = [];
      for await (const event of events) rest.push(event.event);
      expect(rest.at(-1)).toBe('done');
    });
  });

  describe('given code that does not compile', () => {
    it('should send it back once for repair and charge only the repaired answer', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      fake.enqueue({ content: brokenAngularAnswer() }, { content: angularAnswer() });
      const { data } = shaped(
        chatAnswerSchema,
        (await chat(user, sessionId, 'a person card')).body,
      );
      expect(data.validation).toMatchObject({ valid: true, repaired: true });
      expect(data.charged).toBe(true);
      const repairRequest = fake.requests.at(-1)?.body.messages ?? [];
      expect(repairRequest.at(-1)?.content).toMatch(/valeu/);
      const events = await eventsOf(user.id);
      expect(events.map((e) => e.charged).sort()).toEqual([false, true]);
    });

    it('should return still-invalid code with its diagnostics, marked and not charged', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      fake.enqueue({ content: brokenAngularAnswer() }, { content: brokenAngularAnswer() });
      const { data } = shaped(
        chatAnswerSchema,
        (await chat(user, sessionId, 'a person card')).body,
      );
      expect(data.validation.valid).toBe(false);
      expect(data.validation.repaired).toBe(true);
      expect(data.validation.diagnostics).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: 'user-card.component.ts',
            severity: 'error',
            message: expect.stringMatching(/valeu/),
          }),
        ]),
      );
      expect(data.charged).toBe(false);
      expect(data.confidence).toBeLessThan(0.5);
      const stored = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
      ).data;
      expect(stored.messages[1]?.validation?.valid).toBe(false);
      expect((await eventsOf(user.id)).some((e) => e.charged)).toBe(false);
    });
  });

  describe('given a failing provider', () => {
    it('should answer OPENAI_API_ERROR for an error status, storing no message and charging nothing', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      fake.enqueue({ status: 503 });
      const answer = await chat(user, sessionId, 'a person card');
      expect(answer.status).toBe(502);
      expect(shaped(errorEnvelopeSchema, answer.body).error).toMatchObject({
        code: 'OPENAI_API_ERROR',
        details: { status: 503 },
      });
      expect(await messagesOf(sessionId)).toEqual([]);
      expect(await eventsOf(user.id)).toEqual([
        expect.objectContaining({ charged: false, succeeded: false }),
      ]);
    });

    it('should answer TIMEOUT when the provider is slower than the configured timeout', async () => {
      const user = await signup(ctx.app);
      const gate = deferred();
      fake.enqueue({ content: angularAnswer(), hold: gate.promise });
      const answer = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a person card',
      });
      gate.release();
      expect(answer.status).toBe(504);
      expect(shaped(errorEnvelopeSchema, answer.body).error).toMatchObject({
        code: 'TIMEOUT',
        details: { timeoutMs: 1500 },
      });
    });
  });

  describe('given the prompt API', () => {
    it('should answer a prompt record from the model with code {typescript, html, scss}', async () => {
      const user = await signup(ctx.app);
      fake.enqueue({ content: angularAnswer() });
      const { data } = shaped(
        promptSendAnswerSchema,
        (
          await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
            content: 'a person card',
            model: 'fake-coder-2',
          })
        ).body,
      );
      expect(data.code.typescript).toContain('export class UserCardComponent');
      expect(data.code.html).toContain('@if (expanded())');
      expect(data.metadata).toMatchObject({
        model: 'fake-coder-2',
        provider: 'openai',
        charged: true,
      });
      expect(fake.requests.at(-1)?.body.model).toBe('fake-coder-2');
    });

    it('should list the provider’s models and the builtin engine, and report healthy', async () => {
      const user = await signup(ctx.app);
      const { data } = shaped(
        aiModelsAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/prompt/models', user.token)).body,
      );
      expect(data.models.map((m) => m.id)).toEqual(['fake-coder-1', 'fake-coder-2', 'kiln-engine']);
      expect(data.defaultModel).toBe('fake-coder-1');
      const health = shaped(
        aiHealthAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/prompt/health')).body,
      ).data;
      expect(health).toMatchObject({ status: 'healthy', provider: 'openai', configured: true });
    });
  });
});

describe('given the OpenAI-compatible provider selected without an API key', () => {
  let ctx: AiTestApp;

  beforeAll(async () => {
    ctx = await startAiApp({ AI_PROVIDER: 'openai' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('should answer MISSING_API_KEY to a chat message and report itself unhealthy', async () => {
    const user = await signup(ctx.app);
    const sessionId = shaped(
      startSessionAnswerSchema,
      (await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {})).body,
    ).data.sessionId;
    ctx.clock.advance(1_000);
    const answer = await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId,
      message: 'a person card',
      conversationHistory: [],
      continuePreviousConversation: false,
    });
    expect(answer.status).toBe(503);
    expect(shaped(errorEnvelopeSchema, answer.body).error).toMatchObject({
      code: 'MISSING_API_KEY',
      message: expect.stringContaining('OpenAI API Key Required'),
    });
    const health = shaped(
      aiHealthAnswerSchema,
      (await call(ctx.base, 'GET', '/ai/prompt/health')).body,
    ).data;
    expect(health).toMatchObject({ status: 'unhealthy', configured: false });
    const models = shaped(
      aiModelsAnswerSchema,
      (await call(ctx.base, 'GET', '/ai/prompt/models', user.token)).body,
    ).data;
    expect(models.models).toEqual([
      expect.objectContaining({ provider: 'openai', available: false }),
      expect.objectContaining({ id: 'kiln-engine', available: true }),
    ]);
  });
});
