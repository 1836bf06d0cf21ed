import {
  analyticsAnswerSchema,
  chatAnswerSchema,
  clearHistoryAnswerSchema,
  errorEnvelopeSchema,
  generateAnswerSchema,
  historyAnswerSchema,
  messageAnswerSchema,
  promptSendAnswerSchema,
  startSessionAnswerSchema,
  userAnswerSchema,
  type HistoryItem,
} from '@kiln/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../src/billing/plan-change';
import { generationEvents, prompts } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import { startFakeOpenAi, type FakeOpenAi, fakeProviderEnv } from './support/fake-openai';
import { shaped } from './support/shaped';

const BUILTIN_MODEL = 'kiln-engine';

/** A prompt through the prompt API, answered by the built-in engine. */
const sendWith = async (
  ctx: AiTestApp,
  user: SignedUp,
  content: string,
  framework?: 'angular' | 'react',
) => {
  ctx.clock.advance(1_000);
  const answer = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
    content,
    model: BUILTIN_MODEL,
    ...(framework ? { context: { framework } } : {}),
  });
  return shaped(promptSendAnswerSchema, answer.body).data;
};

const historyOf = async (ctx: AiTestApp, user: SignedUp, query = '') =>
  shaped(historyAnswerSchema, (await call(ctx.base, 'GET', `/ai/history${query}`, user.token)).body)
    .data;

const prompted = (items: HistoryItem[]) => items.map((item) => item.prompt);

describe('given a provider that fails', () => {
  let ctx: AiTestApp;
  let fake: FakeOpenAi;

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

  it('should list the failure with its prompt and a plain reason, and filter by status', async () => {
    const user = await signup(ctx.app);
    await sendWith(ctx, user, 'a toggle switch');
    fake.enqueue({ status: 503 });
    ctx.clock.advance(1_000);
    const failed = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
      content: 'a date picker',
    });
    expect(failed.status).toBe(502);

    const failures = await historyOf(ctx, user, '?status=failed');
    expect(failures.items).toEqual([
      expect.objectContaining({
        prompt: 'a date picker',
        status: 'failed',
        source: 'prompt',
        charged: false,
        answer: null,
      }),
    ]);
    expect(failures.items[0]?.failureReason).toMatch(/AI/);
    expect(prompted((await historyOf(ctx, user, '?status=completed')).items)).toEqual([
      'a toggle switch',
    ]);
  });
});

