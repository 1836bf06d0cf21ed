import {
  generateAnswerSchema,
  promptSendAnswerSchema,
  scorecardAnswerSchema,
  type AiGeneratedFile,
} from '@kiln/contract';
import { interpret, modelShape, refineOrGenerate } from '@kiln/generator';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVEN_FOR_SHAPE } from '../src/quality/scorecard';
import { createValidator } from '../src/quality/validator';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import {
  angularAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeProviderEnv,
} from './support/fake-openai';

const CHECKED = /^Compiled: checked\./;

/** Two descriptions the engine reads as one shape (three tabs), in other words. */
const FIRST = 'Tabs for Overview, Specs and Reviews';
const SAME_SHAPE = 'Tabs for Home, Profile and Settings';
/** Both of one shape that differs from the tabs' (another archetype). */
const OTHER_SHAPE = 'An accordion with Shipping, Returns and Warranty';
const OTHER_SHAPE_AGAIN = 'An accordion with Billing, Delivery and Support';

describe("the compile check of answers, proven by their model's shape", () => {
  let fake: FakeOpenAi;
  let ctx: AiTestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // A model provider is in force; the built-in engine answers the requests that ask for it by id.
    ctx = await startAiApp({
      ...fakeProviderEnv(fake.baseUrl),
      AI_MAX_RETRIES: '0',
    });
    ada = await signup(ctx.app);
    // As the server does at start, so a cold thread's first check does not overrun its deadline.
    await ctx.app.ctx.workers.warm();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  /** Worker tasks finished so far: every type check is one. */
  const tasks = () => ctx.app.ctx.workers.status().completed;

  const send = async (content: string, model?: string) => {
    ctx.clock.advance(2_000);
    const answer = await call(ctx.base, 'POST', '/ai/prompt/send', ada.token, {
      content,
      ...(model ? { model } : {}),
    });
    expect(answer.status).toBe(200);
    return promptSendAnswerSchema.parse(answer.body).data;
  };
  const builtin = (content: string) => send(content, 'kiln-engine');

  const scorecard = async (files: AiGeneratedFile[]) => {
    const answer = await call(ctx.base, 'POST', '/ai/scorecard', ada.token, {
      framework: 'angular',
      files,
    });
    expect(answer.status).toBe(200);
    return scorecardAnswerSchema.parse(answer.body).data;
  };

  it('checks the first answer of a shape in full, and proves the next answers of that shape without a type check', async () => {
    expect(modelShape(interpret(SAME_SHAPE))).toBe(modelShape(interpret(FIRST)));

    const before = tasks();
    const first = await builtin(FIRST);
    expect(first.metadata.provider).toBe('builtin');
    const firstCard = await scorecard(first.files);
    expect(firstCard.compiles.status).toBe('green');
    expect(firstCard.compiles.reason).toMatch(CHECKED);
    // The answer's own check, started off the request path and joined by its scorecard: one task.
    expect(tasks()).toBe(before + 1);

    const second = await builtin(SAME_SHAPE);
    // Another answer with other words: not the same files, so no cached result of them exists.
    expect(second.files.map((file) => file.content)).not.toEqual(
      first.files.map((file) => file.content),
    );
    const secondCard = await scorecard(second.files);
    expect(secondCard.compiles).toMatchObject({ status: 'green', reason: PROVEN_FOR_SHAPE });
    expect(secondCard.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secondCard.safe.status).toBe('green');
    expect(tasks()).toBe(before + 1);
    expect(ctx.app.ctx.workers.status()).toMatchObject({ running: 0, queued: 0 });

    // Answers stay byte-identical: exactly what the engine prints for the description.
    const printed = refineOrGenerate(SAME_SHAPE, undefined, 'angular').generation.files;
    expect(second.files.map(({ path, content }) => ({ path, content }))).toEqual(
      printed.map(({ path, content }) => ({ path, content })),
    );
  });

  it('checks a new shape in full, and proves it once checked', async () => {
    const before = tasks();
    const first = await builtin(OTHER_SHAPE);
    expect((await scorecard(first.files)).compiles.reason).toMatch(CHECKED);
    expect(tasks()).toBe(before + 1);
    const again = await builtin(OTHER_SHAPE_AGAIN);
    expect((await scorecard(again.files)).compiles.reason).toBe(PROVEN_FOR_SHAPE);
    expect(tasks()).toBe(before + 1);
  });

  it('checks code edited by hand in full, even when the answer it came from was proven', async () => {
    const answer = await builtin('Tabs for Pricing, Team and Careers');
    expect((await scorecard(answer.files)).compiles.reason).toBe(PROVEN_FOR_SHAPE);
    const before = tasks();
    const edited = answer.files.map((file) =>
      file.path.endsWith('.component.ts')
        ? { ...file, content: `${file.content}\nconst edited: number = 'by hand';\n` }
        : file,
    );
    const card = await scorecard(edited);
    expect(card.compiles.status).toBe('red');
    expect(card.compiles.reason).toContain("Type 'string' is not assignable to type 'number'");
    expect(tasks()).toBe(before + 1);
  });

  it("checks every model provider's answer in full, in the answer and in its scorecard", async () => {
    for (const title of ['Ada Lovelace', 'Grace Hopper']) {
      fake.enqueue({ content: angularAnswer('UserCard', title) });
      const before = tasks();
      const answer = await send('a card for a person with a details toggle');
      expect(answer.metadata.provider).toBe('openai');
      // Validated before it was answered: one task.
      expect(tasks()).toBe(before + 1);
      const card = await scorecard(answer.files);
      expect(card.compiles.status).toBe('green');
      expect(card.compiles.reason).toMatch(CHECKED);
      // Its scorecard checks the files again through the validator: a second task, not a proof.
      expect(tasks()).toBe(before + 2);
    }
  });
});

