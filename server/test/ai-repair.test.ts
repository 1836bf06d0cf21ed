import {
  chatAnswerSchema,
  errorEnvelopeSchema,
  sessionAnswerSchema,
  startSessionAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_EDITED_ANSWER } from '../src/ai/producers/engine';
import { chatMessages, usageCounters } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import {
  angularAnswer,
  brokenAngularAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeProviderEnv,
} from './support/fake-openai';

/** The builtin engine answers a refinement with code, so a repair here is one a charge could apply to. */
const REPAIR = 'add a phone field';

/** What the editor's "Fix with AI" sends: the preview's problems, and the files as edited. */
const EDITOR_REPAIR =
  'The preview shows these problems in the code. Please fix them:\n- card.tsx:5: Error: Saving failed';
const EDITED_FILES = [
  {
    path: 'card.tsx',
    type: 'component',
    language: 'tsx',
    content:
      'export function Card() {\n  const save = () => {\n    // edited by hand\n    throw new Error("Saving failed");\n  };\n  return <button onClick={save}>Save</button>;\n}\n',
  },
];

const startSessionOf = async (ctx: AiTestApp, user: SignedUp) => {
  const answer = await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {});
  expect(answer.status).toBe(201);
  return startSessionAnswerSchema.parse(answer.body).data.sessionId;
};

const usedBy = async (ctx: AiTestApp, user: SignedUp) => {
  const [row] = await ctx.database.database.db
    .select({ used: usageCounters.generationsUsed })
    .from(usageCounters)
    .where(eq(usageCounters.userId, user.id));
  return row?.used ?? 0;
};

describe('given "Fix with AI" on a copilot answer', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;
  let grace: SignedUp;

  const startSession = (user: SignedUp) => startSessionOf(ctx, user);
  const chat = (user: SignedUp, sessionId: string, message: string, repairOf?: string) => {
    ctx.clock.advance(2_000);
    return call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId,
      message,
      framework: 'react',
      ...(repairOf ? { repairOf } : {}),
    });
  };
  const used = (user: SignedUp) => usedBy(ctx, user);

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

describe('given the built-in engine and "Fix with AI" on code edited by hand', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    ctx = await startAiApp();
    ada = await signup(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('should answer in plain words that it cannot repair the edits, with no code and no charge', async () => {
    const sessionId = await startSessionOf(ctx, ada);
    ctx.clock.advance(2_000);
    const answered = await call(ctx.base, 'POST', '/ai/copilot/chat', ada.token, {
      sessionId,
      message: EDITOR_REPAIR,
      framework: 'react',
      editedFiles: EDITED_FILES,
    });
    expect(answered.status).toBe(200);
    const answer = chatAnswerSchema.parse(answered.body).data;
    expect(answer.message).toBe(HAND_EDITED_ANSWER);
    expect(answer.message).toMatch(/cannot repair code edited by hand/);
    expect(answer.files).toEqual([]);
    expect(answer.codeBlocks).toEqual([]);
    expect(answer.provider).toBe('builtin');
    expect(answer.charged).toBe(false);
    expect(await usedBy(ctx, ada)).toBe(0);
  });

  it('should refuse edited files beyond the limits as a validation error', async () => {
    const sessionId = await startSessionOf(ctx, ada);
    ctx.clock.advance(2_000);
    const refused = await call(ctx.base, 'POST', '/ai/copilot/chat', ada.token, {
      sessionId,
      message: EDITOR_REPAIR,
      editedFiles: [{ ...EDITED_FILES[0], content: 'x'.repeat(50_001) }],
    });
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.body).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('given a model and "Fix with AI"', () => {
  let fake: FakeOpenAi;
  let ctx: AiTestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await startAiApp({
      ...fakeProviderEnv(fake.baseUrl),
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '0',
    });
    // A cold thread's first type check can run past a task's deadline on a busy machine.
    await ctx.app.ctx.workers.warm();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const chat = (user: SignedUp, body: Record<string, unknown>) => {
    ctx.clock.advance(2_000);
    return call(ctx.base, 'POST', '/ai/copilot/chat', user.token, body);
  };

  it('should store a repair whose code still fails, flagged as a repair with failing validation, uncharged', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSessionOf(ctx, user);
    fake.enqueue({ content: angularAnswer() });
    const first = chatAnswerSchema.parse(
      (await chat(user, { sessionId, message: 'a person card' })).body,
    ).data;
    expect(first.validation.valid).toBe(true);
    const before = await usedBy(ctx, user);

    // The repair and the model's own second try both still fail to compile.
    fake.enqueue({ content: brokenAngularAnswer() }, { content: brokenAngularAnswer() });
    const repaired = await chat(user, {
      sessionId,
      message: 'The preview shows these problems in the code. Please fix them:\n- x',
      repairOf: first.messageId,
    });
    expect(repaired.status).toBe(200);
    const repair = chatAnswerSchema.parse(repaired.body).data;
    expect(repair.repairOf).toBe(first.messageId);
    expect(repair.files.length).toBeGreaterThan(0);
    expect(repair.validation.valid).toBe(false);
    expect(repair.validation.diagnostics.length).toBeGreaterThan(0);
    expect(repair.charged).toBe(false);
    expect(await usedBy(ctx, user)).toBe(before);

    // Reopened, the conversation shows the stored repair with the same flags.
    const reopened = await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token);
    expect(reopened.status).toBe(200);
    const stored = sessionAnswerSchema
      .parse(reopened.body)
      .data.messages.find((message) => message.id === repair.messageId);
    expect(stored).toMatchObject({ repairOf: first.messageId, validation: { valid: false } });
  });

  it('should send the edited files to the model and answer its repaired files', async () => {
    const user = await signup(ctx.app);
    const sessionId = await startSessionOf(ctx, user);
    fake.enqueue({ content: angularAnswer() });
    const answered = await chat(user, {
      sessionId,
      message: EDITOR_REPAIR,
      framework: 'angular',
      editedFiles: EDITED_FILES,
    });
    expect(answered.status).toBe(200);
    const answer = chatAnswerSchema.parse(answered.body).data;
    expect(answer.files.map((file) => file.type)).toContain('component');
    expect(answer.validation.valid).toBe(true);
    const sent = fake.requests.at(-1)?.body.messages?.at(-1)?.content ?? '';
    expect(sent).toContain('card.tsx');
    expect(sent).toContain('// edited by hand');
    expect(sent).toContain('Saving failed');
  });
});
