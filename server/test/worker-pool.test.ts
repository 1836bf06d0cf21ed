import { readdirSync, readFileSync } from 'node:fs';
import { ErrorCode } from '@kiln/contract';
import { generate, validate } from '@kiln/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import {
  createWorkerPool,
  TaskCancelledError,
  TaskDeadlineError,
  type TaskTiming,
  type WorkerPool,
} from '../src/workers/pool';

/** Holds its thread for `ms` and answers the thread's id (support/hold-thread-task.ts). */
const HOLD_TASK = new URL('./support/hold-thread-task.ts', import.meta.url).href;
const hold = (pool: WorkerPool, ms: number, options?: Parameters<WorkerPool['run']>[3]) =>
  pool.run<number>(HOLD_TASK, { ms }, 'holding the thread', options);

/** A new thread loads TypeScript and Angular's compiler before its first check: seconds on a busy machine. */
const COLD_START_TIMEOUT_MS = 90_000;

const ANGULAR = [
  {
    path: 'greeting.component.ts',
    content:
      "import { Component, input } from '@angular/core';\n@Component({ selector: 'app-greeting', templateUrl: './greeting.component.html' })\nexport class GreetingComponent {\n  readonly name = input.required<string>();\n  readonly count: number = 'three';\n}\n",
  },
  { path: 'greeting.component.html', content: '<p>Hello {{ name() }}</p>\n@if (' },
];

const REACT = [
  {
    path: 'Counter.tsx',
    content:
      'import { useState } from \'react\';\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;\n}\n',
  },
];

describe('given a worker pool with one thread', { timeout: COLD_START_TIMEOUT_MS }, () => {
  let pool: WorkerPool;
  beforeAll(() => {
    pool = createWorkerPool({
      threads: 1,
      queueLimit: 2,
      queueWaitMs: 60_000,
      taskDeadlineMs: 60_000,
    });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('should answer the same diagnostics as the engine’s validator, for Angular and React', async () => {
    expect(await pool.validate(ANGULAR)).toEqual(await validate(ANGULAR));
    expect(await pool.validate(REACT)).toEqual([]);
  });

  it('should check react-ds output against the installed design system’s declarations', async () => {
    const { files } = generate('A login form with email and password and a Cancel button', {
      framework: 'react-ds',
    });
    expect(await pool.validate(files)).toEqual([]);
    const wrong = files.map((file) =>
      file.path.endsWith('.tsx')
        ? {
            ...file,
            content: file.content.replace(
              '<Button type="submit"',
              '<Button variant="huge" type="submit"',
            ),
          }
        : file,
    );
    const diagnostics = await pool.validate(wrong);
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/"huge"/);
  });

  it.runIf(process.platform === 'linux')(
    'should run its thread at a lower CPU priority than the event loop',
    async () => {
      await pool.validate(REACT);
      const niceOf = (task: string) =>
        Number(
          readFileSync(`/proc/${process.pid}/task/${task}/stat`, 'utf8')
            .split(') ')[1]
            ?.split(' ')[16],
        );
      const nice = readdirSync(`/proc/${process.pid}/task`).map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(nice).toContain(10);
    },
  );

  it('should keep the event loop turning while a check runs', async () => {
    let turns = 0;
    let turning = true;
    const spin = () => {
      turns += 1;
      if (turning) setImmediate(spin);
    };
    setImmediate(spin);
    const files = [
      {
        path: 'big.component.ts',
        content: Array.from(
          { length: 3_000 },
          (_, index) => `export const value${index}: number = ${index} * 2;`,
        ).join('\n'),
      },
    ];
    await pool.validate(files);
    turning = false;
    // A check on the event loop would hold it for the whole check: no turn could happen meanwhile.
    expect(turns).toBeGreaterThan(20);
  });

  it('should refuse work beyond its queue with a retryable SERVER_BUSY', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        pool
          .validate([{ path: `c${index}.tsx`, content: `export const c${index} = ${index};\n` }])
          .then(
            () => 'checked',
            (error: unknown) => error,
          ),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome instanceof AppError);
    expect(outcomes.filter((outcome) => outcome === 'checked').length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toMatchObject({
        statusCode: 503,
        code: ErrorCode.serverBusy,
        headers: { 'retry-after': '5' },
      });
    }
    expect(pool.status().refused).toBe(refused.length);
  });
});