describe('given the generation history', () => {
  let ctx: AiTestApp;

  beforeAll(async () => {
    ctx = await startAiApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (user: SignedUp, content: string, framework?: 'angular' | 'react') =>
    sendWith(ctx, user, content, framework);
  const history = (user: SignedUp, query = '') => historyOf(ctx, user, query);
  const usageOf = async (user: SignedUp) => {
    const analytics = shaped(
      analyticsAnswerSchema,
      (await call(ctx.base, 'GET', '/users/analytics', user.token)).body,
    ).data;
    const profile = shaped(
      userAnswerSchema,
      (await call(ctx.base, 'GET', '/users/profile', user.token)).body,
    ).data.user;
    const { storageUsed, ...generations } = profile.usage;
    return {
      totals: analytics.totals,
      byKind: analytics.byKind,
      currentPeriod: analytics.currentPeriod,
      generations,
      storageUsed,
    };
  };
  describe('given a user who generated through the prompt API, the generate form and the copilot', () => {
    let user: SignedUp;
    let chatMessageId: string;
    let responseId: string;

    beforeAll(async () => {
      user = await signup(ctx.app);
      responseId = (await send(user, 'a login form with email and password')).id;
      ctx.clock.advance(1_000);
      const generated = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        type: 'card',
        framework: 'react',
        name: 'TeamMember',
        description: 'a profile card for a team member',
      });
      shaped(generateAnswerSchema, generated.body);
      const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: { framework: 'angular' },
      });
      const { sessionId } = shaped(startSessionAnswerSchema, started.body).data;
      ctx.clock.advance(1_000);
      const chatted = await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
        sessionId,
        message: 'a pricing table with three plans',
        framework: 'angular',
        conversationHistory: [],
        continuePreviousConversation: false,
      });
      // The copilot follows the configured provider; this one answers from the fake server.
      expect(chatted.status).toBe(200);
      chatMessageId = shaped(chatAnswerSchema, chatted.body).data.messageId;
    });

    it('should list every generation newest first, each linked to the answer it reopens', async () => {
      const data = await history(user);
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
      expect(data.items.map((item) => [item.source, item.kind, item.status])).toEqual([
        ['copilot', 'chat', 'completed'],
        ['generate', 'generate', 'completed'],
        ['prompt', 'generate', 'completed'],
      ]);
      const [chat, generated, prompt] = data.items;
      expect(chat).toMatchObject({
        prompt: 'a pricing table with three plans',
        answer: { kind: 'chat-message', id: chatMessageId },
      });
      expect(chat?.answer?.sessionId).toEqual(expect.any(String));
      expect(generated).toMatchObject({ framework: 'react', charged: true });
      expect(generated?.prompt).toContain('a profile card for a team member');
      expect(generated?.answer?.files.map((file) => file.path)).toEqual([
        'TeamMember.tsx',
        'TeamMember.module.css',
      ]);
      expect(prompt).toMatchObject({
        prompt: 'a login form with email and password',
        framework: 'angular',
        failureReason: null,
        answer: { kind: 'prompt-response', id: responseId, sessionId: null },
      });
      expect(prompt?.answer?.files.length).toBeGreaterThan(0);
    });

    it('should find entries by words of their prompt, case-insensitively and literally', async () => {
      expect(prompted((await history(user, '?search=LOGIN')).items)).toEqual([
        'a login form with email and password',
      ]);
      expect((await history(user, '?search=100%25')).items).toEqual([]);
      expect((await history(user, '?search=_')).items).toEqual([]);
    });

    it('should filter by framework', async () => {
      const react = await history(user, '?framework=react');
      expect(react.items.map((item) => item.source)).toEqual(['generate']);
      const angular = await history(user, '?framework=angular');
      expect(angular.items.every((item) => item.framework === 'angular')).toBe(true);
      expect(angular.pagination.total).toBe(2);
    });
  });

  describe('given more entries than a page holds', () => {
    it('should page them by 10 by default, and by the limit asked', async () => {
      const user = await signup(ctx.app);
      // Eleven charged generations need more than the free plan's ten.
      await ctx.database.database.db.transaction((tx) =>
        grantPlan(tx, {
          userId: user.id,
          plan: 'pro',
          actorId: user.id,
          ip: null,
          now: ctx.clock.now(),
        }),
      );
      for (let index = 1; index <= 11; index += 1) await send(user, `a button number ${index}`);
      const first = await history(user);
      expect(first.items).toHaveLength(10);
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: 11, totalPages: 2 });
      expect(first.items[0]?.prompt).toBe('a button number 11');
      const second = await history(user, '?page=2');
      expect(prompted(second.items)).toEqual(['a button number 1']);
      const small = await history(user, '?page=3&limit=4');
      expect(prompted(small.items)).toEqual([
        'a button number 3',
        'a button number 2',
        'a button number 1',
      ]);
      const past = await history(user, '?page=9');
      expect(past).toMatchObject({ items: [], pagination: { total: 11 } });
    });
  });

  describe('given a user who deletes entries', () => {
    it('should remove one entry and its stored prompt, and leave the usage figures as they were', async () => {
      const user = await signup(ctx.app);
      const kept = await send(user, 'a search box');
      const dropped = await send(user, 'a cookie banner', 'react');
      const before = await usageOf(user);
      const entry = (await history(user, '?search=cookie')).items[0];
      expect(entry?.answer?.id).toBe(dropped.id);

      const deleted = await call(ctx.base, 'DELETE', `/ai/history/${entry?.id}`, user.token);
      expect(deleted.status).toBe(200);
      shaped(messageAnswerSchema, deleted.body);

      expect(prompted((await history(user)).items)).toEqual(['a search box']);
      const after = await usageOf(user);
      expect({ ...after, storageUsed: 0 }).toEqual({ ...before, storageUsed: 0 });
      // The dropped prompt's context ({"framework":"react"}) no longer takes storage.
      expect(before.storageUsed - after.storageUsed).toBe(
        JSON.stringify({ framework: 'react' }).length,
      );
      const [event] = await ctx.database.database.db
        .select()
        .from(generationEvents)
        .where(eq(generationEvents.id, entry?.id ?? ''));
      expect(event).toMatchObject({ prompt: null, hiddenFromHistory: true, charged: true });
      const storedPrompts = await ctx.database.database.db
        .select({ content: prompts.content })
        .from(prompts)
        .where(eq(prompts.userId, user.id));
      expect(storedPrompts).toEqual([{ content: 'a search box' }]);
      expect((await call(ctx.base, 'DELETE', `/ai/history/${entry?.id}`, user.token)).status).toBe(
        404,
      );
      expect(kept.id).toEqual(expect.any(String));
    });

    it('should clear every entry and leave the usage figures as they were', async () => {
      const user = await signup(ctx.app);
      await send(user, 'a navbar');
      await send(user, 'a footer');
      const before = await usageOf(user);
      expect(before.generations.generationsUsed).toBe(2);

      const cleared = await call(ctx.base, 'DELETE', '/ai/history', user.token);
      expect(shaped(clearHistoryAnswerSchema, cleared.body).data).toEqual({ deleted: 2 });
      expect(await history(user)).toMatchObject({ items: [], pagination: { total: 0 } });
      expect(await usageOf(user)).toEqual(before);

      await send(user, 'a sidebar');
      expect(prompted((await history(user)).items)).toEqual(['a sidebar']);
      expect((await usageOf(user)).generations.generationsUsed).toBe(3);
    });
  });

  describe('given two users', () => {
    it("should neither list nor delete another user's entries", async () => {
      const owner = await signup(ctx.app);
      const other = await signup(ctx.app);
      await send(owner, 'a private dashboard');
      const [entry] = (await history(owner)).items;
      expect((await history(other)).items).toEqual([]);

      const answer = await call(ctx.base, 'DELETE', `/ai/history/${entry?.id}`, other.token);
      expect(answer.status).toBe(404);
      expect(shaped(errorEnvelopeSchema, answer.body).error.code).toBe('NOT_FOUND');
      const cleared = await call(ctx.base, 'DELETE', '/ai/history', other.token);
      expect(shaped(clearHistoryAnswerSchema, cleared.body).data).toEqual({ deleted: 0 });
      expect(prompted((await history(owner)).items)).toEqual(['a private dashboard']);
    });

    it('should ask for a sign-in', async () => {
      expect((await call(ctx.base, 'GET', '/ai/history')).status).toBe(401);
      expect((await call(ctx.base, 'DELETE', '/ai/history')).status).toBe(401);
    });
  });

  describe('given fuzzed queries', () => {
    it('should answer 200 or a clear 4xx, never a 5xx', async () => {
      const user = await signup(ctx.app);
      await send(user, 'a card');
      const queries = [
        '?page=0',
        '?page=-1',
        '?page=abc',
        '?limit=0',
        '?limit=101',
        '?limit=1e3',
        '?framework=vue',
        '?status=done',
        `?search=${'x'.repeat(201)}`,
        '?search=%00',
        "?search=' or 1=1 --",
        '?search=%5C',
        '?search=%25%25',
        '?page=1&page=2',
        '?framework[]=react',
        '?status=failed&framework=react&search=card&page=2&limit=1',
      ];
      for (const query of queries) {
        const answer = await call(ctx.base, 'GET', `/ai/history${query}`, user.token);
        expect(answer.status, query).toBeLessThan(500);
        if (answer.status >= 400)
          expect(shaped(errorEnvelopeSchema, answer.body).error.message, query).toMatch(/\w/);
      }
      for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00']) {
        const answer = await call(ctx.base, 'DELETE', `/ai/history/${id}`, user.token);
        expect(answer.status, id).toBeGreaterThanOrEqual(400);
        expect(answer.status, id).toBeLessThan(500);
      }
    });
  });

  describe('given generations stored before history kept their prompts', () => {
    it('should take them from the prompt records and the chat turns they answered', async () => {
      const user = await signup(ctx.app);
      await send(user, 'a contact form');
      const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {});
      const { sessionId } = shaped(startSessionAnswerSchema, started.body).data;
      ctx.clock.advance(1_000);
      const chatted = await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
        sessionId,
        message: 'a settings page with tabs',
        conversationHistory: [],
        continuePreviousConversation: false,
      });
      expect(chatted.status).toBe(200);
      const { db } = ctx.database.database;
      // What an event written before this release holds: no source, no prompt.
      await db
        .update(generationEvents)
        .set({ source: null, prompt: null })
        .where(eq(generationEvents.userId, user.id));
      expect((await history(user)).items).toEqual([]);

      // Found by name, whatever number the migration gets.
      const drizzle = new URL('../drizzle/', import.meta.url);
      const file = readdirSync(drizzle).find((name) =>
        name.endsWith('_backfill_generation_history.sql'),
      );
      const backfill = readFileSync(new URL(file ?? 'missing.sql', drizzle), 'utf8');
      for (const statement of backfill.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));

      const entries = (await history(user)).items;
      expect(entries.map((entry) => [entry.source, entry.prompt])).toEqual([
        ['copilot', 'a settings page with tabs'],
        ['prompt', 'a contact form'],
      ]);
    });
  });
});