describe('the answers of POST /api/ai/generate, with the built-in engine in force', () => {
  let ctx: AiTestApp;
  let ada: SignedUp;
  beforeAll(async () => {
    ctx = await startAiApp();
    ada = await signup(ctx.app);
    await ctx.app.ctx.workers.warm();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const generate = async (description: string) => {
    ctx.clock.advance(2_000);
    const answer = await call(ctx.base, 'POST', '/ai/generate', ada.token, {
      description,
      framework: 'angular',
    });
    expect(answer.status).toBe(200);
    return generateAnswerSchema.parse(answer.body).data;
  };
  const compiles = async (files: AiGeneratedFile[]) => {
    const answer = await call(ctx.base, 'POST', '/ai/scorecard', ada.token, {
      framework: 'angular',
      files,
    });
    return scorecardAnswerSchema.parse(answer.body).data.compiles;
  };

  it('are proven by shape too', async () => {
    const tasks = () => ctx.app.ctx.workers.status().completed;
    const before = tasks();
    const first = await generate('A stepper with Account, Address and Payment steps');
    expect((await compiles(first.files)).reason).toMatch(CHECKED);
    const second = await generate('A stepper with Cart, Shipping and Review steps');
    expect(await compiles(second.files)).toMatchObject({
      status: 'green',
      reason: PROVEN_FOR_SHAPE,
    });
    expect(tasks()).toBe(before + 1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl || process.env.KILN_TEST_DATABASE !== 'pglite')(
  'shape proofs with Redis',
  () => {
    it('are shared by the instances of one release, and not with another release', async () => {
      const redis = new Redis(redisUrl ?? '');
      const prefix = `kiln-test-${Date.now().toString(36)}:`;
      try {
        let tasks = 0;
        // The worker pool's side is counted, not run: the real check is the server test's above.
        const workers = {
          validate: () => {
            tasks += 1;
            return Promise.resolve([]);
          },
        };
        const instance = (release: string) =>
          createValidator({ workers, redis, redisKeyPrefix: prefix, release });
        const answer = (description: string) =>
          refineOrGenerate(description, undefined, 'angular').generation;

        const first = instance('1.0.0');
        const one = answer(FIRST);
        first.printed(one.model, one.files);
        expect((await first.validate('angular', one.files)).proven).toBe(false);
        expect(tasks).toBe(1);

        const second = instance('1.0.0');
        const two = answer(SAME_SHAPE);
        second.printed(two.model, two.files);
        const proven = await second.validate('angular', two.files);
        expect(proven).toMatchObject({ proven: true, diagnostics: [] });
        expect(tasks).toBe(1);

        // Another release's engine proves the shape again (the files' own results are shared).
        const next = instance('1.1.0');
        const three = answer('Tabs for Pricing, Team and Careers');
        next.printed(three.model, three.files);
        expect((await next.validate('angular', three.files)).proven).toBe(false);
        expect(tasks).toBe(2);
      } finally {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });
  },
);
