import { promptSendAnswerSchema } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aiAreaFor } from '../src/ai/area-service';
import { loadAiConfig } from '../src/ai/config';
import { createEngineTurns } from '../src/ai/engine-turns';
import { generationEvents, prompts, usageCounters } from '../src/db/schema/index';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';

const deferred = () => {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

describe('given turns for the built-in engine’s answers', () => {
  it('should run one answer at a time, the others in the order they came', async () => {
    const turns = createEngineTurns({ concurrent: 1 });
    const gate = deferred();
    const ran: string[] = [];
    const first = turns.take(async () => {
      ran.push('first');
      await gate.promise;
      return 'first';
    });
    const second = turns.take(async () => (ran.push('second'), 'second'));
    const third = turns.take(async () => (ran.push('third'), 'third'));
    await vi.waitFor(() => expect(turns.status()).toMatchObject({ running: 1, queued: 2 }));
    expect(ran).toEqual(['first']);
    gate.release();
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(ran).toEqual(['first', 'second', 'third']);
    // A turn ends at the loop's check phase after its answer, once the reply has been written.
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.status()).toEqual({ running: 0, queued: 0, dropped: 0, refused: 0 });
  });

  it('should count an answer’s reply as its time, and owe it to the requests waiting', async () => {
    const turns = createEngineTurns({ concurrent: 1 });
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Other requests: a turn of the loop's check phase each, 2 ms of work, until the test ends.
    let others = true;
    const other = () => {
      if (!others) return;
      busy(2);
      setImmediate(other);
    };
    setImmediate(other);
    onTestFinished(() => {
      others = false;
    });
    let replied = 0;
    // The answer itself is quick; its reply takes 40 ms, written as a route's is, a few promise
    // steps after the answer (the handler's return, the reply's hooks), in the same turn of the loop.
    const route = async () => {
      const answer = await turns.take(async () => 'first');
      for (let hook = 0; hook < 5; hook += 1) await Promise.resolve();
      busy(40);
      replied = performance.now();
      return answer;
    };
    const first = route();
    const second = turns.take(async () => performance.now());
    await first;
    // The others had at least as much of the loop as the first answer and its reply took.
    expect((await second) - replied).toBeGreaterThanOrEqual(35);
  });

  it('should let as many run at once as it allows', async () => {
    const turns = createEngineTurns({ concurrent: 2 });
    const gate = deferred();
    const held = [turns.take(() => gate.promise), turns.take(() => gate.promise)];
    const third = turns.take(async () => 'third');
    await vi.waitFor(() => expect(turns.status()).toMatchObject({ running: 2, queued: 1 }));
    gate.release();
    await Promise.all(held);
    expect(await third).toBe('third');
  });

  it('should drop an answer whose request closed while it waited, and never run it', async () => {
    const turns = createEngineTurns({ concurrent: 1 });
    const gate = deferred();
    const held = turns.take(() => gate.promise);
    const gone = new AbortController();
    let ran = false;
    const dropped = turns.take(async () => {
      ran = true;
    }, gone.signal);
    gone.abort(new Error('closed'));
    await expect(dropped).rejects.toThrow('closed');
    gate.release();
    await held;
    expect(ran).toBe(false);
    expect(turns.status()).toMatchObject({ dropped: 1, queued: 0 });
  });

  it('should answer SERVER_BUSY past its queue, and keep the queued answers', async () => {
    const turns = createEngineTurns({ concurrent: 1, queueLimit: 1 });
    const gate = deferred();
    const held = turns.take(() => gate.promise);
    await vi.waitFor(() => expect(turns.status().running).toBe(1));
    const queued = turns.take(async () => 'queued');
    await expect(turns.take(async () => 'refused')).rejects.toMatchObject({
      code: 'SERVER_BUSY',
    });
    gate.release();
    await held;
    expect(await queued).toBe('queued');
    expect(turns.status()).toMatchObject({ refused: 1 });
  });
});

describe('given prompt records answered by the built-in engine while another answer holds the turn', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;
  const send = (content: string, signal?: AbortSignal) =>
    fetch(`${ctx.base}/ai/prompt/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content, context: { framework: 'react' } }),
      ...(signal ? { signal } : {}),
    });
  const turns = () =>
    aiAreaFor(ctx.app, loadAiConfig({ AI_PROVIDER: 'builtin' })).service.engineTurns;
  const db = () => ctx.database.database.db;

  beforeAll(async () => {
    ctx = await startAiApp();
    ada = await signup(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });
  /** Requests reach the turns after their sign-in check, which takes a moment on a busy machine. */
  const WAIT = { timeout: 10_000 };

  it('should answer the queued ones in order, byte for byte as alone, and drop and not charge the one whose request closed', async () => {
    const gate = deferred();
    onTestFinished(() => gate.release());
    const held = turns().take(() => gate.promise);
    await vi.waitFor(() => expect(turns().status().running).toBe(1), WAIT);
    const order: string[] = [];
    const queue = async (content: string, signal?: AbortSignal) => {
      const before = turns().status().queued;
      const answer = send(content, signal).then(async (response) => {
        order.push(content);
        return { status: response.status, body: (await response.json()) as unknown };
      });
      // Caught here, awaited below: the closed request's own rejection.
      answer.catch(() => undefined);
      await vi.waitFor(() => expect(turns().status().queued).toBe(before + 1), WAIT);
      return { answer };
    };
    const first = (await queue('a contact form with name and email')).answer;
    const closing = new AbortController();
    const closed = (await queue('a pricing table with three plans', closing.signal)).answer;
    const last = (await queue('a login form with email and password')).answer;
    closing.abort();
    await expect(closed).rejects.toThrow();
    await vi.waitFor(() => expect(turns().status()).toMatchObject({ dropped: 1, queued: 2 }), WAIT);
    gate.release();
    await held;
    const answers = await Promise.all([first, last]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(order).toEqual([
      'a contact form with name and email',
      'a login form with email and password',
    ]);

    // Nothing of the closed request was written or charged.
    const written = await db().select().from(prompts).where(eq(prompts.userId, ada.id));
    expect(written.map((row) => row.content).sort()).toEqual([
      'a contact form with name and email',
      'a login form with email and password',
    ]);
    const events = await db()
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, ada.id));
    expect(events.filter((event) => event.charged)).toHaveLength(2);
    const [usage] = await db().select().from(usageCounters).where(eq(usageCounters.userId, ada.id));
    expect(usage?.generationsUsed).toBe(2);

    // A queued answer is the answer the same prompt gets alone.
    const queuedAnswer = promptSendAnswerSchema.parse(answers[0]?.body).data;
    const alone = promptSendAnswerSchema.parse(
      await (await send('a contact form with name and email')).json(),
    ).data;
    expect(alone.files).toEqual(queuedAnswer.files);
    expect(alone.content).toBe(queuedAnswer.content);
    expect(alone.checklist).toEqual(queuedAnswer.checklist);
  });
});
