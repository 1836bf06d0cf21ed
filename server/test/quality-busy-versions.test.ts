import {
  componentAnswerSchema,
  componentsAnswerSchema,
  versionScorecardsAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionScorecards } from '../src/db/schema/index';
import { createTestApp, parseAnswer, signup, type SignedUp, type TestApp } from './support/app';
import { send } from './support/components';

/** A thread that overran is replaced and warmed (Angular's compiler, esbuild): seconds when busy. */
const OVERRUN_TIMEOUT_MS = 120_000;

/** Compiles: it is the deadline, never the code, that stops its check. */
const HELLO = [
  {
    path: 'hello.component.ts',
    type: 'component',
    language: 'typescript',
    content:
      "import { Component, input } from '@angular/core';\n\n@Component({ selector: 'app-hello', template: '<p>Hello {{ name() }}</p>' })\nexport class HelloComponent {\n  readonly name = input('world');\n}\n",
  },
];

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the worker pool did not get there in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe(
  'given a saved version whose check runs past the worker pool’s deadline',
  { timeout: OVERRUN_TIMEOUT_MS },
  () => {
    let ctx: TestApp;
    let ada: SignedUp;

    beforeAll(async () => {
      // No validation finishes within 1 ms: the background check of every save overruns.
      ctx = await createTestApp({
        workers: { threads: 1, queueLimit: 4, queueWaitMs: 60_000, taskDeadlineMs: 1 },
      });
      ada = await signup(ctx.app);
    }, OVERRUN_TIMEOUT_MS);
    afterAll(async () => {
      await ctx?.close();
    });

    it('should store no failure: its scorecard says not checked and My components no "does not compile"', async () => {
      const saved = await send(ctx.app, ada.token, 'POST', '/api/components', {
        name: 'Hello',
        source: { kind: 'files', framework: 'angular', files: HELLO },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const { id } = parseAnswer(componentAnswerSchema, saved.body).data;
      await until(() => ctx.app.ctx.workers.status().timedOut >= 1);

      const stored = await ctx.database.db
        .select({ serverChecks: versionScorecards.serverChecks })
        .from(versionScorecards)
        .where(eq(versionScorecards.componentId, id));
      expect(stored.filter((row) => row.serverChecks !== null)).toEqual([]);

      const cards = await send(ctx.app, ada.token, 'GET', `/api/components/${id}/scorecards`);
      expect(cards.statusCode, cards.body).toBe(200);
      const [current] = parseAnswer(versionScorecardsAnswerSchema, cards.body).data.items;
      expect(current?.scorecard.compiles.status).toBe('unchecked');

      const list = await send(ctx.app, ada.token, 'GET', '/api/components');
      expect(list.statusCode, list.body).toBe(200);
      const [item] = parseAnswer(componentsAnswerSchema, list.body).data.items;
      expect(item?.compiles).toBeNull();
    });
  },
);
