import {
  chatAnswerSchema,
  historyAnswerSchema,
  scorecardAnswerSchema,
  sessionAnswerSchema,
  startSessionAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
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

/** A thread that overran is replaced and warmed (Angular's compiler, esbuild): seconds when busy. */
const OVERRUN_TIMEOUT_MS = 120_000;

const HOLD_TASK = new URL('./support/hold-thread-task.ts', import.meta.url).href;

/** The whole app answering through a fake model, with the given worker pool, and one signed-up user. */
const startModelApp = async (workers: Config['workers']) => {
  const fake = await startFakeOpenAi();
  const ctx = await startAiApp(
    {
      ...fakeProviderEnv(fake.baseUrl),
      AI_MAX_RETRIES: '0',
    },
    { workers },
  );
  return { fake, ctx, ada: await signup(ctx.app) };
};

/** A new copilot session of the user's, a second after the clock's start. */
const startSession = async (ctx: AiTestApp, ada: SignedUp) => {
  const sessionId = shaped(
    startSessionAnswerSchema,
    (await call(ctx.base, 'POST', '/ai/copilot/session/start', ada.token, {})).body,
  ).data.sessionId;
  ctx.clock.advance(1_000);
  return sessionId;
};

describe(
  'given a model answer whose check runs past the worker pool’s deadline',
  { timeout: OVERRUN_TIMEOUT_MS },
  () => {
    let fake: FakeOpenAi;
    let ctx: AiTestApp;
    let ada: SignedUp;

    beforeAll(async () => {
      // No validation finishes within 1 ms: every check of the answer's code overruns.
      ({ fake, ctx, ada } = await startModelApp({
        threads: 1,
        queueLimit: 4,
        queueWaitMs: 60_000,
        taskDeadlineMs: 1,
      }));
    }, OVERRUN_TIMEOUT_MS);
    afterAll(async () => {
      await ctx?.close();
      await fake?.close();
    });

    it('should answer the code marked busy, not failing: no repair, no failure in history, its scorecard not checked', async () => {
      const sessionId = await startSession(ctx, ada);
      fake.enqueue({ content: angularAnswer() });
      const asked = fake.requests.length;

      const answer = await call(ctx.base, 'POST', '/ai/copilot/chat', ada.token, {
        sessionId,
        message: 'a card for a person with a details toggle',
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(chatAnswerSchema, answer.body);
      expect(ctx.app.ctx.workers.status().timedOut).toBeGreaterThanOrEqual(1);
      expect(data.validation).toEqual({
        valid: false,
        repaired: false,
        diagnostics: [],
        busy: true,
      });
      // Code nobody found fault with is not sent back to the model for repair.
      expect(fake.requests.length).toBe(asked + 1);
      expect(data.charged).toBe(false);
      expect(data.confidence).toBeGreaterThanOrEqual(0.3);

      // Stored as it was answered: busy, never as failing its checks.
      const stored = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, ada.token)).body,
      ).data;
      expect(stored.messages.at(-1)?.validation).toMatchObject({ valid: false, busy: true });
      const events = await ctx.database.database.db
        .select({
          succeeded: generationEvents.succeeded,
          failureReason: generationEvents.failureReason,
        })
        .from(generationEvents)
        .where(eq(generationEvents.userId, ada.id));
      expect(events).toEqual([{ succeeded: true, failureReason: null }]);
      const failed = shaped(
        historyAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/history?status=failed', ada.token)).body,
      ).data;
      expect(failed.items).toEqual([]);

      // The answer's scorecard, asked while the pool is still too slow, says "not checked".
      const scorecard = await call(ctx.base, 'POST', '/ai/scorecard', ada.token, {
        framework: 'angular',
        files: data.files,
      });
      expect(scorecard.status).toBe(200);
      const card = shaped(scorecardAnswerSchema, scorecard.body).data;
      expect(card.hash).toBeNull();
      expect(card.compiles.status).toBe('unchecked');
    });
  },
);

describe(
  'given a model answer while the worker pool’s thread is taken and its queue full',
  { timeout: OVERRUN_TIMEOUT_MS },
  () => {
    let fake: FakeOpenAi;
    let ctx: AiTestApp;
    let ada: SignedUp;

    beforeAll(async () => {
      // No room to wait: a check asked for while the one thread is taken is refused at once.
      ({ fake, ctx, ada } = await startModelApp({
        threads: 1,
        queueLimit: 0,
        queueWaitMs: 60_000,
        taskDeadlineMs: 60_000,
      }));
    }, OVERRUN_TIMEOUT_MS);
    afterAll(async () => {
      await ctx?.close();
      await fake?.close();
    });

    it('should answer the code marked busy instead of failing the whole answer', async () => {
      const sessionId = await startSession(ctx, ada);
      fake.enqueue({ content: angularAnswer() });
      const held = ctx.app.ctx.workers.run<number>(HOLD_TASK, { ms: 3_000 }, 'holding the thread');

      const answer = await call(ctx.base, 'POST', '/ai/copilot/chat', ada.token, {
        sessionId,
        message: 'a card for a person with a details toggle',
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(chatAnswerSchema, answer.body);
      expect(ctx.app.ctx.workers.status().refused).toBeGreaterThanOrEqual(1);
      expect(data.validation).toMatchObject({ valid: false, busy: true, diagnostics: [] });
      expect(data.files.length).toBeGreaterThan(0);
      await held;
    });
  },
);
