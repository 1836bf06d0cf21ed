import {
  errorEnvelopeSchema,
  historyAnswerSchema,
  sessionAnswerSchema,
  sessionsAnswerSchema,
  startSessionAnswerSchema,
  userAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, prompts, usageCounters } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';

const FREE_STORAGE_LIMIT = 100 * 1024 * 1024;

/** A one-key context whose compact JSON is exactly `bytes` bytes long. */
const contextOfBytes = (bytes: number) => {
  const overhead = JSON.stringify({ notes: '' }).length;
  return { notes: 'x'.repeat(bytes - overhead) };
};

/** JSON text of an object nested `levels` deep: `{"a":{"a":…1}}`. */
const nestedObjectJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** JSON text of an array nested `levels` deep: `[[…]]`. */
const nestedArrayJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('given the context sent with sessions and prompts', () => {
  let ctx: AiTestApp;

  const profileStorage = async (user: SignedUp) => {
    const answer = await call(ctx.base, 'GET', '/users/profile', user.token);
    return parseAnswer(userAnswerSchema, JSON.stringify(answer.body)).data.user.usage.storageUsed;
  };
  const sessionsOf = (userId: string) =>
    ctx.database.database.db.select().from(chatSessions).where(eq(chatSessions.userId, userId));
  const promptsOf = (userId: string) =>
    ctx.database.database.db.select().from(prompts).where(eq(prompts.userId, userId));
  /** Sends a raw JSON text, as a client that builds its own body would. */
  const postRaw = async (path: string, token: string, body: string) => {
    const response = await fetch(ctx.base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const errorOf = (body: unknown) => parseAnswer(errorEnvelopeSchema, JSON.stringify(body)).error;

  beforeAll(async () => {
    ctx = await startAiApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('given a context one byte over 16 KB', () => {
    it('should refuse a session with it as a validation error naming the context, and store nothing', async () => {
      const user = await signup(ctx.app);

      const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: contextOfBytes(16 * 1024 + 1),
      });

      expect(answer.status).toBe(400);
      const error = errorOf(answer.body);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toContain('context');
      expect(error.message).toContain('16384 bytes');
      expect(await sessionsOf(user.id)).toEqual([]);
      expect(await profileStorage(user)).toBe(0);
    });

    it('should refuse a prompt with it and store nothing', async () => {
      const user = await signup(ctx.app);

      const answer = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a signup form with an email field',
        context: { framework: 'angular', ...contextOfBytes(16 * 1024 + 1) },
      });

      expect(answer.status).toBe(400);
      expect(errorOf(answer.body).message).toContain('context');
      expect(await promptsOf(user.id)).toEqual([]);
    });

    it('should refuse a chat message with it', async () => {
      const user = await signup(ctx.app);
      const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {});
      const { sessionId } = parseAnswer(
        startSessionAnswerSchema,
        JSON.stringify(started.body),
      ).data;

      const answer = await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
        sessionId,
        message: 'a login form',
        context: contextOfBytes(16 * 1024 + 1),
      });

      expect(answer.status).toBe(400);
      expect(errorOf(answer.body).message).toContain('context');
    });
  });

  describe('given a context of exactly 16 KB', () => {
    it('should store the session', async () => {
      const user = await signup(ctx.app);

      const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: contextOfBytes(16 * 1024),
      });

      expect(answer.status).toBe(201);
    });
  });

  describe('given a context nested 9 levels deep', () => {
    it('should refuse the session as a validation error naming the context', async () => {
      const user = await signup(ctx.app);

      const answer = await postRaw(
        '/ai/copilot/session/start',
        user.token,
        `{"context":${nestedObjectJson(9)}}`,
      );

      expect(answer.status).toBe(400);
      const error = errorOf(answer.body);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toContain('context');
      expect(error.message).toContain('8 levels');
      expect(await sessionsOf(user.id)).toEqual([]);
    });
  });

  describe('given a request body nested 10,000 levels deep', () => {
    it('should answer 400, not 500, for a deep object or array anywhere in the body', async () => {
      const user = await signup(ctx.app);
      const bodies: [string, string][] = [
        ['/ai/copilot/session/start', `{"context":${nestedObjectJson(10_000)}}`],
        ['/ai/copilot/session/start', `{"context":{"list":${nestedArrayJson(10_000)}}}`],
        ['/ai/prompt/send', `{"content":"a card","context":{"deep":${nestedObjectJson(10_000)}}}`],
        ['/auth/login', `{"email":${nestedArrayJson(10_000)},"password":"x"}`],
      ];

      for (const [path, body] of bodies) {
        const answer = await postRaw(path, user.token, body);
        expect(answer.status, `${path} ${body.slice(0, 40)}`).toBe(400);
        expect(errorOf(answer.body).code).toBe('VALIDATION_ERROR');
      }
      expect(await sessionsOf(user.id)).toEqual([]);
      expect(await promptsOf(user.id)).toEqual([]);
    });
  });

  describe('given text the database cannot store', () => {
    it('should answer 400, not 500, for a NUL character or an unpaired surrogate in a key or a value', async () => {
      const user = await signup(ctx.app);
      const bodies: [string, string][] = [
        ['/ai/copilot/session/start', '{"title":"a\\u0000b"}'],
        ['/ai/copilot/session/start', '{"context":{"note":"half \\ud800 a pair"}}'],
        ['/ai/copilot/session/start', '{"context":{"\\udc00":"a low half alone"}}'],
        ['/ai/prompt/send', '{"content":"a card with a \\u0000 label"}'],
      ];
      for (const [path, body] of bodies) {
        const answer = await postRaw(path, user.token, body);
        expect(answer.status, `${path} ${body}`).toBe(400);
        expect(errorOf(answer.body).code).toBe('VALIDATION_ERROR');
      }
      expect(await sessionsOf(user.id)).toEqual([]);
      expect(await promptsOf(user.id)).toEqual([]);
      const paired = await postRaw(
        '/ai/copilot/session/start',
        user.token,
        '{"title":"a whole pair \\ud83d\\ude00 is fine"}',
      );
      expect(paired.status).toBe(201);
    });
  });

  describe('given stored contexts', () => {
    it('should count their bytes toward storage, and give them back when the session is deleted', async () => {
      const user = await signup(ctx.app);
      // Accents, numbers and nesting: the bytes given back on delete, measured on the context the
      // database returns, must match the bytes counted on the way in.
      const sessionContext = {
        notes: 'x'.repeat(9_000),
        title: 'Café — déjà vu',
        price: 1.5,
        huge: 1e21,
        tags: ['a', { b: null, c: [true, -0.25] }],
      };
      const sessionContextBytes = Buffer.byteLength(JSON.stringify(sessionContext));
      const promptContext = { framework: 'react' as const, page: 'settings' };
      const promptContextBytes = JSON.stringify(promptContext).length;

      const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: sessionContext,
      });
      expect(started.status).toBe(201);
      const { sessionId } = parseAnswer(
        startSessionAnswerSchema,
        JSON.stringify(started.body),
      ).data;
      expect(await profileStorage(user)).toBe(sessionContextBytes);

      const prompted = await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a signup form with an email field',
        context: promptContext,
      });
      expect(prompted.status).toBe(200);
      expect(await profileStorage(user)).toBe(sessionContextBytes + promptContextBytes);

      const deleted = await call(
        ctx.base,
        'DELETE',
        `/ai/copilot/sessions/${sessionId}`,
        user.token,
      );
      expect(deleted.status).toBe(200);
      expect(await profileStorage(user)).toBe(promptContextBytes);
    });

    it('should refuse a context that would pass the plan’s storage limit, and store nothing', async () => {
      const user = await signup(ctx.app);
      const nearlyFull = FREE_STORAGE_LIMIT - 100;
      await ctx.database.database.db
        .update(usageCounters)
        .set({ storageUsedBytes: nearlyFull })
        .where(eq(usageCounters.userId, user.id));

      const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: contextOfBytes(101),
      });

      expect(answer.status).toBe(413);
      const error = errorOf(answer.body);
      expect(error.code).toBe('STORAGE_LIMIT_REACHED');
      expect(error.message).toContain('100 MB of storage of your Free plan');
      expect(await sessionsOf(user.id)).toEqual([]);
      expect(await profileStorage(user)).toBe(nearlyFull);

      const fits = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context: contextOfBytes(100),
      });
      expect(fits.status).toBe(201);
      expect(await profileStorage(user)).toBe(FREE_STORAGE_LIMIT);
    });
  });

  describe('given many sessions started at once with room for only some of their contexts', () => {
    it('should store exactly as many as fit, and never count past the limit', async () => {
      const user = await signup(ctx.app);
      await ctx.database.database.db
        .update(usageCounters)
        .set({ storageUsedBytes: FREE_STORAGE_LIMIT - 10 * 1000 })
        .where(eq(usageCounters.userId, user.id));

      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
            context: contextOfBytes(1000),
          }),
        ),
      );

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 413)).toHaveLength(20);
      expect(await sessionsOf(user.id)).toHaveLength(10);
      expect(await profileStorage(user)).toBe(FREE_STORAGE_LIMIT);
    });
  });

  describe('given sessions and prompts with contexts', () => {
    it('should leave the context out of the session and history lists, and keep it in the single read', async () => {
      const user = await signup(ctx.app);
      const context = { framework: 'angular', page: 'checkout' };
      const started = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {
        context,
      });
      const { sessionId } = parseAnswer(
        startSessionAnswerSchema,
        JSON.stringify(started.body),
      ).data;
      await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
        sessionId,
        message: 'a login form',
        conversationHistory: [],
        continuePreviousConversation: false,
      });
      await call(ctx.base, 'POST', '/ai/prompt/send', user.token, {
        content: 'a signup form with an email field',
        context,
      });

      const sessions = await call(ctx.base, 'GET', '/ai/copilot/sessions', user.token);
      const history = await call(ctx.base, 'GET', '/ai/history', user.token);
      const single = await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token);

      parseAnswer(sessionsAnswerSchema, JSON.stringify(sessions.body));
      parseAnswer(historyAnswerSchema, JSON.stringify(history.body));
      // Read as sent: parsing with the list schemas would drop a context they do not declare.
      const listed = (answer: { body: unknown }) =>
        (answer.body as { data: { items: Record<string, unknown>[] } }).data.items;
      expect(listed(sessions)).toHaveLength(1);
      expect(listed(history)).toHaveLength(2);
      for (const item of [...listed(sessions), ...listed(history)])
        expect(Object.keys(item)).not.toContain('context');
      const { session } = parseAnswer(sessionAnswerSchema, JSON.stringify(single.body)).data;
      expect(session.context).toEqual(context);
    });
  });
});
