import {
  aiGuardSettingsAnswerSchema,
  aiHealthAnswerSchema,
  aiModelsAnswerSchema,
  chatAnswerSchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  generateAnswerSchema,
  historyAnswerSchema,
  promptSendAnswerSchema,
  renameSessionAnswerSchema,
  sessionAnswerSchema,
  sessionsAnswerSchema,
  startSessionAnswerSchema,
  suggestionsAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, generationEvents, prompts, usageCounters } from '../src/db/schema/index';
import { call, openStream, readEvents, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import { shaped } from './support/shaped';

describe('given the builtin AI provider', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;
  let grace: SignedUp;

  const startSession = async (user: SignedUp, body: unknown = {}) => {
    const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, body);
    expect(answer.status).toBe(201);
    return shaped(startSessionAnswerSchema, answer.body).data.sessionId;
  };
  const chat = (
    user: SignedUp,
    sessionId: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) =>
    call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId,
      message,
      conversationHistory: [],
      continuePreviousConversation: false,
      ...extra,
    });

  beforeAll(async () => {
    ctx = await startAiApp();
    ada = await signup(ctx.app);
    grace = await signup(ctx.app, { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('given a new copilot session', () => {
    it('should answer a description with Angular code blocks, suggestions and a confidence', async () => {
      const sessionId = await startSession(ada, {
        title: 'Sign-in work',
        context: { framework: 'angular' },
      });
      ctx.clock.advance(1_000);
      const answer = await chat(
        ada,
        sessionId,
        'a login form with email and password and a remember me checkbox',
      );
      expect(answer.status).toBe(200);
      const { data } = shaped(chatAnswerSchema, answer.body);
      expect(data.message).toMatch(/LoginForm/);
      expect(data.codeBlocks.map((block) => block.language)).toEqual(
        expect.arrayContaining(['typescript', 'html', 'scss']),
      );
      expect(data.code).toContain('ChangeDetectionStrategy.OnPush');
      expect(data.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(data.confidence).toBeGreaterThan(0);
      expect(data.provider).toBe('builtin');
      expect(data.charged).toBe(true);
      expect(data.usage?.generationsUsed).toBe(1);
    });

    it('should refine the previous component on a follow-up, from the stored history rather than what the client sent', async () => {
      const sessionId = await startSession(ada);
      ctx.clock.advance(1_000);
      const first = shaped(
        chatAnswerSchema,
        (await chat(ada, sessionId, 'a contact form with name, email and message')).body,
      ).data;
      ctx.clock.advance(1_000);
      const second = await chat(ada, sessionId, 'add a phone field', {
        conversationHistory: [{ role: 'user', content: 'a pricing table' }],
        continuePreviousConversation: true,
      });
      const { data } = shaped(chatAnswerSchema, second.body);
      expect(data.message).toMatch(/phone/i);
      expect(data.code).toMatch(/class ContactFormComponent/);
      expect(first.codeBlocks.find((b) => b.language === 'html')?.code).not.toMatch(/type="tel"/);
      expect(data.codeBlocks.find((b) => b.language === 'html')?.code).toMatch(/type="tel"/);

      const stored = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, ada.token)).body,
      ).data;
      expect(stored.messages.map((m) => m.type)).toEqual(['user', 'ai', 'user', 'ai']);
      expect(stored.messages[3]?.isCodeMessage).toBe(true);
      expect(stored.session.title).toBe('a contact form with name, email and message');
    });

    it('should not charge a switch of framework, which re-prints the same component, and charge a change', async () => {
      const eve = await signup(ctx.app, { firstName: 'Eve' });
      const sessionId = await startSession(eve);
      ctx.clock.advance(1_000);
      const first = shaped(
        chatAnswerSchema,
        (await chat(eve, sessionId, 'a contact form with name, email and message')).body,
      ).data;
      expect(first).toMatchObject({ charged: true, usage: { generationsUsed: 1 } });

      ctx.clock.advance(1_000);
      const react = shaped(
        chatAnswerSchema,
        (await chat(eve, sessionId, 'switch to React')).body,
      ).data;
      expect(react.files.map((f) => f.path)).toEqual(
        expect.arrayContaining([expect.stringMatching(/\.tsx$/)]),
      );
      expect(react.charged).toBe(false);

      ctx.clock.advance(1_000);
      const designSystem = shaped(
        chatAnswerSchema,
        (await chat(eve, sessionId, 'use Kiln’s design system')).body,
      ).data;
      expect(designSystem.code).toContain('@kiln/design-system');
      expect(designSystem.charged).toBe(false);

      ctx.clock.advance(1_000);
      const back = shaped(
        chatAnswerSchema,
        (await chat(eve, sessionId, 'switch to Angular')).body,
      ).data;
      expect(back.code).toContain('@Component');
      expect(back.charged).toBe(false);

      const profile = await call(ctx.base, 'GET', '/auth/profile', eve.token);
      expect(profile.body).toMatchObject({ data: { user: { usage: { generationsUsed: 1 } } } });

      // A change with the switch is a new component: charged.
      ctx.clock.advance(1_000);
      const changed = shaped(
        chatAnswerSchema,
        (await chat(eve, sessionId, 'switch to React and add a phone field')).body,
      ).data;
      expect(changed.codeBlocks.map((b) => b.code).join('\n')).toMatch(/type="tel"/);
      expect(changed).toMatchObject({ charged: true, usage: { generationsUsed: 2 } });
    });

    it('should not charge a prompt record that only switches the framework of the answer it refines', async () => {
      const fay = await signup(ctx.app, { firstName: 'Fay' });
      const first = shaped(
        promptSendAnswerSchema,
        (
          await call(ctx.base, 'POST', '/ai/prompt/send', fay.token, {
            content: 'a newsletter signup form',
          })
        ).body,
      ).data;
      expect(first.metadata.charged).toBe(true);
      ctx.clock.advance(1_000);
      const react = shaped(
        promptSendAnswerSchema,
        (
          await call(ctx.base, 'POST', '/ai/prompt/send', fay.token, {
            content: 'switch to React',
            type: 'refine',
            context: { responseId: first.id },
          })
        ).body,
      ).data;
      expect(react.metadata).toMatchObject({ framework: 'react', charged: false });
    });

    it('should answer without code and without charging when a follow-up changes nothing', async () => {
      const sessionId = await startSession(ada);
      ctx.clock.advance(1_000);
      await chat(ada, sessionId, 'a newsletter form');
      ctx.clock.advance(1_000);
      const { data } = shaped(chatAnswerSchema, (await chat(ada, sessionId, 'thanks!')).body);
      expect(data.codeBlocks).toEqual([]);
      expect(data.charged).toBe(false);
      expect(data.message).toMatch(/unchanged/);
    });
  });

  describe('given the chat guards', () => {
    it('should refuse an empty message with the spec text', async () => {
      const sessionId = await startSession(ada);
      const answer = await chat(ada, sessionId, '   ');
      expect(answer.status).toBe(400);
      expect(shaped(errorEnvelopeSchema, answer.body).error).toMatchObject({
        code: 'EMPTY_MESSAGE',
        message: 'Message cannot be empty',
      });
    });

    it('should refuse a 2001-character message and accept one of 2000', async () => {
      const sessionId = await startSession(ada);
      const tooLong = await chat(ada, sessionId, `a card ${'x'.repeat(1994)}`);
      expect(tooLong.status).toBe(400);
      expect(shaped(errorEnvelopeSchema, tooLong.body).error).toMatchObject({
        code: 'PROMPT_TOO_LONG',
        details: { length: 2001, limit: 2000 },
      });
      ctx.clock.advance(1_000);
      const longest = await chat(ada, sessionId, `a card ${'x'.repeat(1993)}`);
      expect(longest.status).toBe(200);
    });

    it('should refuse a second message within 500 ms and accept it once 500 ms have passed', async () => {
      const sessionId = await startSession(ada);
      ctx.clock.advance(1_000);
      expect((await chat(ada, sessionId, 'a star rating')).status).toBe(200);
      ctx.clock.advance(499);
      const tooSoon = await chat(ada, sessionId, 'use a dark theme');
      expect(tooSoon.status).toBe(429);
      expect(shaped(errorEnvelopeSchema, tooSoon.body).error).toMatchObject({
        code: 'MESSAGE_TOO_SOON',
        message: 'Please wait before sending another message',
      });
      ctx.clock.advance(1);
      expect((await chat(ada, sessionId, 'use a dark theme')).status).toBe(200);
    });

    it('should let exactly one of several simultaneous messages of a session through', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      const answers = await Promise.all(
        ['a star rating', 'a search bar', 'a progress bar', 'a breadcrumb'].map((message) =>
          chat(user, sessionId, message),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        statuses
          .filter((status) => status !== 200)
          .every((status) => status === 409 || status === 429),
      ).toBe(true);
      const messages = await ctx.database.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId));
      expect(messages).toHaveLength(2);
    });

    it('should answer 404 for another user’s session, for reading, chatting and deleting alike', async () => {
      const sessionId = await startSession(ada);
      ctx.clock.advance(1_000);
      expect((await chat(grace, sessionId, 'a navbar')).status).toBe(404);
      expect(
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, grace.token)).status,
      ).toBe(404);
      expect(
        (await call(ctx.base, 'DELETE', `/ai/copilot/sessions/${sessionId}`, grace.token)).status,
      ).toBe(404);
      expect(
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, ada.token)).status,
      ).toBe(200);
    });

    it('should require a bearer token', async () => {
      const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', undefined, {});
      expect(answer.status).toBe(401);
    });
  });

  describe('given a user at the end of the allowance mid-session', () => {
    it('should answer 429 QUOTA_EXCEEDED with the reset date and store nothing for the refused message', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      ctx.clock.advance(1_000);
      expect((await chat(user, sessionId, 'a data table of orders')).status).toBe(200);
      await ctx.database.database.db
        .update(usageCounters)
        .set({ generationsUsed: 10 })
        .where(eq(usageCounters.userId, user.id));
      ctx.clock.advance(1_000);
      const refused = await chat(user, sessionId, 'add pagination');
      expect(refused.status).toBe(429);
      const { error } = shaped(errorEnvelopeSchema, refused.body);
      expect(error.code).toBe('QUOTA_EXCEEDED');
      expect(error.details).toMatchObject({
        plan: 'free',
        generationsLimit: 10,
        resetsAt: expect.any(String),
      });
      const messages = await ctx.database.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId));
      expect(messages).toHaveLength(2);
    });
  });

  describe('given a user at the end of the allowance on the prompt API and generate', () => {
    // The built-in engine's answers are refused by their own transaction, not at admission: the
    // refusal and what is stored must be the same as if they had been refused before the engine ran.
    const usedUp = async (user: SignedUp, storageFull = false) => {
      await ctx.database.database.db
        .update(usageCounters)
        .set({ generationsUsed: 10, ...(storageFull ? { storageUsedBytes: 10 ** 12 } : {}) })
        .where(eq(usageCounters.userId, user.id));
    };
    const stored = async (user: SignedUp) => {
      const db = ctx.database.database.db;
      const [usage] = await db
        .select()
        .from(usageCounters)
        .where(eq(usageCounters.userId, user.id));
      return {
        prompts: (await db.select().from(prompts).where(eq(prompts.userId, user.id))).length,
        events: (
          await db.select().from(generationEvents).where(eq(generationEvents.userId, user.id))
        ).length,
        generationsUsed: usage?.generationsUsed,
        storageUsedBytes: usage?.storageUsedBytes,
      };
    };
    const refusedForQuota = (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBe(429);
      const { error } = shaped(errorEnvelopeSchema, answer.body);
      expect(error.code).toBe('QUOTA_EXCEEDED');
      expect(error.details).toMatchObject({ plan: 'free', generationsLimit: 10 });
    };

    it('should refuse a component, a clarifying question and a generate request alike, storing nothing', async () => {
      const user = await signup(ctx.app);
      await usedUp(user);
      const before = await stored(user);
      for (const content of ['a login form with email and password', 'asdf qwerty']) {
        ctx.clock.advance(1_000);
        refusedForQuota(
          await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
            content,
            context: { framework: 'react' },
          }),
        );
      }
      ctx.clock.advance(1_000);
      refusedForQuota(
        await call(ctx.base, 'POST', '/ai/generate', user.token, {
          type: 'card',
          framework: 'react',
          name: 'TeamMember',
          description: 'a profile card for a team member',
        }),
      );
      expect(await stored(user)).toEqual(before);
    });

    it('should say the allowance is used, not the storage, when both are full', async () => {
      const user = await signup(ctx.app);
      await usedUp(user, true);
      const before = await stored(user);
      ctx.clock.advance(1_000);
      refusedForQuota(
        await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
          content: 'a contact form',
          context: { framework: 'react' },
        }),
      );
      expect(await stored(user)).toEqual(before);
    });
  });

  describe('given a user who sends too many requests in a minute', () => {
    it('should answer RATE_LIMITED after the per-user budget and accept requests again in the next window', async () => {
      const user = await signup(ctx.app);
      // At the allowance's end every request is refused cheaply after it was counted.
      await ctx.database.database.db
        .update(usageCounters)
        .set({ generationsUsed: 10 })
        .where(eq(usageCounters.userId, user.id));
      for (let index = 0; index < 30; index += 1) {
        const answer = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
          content: 'a badge',
        });
        expect(shaped(errorEnvelopeSchema, answer.body).error.code).toBe('QUOTA_EXCEEDED');
      }
      const limited = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a badge',
      });
      expect(limited.status).toBe(429);
      expect(shaped(errorEnvelopeSchema, limited.body).error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      ctx.clock.advance(60_000);
      const later = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a badge',
      });
      expect(shaped(errorEnvelopeSchema, later.body).error.code).toBe('QUOTA_EXCEEDED');
    });
  });

  describe('given the session list', () => {
    it('should list only my sessions, newest activity first, and delete one with its messages', async () => {
      const user = await signup(ctx.app);
      const older = await startSession(user, { title: 'Older' });
      expect((await chat(user, older, 'a login form')).status).toBe(200);
      ctx.clock.advance(1_000);
      const newer = await startSession(user, { title: 'Newer' });
      expect((await chat(user, newer, 'a signup form')).status).toBe(200);
      const list = shaped(
        sessionsAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/copilot/sessions?page=1&limit=10', user.token)).body,
      ).data;
      expect(list.items.map((s) => s.title)).toEqual(['Newer', 'Older']);
      expect(list.items.find((s) => s.id === older)?.isActive).toBe(false);
      expect(list.pagination.total).toBe(2);
      expect(
        (await call(ctx.base, 'DELETE', `/ai/copilot/sessions/${newer}`, user.token)).status,
      ).toBe(200);
      expect(
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${newer}`, user.token)).status,
      ).toBe(404);
    });

    it('should not list a new conversation until its first message', async () => {
      const user = await signup(ctx.app);
      const written = await startSession(user, { title: 'Written in' });
      expect((await chat(user, written, 'a login form')).status).toBe(200);
      ctx.clock.advance(1_000);
      const empty = await startSession(user);
      const listed = async () =>
        shaped(
          sessionsAnswerSchema,
          (await call(ctx.base, 'GET', '/ai/copilot/sessions', user.token)).body,
        ).data;

      const before = await listed();
      expect(before.items.map((s) => s.id)).toEqual([written]);
      expect(before.pagination.total).toBe(1);
      expect(
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${empty}`, user.token)).status,
      ).toBe(200);

      ctx.clock.advance(1_000);
      expect((await chat(user, empty, 'a pricing table')).status).toBe(200);
      const after = await listed();
      expect(after.items.map((s) => [s.id, s.messageCount])).toEqual([
        [empty, 2],
        [written, 2],
      ]);
      expect(after.pagination.total).toBe(2);
    });
  });

  describe('given a conversation to rename or stop', () => {
    it('should rename my conversation and keep the new title in the list', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user, { title: 'First try' });
      expect((await chat(user, sessionId, 'a checkout form')).status).toBe(200);
      const renamed = await call(
        ctx.base,
        'PATCH',
        `/ai/copilot/sessions/${sessionId}`,
        user.token,
        {
          title: '  Checkout form  ',
        },
      );
      expect(renamed.status).toBe(200);
      expect(shaped(renameSessionAnswerSchema, renamed.body).data.title).toBe('Checkout form');
      const list = shaped(
        sessionsAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/copilot/sessions', user.token)).body,
      ).data;
      expect(list.items.map((s) => s.title)).toEqual(['Checkout form']);
    });

    it('should refuse an empty title with a clear message', async () => {
      const sessionId = await startSession(ada);
      const refused = await call(
        ctx.base,
        'PATCH',
        `/ai/copilot/sessions/${sessionId}`,
        ada.token,
        {
          title: '   ',
        },
      );
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Give the conversation a title');
    });

    it('should answer 404 to another user renaming or stopping my conversation, and change nothing', async () => {
      const sessionId = await startSession(ada, { title: 'Mine' });
      const rename = await call(
        ctx.base,
        'PATCH',
        `/ai/copilot/sessions/${sessionId}`,
        grace.token,
        {
          title: 'Taken',
        },
      );
      expect(rename.status).toBe(404);
      const stop = await call(
        ctx.base,
        'POST',
        `/ai/copilot/sessions/${sessionId}/stop`,
        grace.token,
      );
      expect(stop.status).toBe(404);
      const mine = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, ada.token)).body,
      ).data;
      expect(mine.session.title).toBe('Mine');
    });

    it('should answer stopped false when no answer is being written', async () => {
      const sessionId = await startSession(ada);
      const stop = await call(
        ctx.base,
        'POST',
        `/ai/copilot/sessions/${sessionId}/stop`,
        ada.token,
      );
      expect(stop.body).toEqual({ success: true, data: { stopped: false } });
    });
  });

  describe('given a long conversation read page by page', () => {
    it('should answer the latest messages first, then the earlier ones before a message', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user);
      for (const message of ['a login form', 'add a phone field', 'use a dark theme']) {
        ctx.clock.advance(1_000);
        expect((await chat(user, sessionId, message)).status).toBe(200);
      }
      const latest = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}?limit=2`, user.token)).body,
      ).data;
      expect(latest.hasEarlier).toBe(true);
      expect(latest.session.messageCount).toBe(6);
      expect(latest.messages.map((m) => [m.type, m.type === 'user' ? m.content : ''])).toEqual([
        ['user', 'use a dark theme'],
        ['ai', ''],
      ]);
      const earlier = shaped(
        sessionAnswerSchema,
        (
          await call(
            ctx.base,
            'GET',
            `/ai/copilot/sessions/${sessionId}?limit=10&before=${latest.messages[0]?.id}`,
            user.token,
          )
        ).body,
      ).data;
      expect(earlier.hasEarlier).toBe(false);
      expect(earlier.messages.filter((m) => m.type === 'user').map((m) => m.content)).toEqual([
        'a login form',
        'add a phone field',
      ]);
      const whole = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
      ).data;
      expect(whole.messages).toHaveLength(6);
      expect(whole.hasEarlier).toBe(false);
    });
  });

  describe('given the guard settings endpoint', () => {
    it('should report the limits the AI endpoints apply', async () => {
      const answer = await call(ctx.base, 'GET', '/ai/guards', ada.token);
      expect(shaped(aiGuardSettingsAnswerSchema, answer.body).data).toEqual({
        maxPromptLength: 2000,
        minMessageIntervalMs: 500,
        requestsPerMinute: 30,
      });
    });

    it('should require a bearer token', async () => {
      expect((await call(ctx.base, 'GET', '/ai/guards')).status).toBe(401);
    });
  });

  describe('given the streaming chat endpoint', () => {
    it('should send deltas, then a done event with the full answer, and store the turn', async () => {
      const sessionId = await startSession(ada);
      ctx.clock.advance(1_000);
      const response = await openStream(ctx.base, ada.token, {
        sessionId,
        message: 'a pricing table with three plans',
      });
      expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
      const events = [];
      for await (const event of readEvents(response)) events.push(event);
      const deltas = events.filter((e) => e.event === 'delta');
      const done = events.at(-1);
      expect(deltas.length).toBeGreaterThan(0);
      expect(done?.event).toBe('done');
      const { data } = shaped(chatAnswerSchema, done?.data);
      expect(deltas.map((d) => (d.data as { text: string }).text).join('')).toContain(data.message);
      const stored = shaped(
        sessionAnswerSchema,
        (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, ada.token)).body,
      ).data;
      expect(stored.messages.map((m) => m.id)).toContain(data.messageId);
    });

    it('should answer a guard refusal as JSON before any event', async () => {
      const sessionId = await startSession(ada);
      const response = await openStream(ctx.base, ada.token, { sessionId, message: '' });
      expect(response.status).toBe(400);
      expect(shaped(errorEnvelopeSchema, await response.json()).error.code).toBe('EMPTY_MESSAGE');
    });
  });

  describe('given the prompt API', () => {
    it('should report the builtin engine as healthy without a token', async () => {
      const answer = await call(ctx.base, 'GET', '/ai/prompt/health');
      expect(shaped(aiHealthAnswerSchema, answer.body).data).toMatchObject({
        status: 'healthy',
        provider: 'builtin',
      });
    });

    it('should list the builtin model', async () => {
      const { data } = shaped(
        aiModelsAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/prompt/models', ada.token)).body,
      );
      expect(data.models).toEqual([
        expect.objectContaining({
          id: 'kiln-engine',
          provider: 'builtin',
          available: true,
          isDefault: true,
        }),
      ]);
    });

    it('should answer a prompt record with code {typescript, html, scss} and metadata, taking the user from the token', async () => {
      const carol = await signup(ctx.app, { firstName: 'Carol' });
      const answer = await call(ctx.base, 'POST', '/ai/prompt/send', carol.token, {
        id: 'client-1',
        content: 'a product card with an add to cart button',
        timestamp: new Date().toISOString(),
        userId: grace.id,
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(promptSendAnswerSchema, answer.body);
      expect(data.code.typescript).toMatch(/@Component/);
      expect(data.code.html).toMatch(/<button/);
      expect(data.code.scss).toMatch(/\{/);
      expect(data.metadata).toMatchObject({
        model: 'kiln-engine',
        provider: 'builtin',
        framework: 'angular',
        charged: true,
      });
      expect(data.metadata.generationTime).toBeGreaterThanOrEqual(0);

      ctx.clock.advance(1_000);
      const refined = await call(ctx.base, 'POST', '/ai/prompt/send', carol.token, {
        content: 'switch to React',
        type: 'refine',
        context: { responseId: data.id },
      });
      const refinedData = shaped(promptSendAnswerSchema, refined.body).data;
      expect(refinedData.files.map((f) => f.path)).toEqual(
        expect.arrayContaining([expect.stringMatching(/\.tsx$/)]),
      );

      const graceHistory = shaped(
        historyAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/history', grace.token)).body,
      ).data;
      expect(graceHistory.items).toEqual([]);
      const carolHistory = shaped(
        historyAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/history?page=1&limit=1', carol.token)).body,
      ).data;
      expect(carolHistory.pagination).toMatchObject({ total: 2, totalPages: 2 });
      expect(carolHistory.items[0]).toMatchObject({
        prompt: 'switch to React',
        kind: 'refine',
        answer: { kind: 'prompt-response', id: refinedData.id },
      });
    });

    it('should refuse to refine another user’s answer', async () => {
      const dave = await signup(ctx.app, { firstName: 'Dave' });
      const own = shaped(
        promptSendAnswerSchema,
        (
          await call(ctx.base, 'POST', '/ai/prompt/send', dave.token, {
            content: 'a toggle switch',
          })
        ).body,
      ).data;
      const answer = await call(ctx.base, 'POST', '/ai/prompt/send', grace.token, {
        content: 'use a dark theme',
        type: 'refine',
        context: { responseId: own.id },
      });
      expect(answer.status).toBe(404);
    });

    it('should offer completions for the word at the cursor and a modernising edit for the line', async () => {
      const code =
        "import { Component } from '@angular/core';\nexport class A {\n  @Input() label: string = 'Save';\n  readonly count = sig";
      const answer = await call(ctx.base, 'POST', '/ai/prompt/suggestions', ada.token, {
        code,
        cursor: code.length,
        context: { language: 'typescript' },
      });
      const { data } = shaped(suggestionsAnswerSchema, answer.body);
      expect(data.suggestions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'completion',
            insertText: 'signal',
            range: { start: code.length - 3, end: code.length },
          }),
        ]),
      );
      const onInputLine = await call(ctx.base, 'POST', '/ai/prompt/suggestions', ada.token, {
        code,
        cursor: { line: 3, column: 5 },
      });
      expect(shaped(suggestionsAnswerSchema, onInputLine.body).data.suggestions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'edit', insertText: "label = input<string>('Save');" }),
        ]),
      );
    });
  });

  describe('given the structured generate endpoint', () => {
    it('should answer the generated code result, charge it and record it in the history', async () => {
      const user = await signup(ctx.app);
      const answer = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        type: 'card',
        framework: 'react',
        name: 'TeamMember',
        description: 'a profile card for a team member',
        features: ['dark mode'],
        styling: { primary: '#0ea5e9' },
        props: [{ name: 'name', type: 'string', required: true }],
        dependencies: ['clsx'],
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(generateAnswerSchema, answer.body);
      expect(data).toMatchObject({ name: 'TeamMember', framework: 'react' });
      expect(data.files.map((f) => f.path)).toEqual(['TeamMember.tsx', 'TeamMember.module.css']);
      expect(data.dependencies).toEqual(expect.arrayContaining(['react@^19.0.0', 'clsx']));
      const events = await ctx.database.database.db
        .select()
        .from(generationEvents)
        .where(eq(generationEvents.userId, user.id));
      expect(events).toEqual([
        expect.objectContaining({ kind: 'generate', charged: true, model: 'kiln-engine' }),
      ]);
      const history = shaped(
        historyAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/history', user.token)).body,
      ).data;
      expect(history.items[0]).toMatchObject({ source: 'generate', answer: { id: data.id } });
    });
  });

  describe('given the structured generate endpoint and variants', () => {
    it('should answer that many takes in other layouts, charging one generation', async () => {
      const user = await signup(ctx.app);
      const answer = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        description: 'a data table of orders with number, customer, amount and status',
        framework: 'angular',
        variants: 3,
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(generateAnswerSchema, answer.body);
      const takes = data.variants ?? [];
      expect(takes).toHaveLength(3);
      expect(new Set(takes.map((take) => take.label)).size).toBe(3);
      const code = takes.map((take) => take.files.map((file) => file.content).join('\n'));
      expect(new Set(code).size).toBe(3);
      for (const take of takes)
        expect(take.files.map((f) => f.path)).toEqual(data.files.map((f) => f.path));
      const events = await ctx.database.database.db
        .select()
        .from(generationEvents)
        .where(eq(generationEvents.userId, user.id));
      expect(events.filter((event) => event.charged)).toHaveLength(1);

      const one = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        description: 'a contact form',
        variants: 1,
      });
      expect(shaped(generateAnswerSchema, one.body).data.variants).toBeUndefined();
      const tooMany = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        description: 'a contact form',
        variants: 4,
      });
      expect(tooMany.status).toBe(400);
    });
  });

  describe('given the structured generate endpoint and react-ds', () => {
    it('should answer React written with the design system, and list it in the history filter', async () => {
      const user = await signup(ctx.app);
      const answer = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        type: 'form',
        framework: 'react-ds',
        name: 'ContactForm',
        description: 'a contact form with name, email and message',
      });
      expect(answer.status).toBe(200);
      const { data } = shaped(generateAnswerSchema, answer.body);
      expect(data).toMatchObject({ name: 'ContactForm', framework: 'react-ds' });
      const tsx = data.files.find((f) => f.path === 'ContactForm.tsx')?.content ?? '';
      expect(tsx).toContain("from '@kiln/design-system';");
      expect(data.dependencies).toContain('@kiln/design-system');
      const other = await call(ctx.base, 'POST', '/ai/generate', user.token, {
        type: 'form',
        framework: 'angular',
        name: 'ContactForm',
        description: 'a contact form with name, email and message',
      });
      expect(other.status).toBe(200);
      const filtered = await call(ctx.base, 'GET', '/ai/history?framework=react-ds', user.token);
      expect(shaped(historyAnswerSchema, filtered.body).data.items).toHaveLength(1);
    });
  });

  describe('given a user who used the copilot and the prompt API', () => {
    it('should include every conversation with its messages and every prompt with its response in the data export', async () => {
      const user = await signup(ctx.app);
      const sessionId = await startSession(user, { title: 'Pricing work' });
      ctx.clock.advance(1_000);
      expect((await chat(user, sessionId, 'a pricing table with three plans')).status).toBe(200);
      const sent = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a newsletter form',
      });
      const response = shaped(promptSendAnswerSchema, sent.body).data;

      const exported = shaped(
        exportAnswerSchema,
        (await call(ctx.base, 'GET', '/users/export', user.token)).body,
      ).data;
      expect(exported.conversations).toEqual([
        expect.objectContaining({ id: sessionId, title: 'Pricing work', messageCount: 2 }),
      ]);
      expect(exported.conversations[0]?.messages.map((message) => message.type)).toEqual([
        'user',
        'ai',
      ]);
      expect(exported.conversations[0]?.messages[0]?.content).toBe(
        'a pricing table with three plans',
      );
      expect(exported.prompts).toEqual([
        expect.objectContaining({
          content: 'a newsletter form',
          response: expect.objectContaining({ id: response.id }),
        }),
      ]);
    });

    it('should not include the conversations of other users', async () => {
      const exported = shaped(
        exportAnswerSchema,
        (await call(ctx.base, 'GET', '/users/export', grace.token)).body,
      ).data;
      const adaSessions = shaped(
        sessionsAnswerSchema,
        (await call(ctx.base, 'GET', '/ai/copilot/sessions', ada.token)).body,
      ).data.items.map((session) => session.id);
      expect(adaSessions.length).toBeGreaterThan(0);
      expect(exported.conversations.map((session) => session.id)).not.toEqual(
        expect.arrayContaining([adaSessions[0]]),
      );
    });
  });
});
