import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  generationEvents,
  promptResponses,
  prompts,
  usageCounters,
} from '../src/db/schema/index';
import { toPromptResponse } from '../src/ai/prompt-records';
import { storedJsonBytes } from '../src/quota/storage';
import { bearer, createTestApp, signup, type SignedUp, type TestApp } from './support/app';

/** A prompt containing this makes the database refuse the answer's history entry. */
const FAILS = 'history refused';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The answer's history entry (its generation event) is written after its charge: a failing
  // insert there shows whether the charge and the storage count roll back with it.
  await t.database.db.execute(sql`
    create function refuse_history() returns trigger language plpgsql as $$
    begin
      if new.prompt like '%${sql.raw(FAILS)}%' then raise exception 'history write refused'; end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create trigger refuse_history before insert on generation_events
    for each row execute function refuse_history()`);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const usage = async (user: SignedUp) => {
  const [row] = await db().select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  return { generations: row?.generationsUsed, storage: row?.storageUsedBytes };
};

const stored = async (user: SignedUp) => ({
  events: (await db().select().from(generationEvents).where(eq(generationEvents.userId, user.id)))
    .length,
  prompts: (await db().select().from(prompts).where(eq(prompts.userId, user.id))).length,
  responses: (await db().select().from(promptResponses).where(eq(promptResponses.userId, user.id)))
    .length,
  messages: (await db().select().from(chatMessages).where(eq(chatMessages.userId, user.id))).length,
});

const CONTEXT = { framework: 'react' as const };
const FREE_STORAGE_LIMIT = 100 * 1024 * 1024;

const send = (user: SignedUp, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/prompt/send',
    headers: bearer(user.token),
    payload: { content, context: CONTEXT },
  });

const setUsage = (
  user: SignedUp,
  values: { generationsUsed?: number; storageUsedBytes?: number },
) => db().update(usageCounters).set(values).where(eq(usageCounters.userId, user.id));

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe('given a built-in answer whose history entry cannot be written', () => {
  it('should store nothing of a prompt record: no charge, no storage, no prompt, no response', async () => {
    const user = await signup(t.app);
    const before = await usage(user);
    const failed = await send(user, `a login form, ${FAILS}`);
    expect(failed.statusCode).toBe(500);
    expect(await usage(user)).toEqual(before);
    expect(await stored(user)).toEqual({ events: 0, prompts: 0, responses: 0, messages: 0 });

    t.clock.advance(1_000);
    const answered = await send(user, 'a login form');
    expect(answered.statusCode).toBe(200);
    expect((await usage(user)).generations).toBe((before.generations ?? 0) + 1);
    expect(await stored(user)).toEqual({ events: 1, prompts: 1, responses: 1, messages: 0 });
  });

  it('should store nothing of a chat turn: no charge, no message, no answer', async () => {
    const user = await signup(t.app);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/ai/copilot/session/start',
      headers: bearer(user.token),
      payload: {},
    });
    const { sessionId } = (JSON.parse(session.body) as { data: { sessionId: string } }).data;
    const before = await usage(user);
    const chat = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai/copilot/chat',
        headers: bearer(user.token),
        payload: { sessionId, message },
      });
    const failed = await chat(`a login form, ${FAILS}`);
    expect(failed.statusCode).toBe(500);
    expect(await usage(user)).toEqual(before);
    expect(await stored(user)).toEqual({ events: 0, prompts: 0, responses: 0, messages: 0 });

    t.clock.advance(1_000);
    const answered = await chat('a login form');
    expect(answered.statusCode).toBe(200);
    expect((await usage(user)).generations).toBe((before.generations ?? 0) + 1);
    expect(await stored(user)).toEqual({ events: 1, prompts: 0, responses: 0, messages: 2 });
  });
});

describe('given a charged prompt record whose context counts toward storage', () => {
  const bytes = storedJsonBytes(CONTEXT);

  it('should charge it and count its context when both fit exactly', async () => {
    const user = await signup(t.app);
    await setUsage(user, { generationsUsed: 9, storageUsedBytes: FREE_STORAGE_LIMIT - bytes });
    const answered = await send(user, 'a login form');
    expect(answered.statusCode).toBe(200);
    expect(await usage(user)).toEqual({ generations: 10, storage: FREE_STORAGE_LIMIT });
  });

  it('should refuse it when its context does not fit, charging and counting nothing', async () => {
    const user = await signup(t.app);
    await setUsage(user, { storageUsedBytes: FREE_STORAGE_LIMIT - bytes + 1 });
    const refused = await send(user, 'a login form');
    expect(refused.statusCode).toBe(413);
    expect(errorCode(refused.body)).toBe('STORAGE_LIMIT_REACHED');
    expect(await usage(user)).toEqual({ generations: 0, storage: FREE_STORAGE_LIMIT - bytes + 1 });
    expect(await stored(user)).toEqual({ events: 0, prompts: 0, responses: 0, messages: 0 });
  });
});

describe('given a built-in prompt record answered', () => {
  it('should answer exactly what a later read of the stored response gives', async () => {
    const user = await signup(t.app);
    const answered = await send(user, 'a pricing table with three plans and a "Choose" button');
    expect(answered.statusCode).toBe(200);
    const data = (JSON.parse(answered.body) as { data: { id: string } }).data;
    const [row] = await db().select().from(promptResponses).where(eq(promptResponses.id, data.id));
    if (!row) throw new Error('no stored response');
    const reread = toPromptResponse(row, row.metadata as Parameters<typeof toPromptResponse>[1]);
    expect(data).toEqual(JSON.parse(JSON.stringify(reread)));
  });
});