describe('given a task that runs past its deadline', { timeout: COLD_START_TIMEOUT_MS }, () => {
  it('should cancel it and replace the thread with one that takes work', async () => {
    const pool = createWorkerPool({
      threads: 1,
      queueLimit: 4,
      queueWaitMs: 60_000,
      taskDeadlineMs: 50,
    });
    try {
      const huge = [
        {
          path: 'huge.component.ts',
          content: Array.from(
            { length: 20_000 },
            (_, index) => `export const value${index}: string = ${index};`,
          ).join('\n'),
        },
      ];
      await expect(pool.validate(huge)).rejects.toBeInstanceOf(TaskDeadlineError);
      expect(pool.status().timedOut).toBe(1);
      // The replacement thread takes work: warm-up tasks (which have no deadline) run on it.
      await pool.warm();
      expect(pool.status().threads).toBe(1);
      expect(pool.ready()).toBe(true);
    } finally {
      await pool.close();
    }
  });
});

describe(
  'given one thread held by a task, and tasks waiting behind it',
  {
    timeout: COLD_START_TIMEOUT_MS,
  },
  () => {
    it('should start each task’s deadline when the thread takes it up, not when it was queued', async () => {
      // Each task holds the thread 600 ms, under its 1500 ms deadline; the last one waits 1200 ms
      // for the thread first, so a deadline counted from the queue would cancel it.
      const pool = createWorkerPool({
        threads: 1,
        queueLimit: 8,
        queueWaitMs: 60_000,
        taskDeadlineMs: 1500,
      });
      try {
        await pool.warm();
        const timings: TaskTiming[] = [];
        const threadIds = await Promise.all(
          [0, 1, 2].map(() => hold(pool, 600, { onTiming: (timing) => timings.push(timing) })),
        );
        expect(pool.status().timedOut).toBe(0);
        // One warm thread did all of it: none was terminated and replaced.
        expect(new Set(threadIds).size).toBe(1);
        const longestWait = Math.max(...timings.map((timing) => timing.queuedMs));
        expect(longestWait).toBeGreaterThanOrEqual(1100);
        expect(longestWait + 600).toBeGreaterThan(1500);
        for (const timing of timings) expect(timing.runMs).toBeLessThan(1500);
      } finally {
        await pool.close();
      }
    });

    it('should give up a task that waited past the queue’s bound with a retryable SERVER_BUSY', async () => {
      const pool = createWorkerPool({
        threads: 1,
        queueLimit: 8,
        queueWaitMs: 200,
        taskDeadlineMs: 60_000,
      });
      try {
        await pool.warm();
        const blocker = hold(pool, 1000);
        await expect(hold(pool, 0)).rejects.toMatchObject({
          statusCode: 503,
          code: ErrorCode.serverBusy,
        });
        await blocker;
        expect(pool.status()).toMatchObject({ refused: 1, timedOut: 0, queued: 0 });
      } finally {
        await pool.close();
      }
    });

    it('should drop a waiting task whose requester has gone, without running it', async () => {
      const pool = createWorkerPool({
        threads: 1,
        queueLimit: 8,
        queueWaitMs: 60_000,
        taskDeadlineMs: 60_000,
      });
      try {
        await pool.warm();
        const before = pool.status().completed;
        const blocker = hold(pool, 500);
        const gone = new AbortController();
        const waiting = hold(pool, 0, { signal: gone.signal });
        gone.abort();
        await expect(waiting).rejects.toBeInstanceOf(TaskCancelledError);
        await blocker;
        expect(pool.status().cancelled).toBe(1);
        expect(pool.status().completed - before).toBe(1);
      } finally {
        await pool.close();
      }
    });
  },
);

describe('given a closed pool', () => {
  it('should refuse work with SHUTTING_DOWN and report not ready', async () => {
    const pool = createWorkerPool({
      threads: 1,
      queueLimit: 4,
      queueWaitMs: 60_000,
      taskDeadlineMs: 60_000,
    });
    await pool.close();
    expect(pool.ready()).toBe(false);
    await expect(pool.validate(REACT)).rejects.toMatchObject({ code: ErrorCode.shuttingDown });
  });
});
