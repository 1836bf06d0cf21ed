import { chatAnswerSchema, errorEnvelopeSchema, startSessionAnswerSchema } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, usageCounters } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';

/** The builtin engine answers a refinement with code, so a repair here is one a charge could apply to. */
const REPAIR = 'add a phone field';

describe('given "Fix with AI" on a copilot answer', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;
  let grace: SignedUp;

  const startSession = async (user: SignedUp) => {
    const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {});
    expect(answer.status).toBe(201);
    return startSessionAnswerSchema.parse(answer.body).data.sessionId;
  };
  const chat = (user: SignedUp, sessionId: string, message: string, repairOf?: string) => {
    ctx.clock.advance(2_000);
    return call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId,
      message,
      framework: 'react',
      ...(repairOf ? { repairOf } : {}),
    });
  };
  const used = async (user: SignedUp) => {
    const [row] = await ctx.database.database.db
      .select({ used: usageCounters.generationsUsed })
      .from(usageCounters)
      .where(eq(usageCounters.userId, user.id));
    return row?.used ?? 0;
  };

  beforeAll(async () => {
    ctx = await startAiApp();
    ada = await signup(ctx.app);
    grace = await signup(ctx.app, { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('should not charge the first repair of an answer, mark it, and charge a second one', async () => {
    const sessionId = await startSession(ada);
    const first = chatAnswerSchema.parse(
      (await chat(ada, sessionId, 'a login form with email and password')).body,
    ).data;
    expect(first.charged).toBe(true);
    expect(first.repairOf).toBeUndefined();
    const before = await used(ada);

    const repaired = await chat(ada, sessionId, REPAIR, first.messageId);
    expect(repaired.status).toBe(200);
    const repair = chatAnswerSchema.parse(repaired.body).data;
    // Code that validated: an ordinary answer like it would be charged.
    expect(repair.files.length).toBeGreaterThan(0);
    expect(repair.validation.valid).toBe(true);
    expect(repair.charged).toBe(false);
    expect(repair.usage).toBeUndefined();
    expect(repair.repairOf).toBe(first.messageId);
    expect(await used(ada)).toBe(before);
    const [stored] = await ctx.database.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, repair.messageId));
    expect(stored).toMatchObject({ repairOf: first.messageId, freeRepair: true });

    // The same repair sent again is charged: a free repair cannot be replayed.
    const again = chatAnswerSchema.parse(
      (await chat(ada, sessionId, REPAIR, first.messageId)).body,
    ).data;
    expect(again.repairOf).toBe(first.messageId);
    expect(again.charged).toBe(true);
    expect(await used(ada)).toBe(before + 1);
  });

  it('should repair for free even at the end of the allowance', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSession(user);
    const first = chatAnswerSchema.parse(
      (await chat(user, sessionId, 'a contact form with name and email')).body,
    ).data;
    await ctx.database.database.db
      .update(usageCounters)
      .set({ generationsUsed: 10 })
      .where(eq(usageCounters.userId, user.id));
    const repaired = await chat(user, sessionId, REPAIR, first.messageId);
    expect(repaired.status).toBe(200);
    expect(await used(user)).toBe(10);
    const refused = await chat(user, sessionId, REPAIR, first.messageId);
    expect(refused.status).toBe(429);
  });

  it("should answer 404 for another user's answer, and for a message that is not an answer", async () => {
    const adaSession = await startSession(ada);
    const adaAnswer = chatAnswerSchema.parse(
      (await chat(ada, adaSession, 'a data table of orders')).body,
    ).data;
    const graceSession = await startSession(grace);
    const refused = await chat(grace, graceSession, REPAIR, adaAnswer.messageId);
    expect(refused.status).toBe(404);
    expect(errorEnvelopeSchema.parse(refused.body).error.code).toBe('NOT_FOUND');
    const own = await chat(ada, adaSession, REPAIR, adaAnswer.userMessageId);
    expect(own.status).toBe(404);
    const [row] = await ctx.database.database.db
      .select({ used: usageCounters.generationsUsed })
      .from(usageCounters)
      .where(eq(usageCounters.userId, grace.id));
    expect(row?.used ?? 0).toBe(0);
  });
});
