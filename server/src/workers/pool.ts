import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { Diagnostic, ValidatableFile } from '@kiln/generator';
import { Piscina } from 'piscina';
import type { WorkerPoolSettings } from '../config';
import { ErrorCode, type PreviewBuildBody } from '@kiln/contract';
import { AppError, serverBusy, shuttingDown } from '../errors';
import type { PreviewCompileResult } from './preview/compile';

export interface WorkerPoolStatus {
  threads: number;
  /** Tasks running now. */
  running: number;
  /** Tasks waiting for a thread. */
  queued: number;
  queueLimit: number;
  completed: number;
  /** Tasks cancelled at their deadline since start. */
  timedOut: number;
  /** Tasks refused since start: the queue was full, or they waited past the queue's bound. */
  refused: number;
  /** Tasks dropped while waiting because their requester had gone, since start. */
  cancelled: number;
}

/** A task cancelled at its deadline: its thread was replaced, the result is unknown. */
export class TaskDeadlineError extends Error {
  override name = 'TaskDeadlineError';
}

/**
 * Whether a task failed for want of room, not for anything in its input: the queue was full or
 * waited too long (SERVER_BUSY), or the task overran its deadline. Its result is unknown.
 */
export const isPoolBusy = (error: unknown): boolean =>
  error instanceof TaskDeadlineError ||
  (error instanceof AppError && error.code === ErrorCode.serverBusy);

/** Workers load the TypeScript sources through tsx, as the server itself runs. */
const tsxLoader = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const VALIDATE_TASK = new URL('./validate-task.ts', import.meta.url).href;
const PREVIEW_TASK = new URL('./preview-task.ts', import.meta.url).href;

const WARM_UP_FILES: ValidatableFile[][] = [
  [
    {
      path: 'warm-up.component.ts',
      content:
        "import { Component, input } from '@angular/core';\n@Component({ selector: 'app-warm-up', template: '<p>{{ label() }}</p>' })\nexport class WarmUpComponent {\n  readonly label = input('ready');\n}\n",
    },
    { path: 'warm-up.component.scss', content: ':host { display: block; }\n' },
  ],
  [
    {
      path: 'WarmUp.tsx',
      content:
        'import { useState } from \'react\';\nexport function WarmUp() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;\n}\n',
    },
  ],
];

const WARM_UP_PREVIEW: PreviewBuildBody = {
  framework: 'angular',
  files: (WARM_UP_FILES[0] ?? []).map((file) => ({
    ...file,
    type: file.path.endsWith('.ts') ? 'component' : 'style',
    language: file.path.endsWith('.ts') ? 'typescript' : 'scss',
  })),
};

/** How long a task waited for a thread and then ran, in milliseconds. */
export interface TaskTiming {
  queuedMs: number;
  runMs: number;
}

export interface TaskOptions {
  /** The requester is gone: a task still waiting for a thread is dropped (a running one finishes). */
  signal?: AbortSignal | undefined;
  /** Told how long the task waited and ran, once it has run. */
  onTiming?: ((timing: TaskTiming) => void) | undefined;
  /** Warm-up tasks load a thread's compiler and have no deadline. */
  deadline?: boolean;
}

/** The requester went away while its task waited for a thread. */
export class TaskCancelledError extends Error {
  override name = 'TaskCancelledError';
}

interface Waiting {
  start: () => void;
  fail: (error: Error) => void;
}

/**
 * What loads a cold thread before its first preview build with a deadline: Angular's compiler and
 * esbuild take seconds to load, which are not the build's. (A first validation loads far less,
 * and the server warms every thread at start; other task modules need nothing.)
 */
const warmUpFor = (filename: string): unknown =>
  filename === PREVIEW_TASK ? WARM_UP_PREVIEW : null;

/**
 * CPU-heavy work off the event loop: a fixed set of worker threads and, in front of them, Kiln's
 * own bounded queue. A task is handed to Piscina only when a thread is free, so its deadline
 * starts when a thread takes it up and never counts the wait: a burst slows the queue, not each
 * task, and never costs a warm thread. Waiting is bounded separately (a full queue, or a wait
 * past `queueWaitMs` → SERVER_BUSY, retryable), and a task whose requester has gone is dropped
 * before it runs. Only a task that itself overran its deadline has its thread terminated; the
 * replacement is warmed (no deadline) before it takes deadline-bound work again.
 */
export const createWorkerPool = (settings: WorkerPoolSettings) => {
  let pool: Piscina<unknown, unknown> | undefined;
  let closed = false;
  let timedOut = 0;
  let refused = 0;
  let cancelled = 0;
  let running = 0;
  /** Threads started but not yet warmed: a task with a deadline warms one first. */
  let coldThreads = settings.threads;
  const queue: Waiting[] = [];

  const threads = () => {
    if (closed) throw shuttingDown();
    pool ??= new Piscina<unknown, unknown>({
      filename: VALIDATE_TASK,
      execArgv: ['--import', tsxLoader()],
      minThreads: settings.threads,
      maxThreads: settings.threads,
      // Threads keep their warm language service for the life of the server.
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    return pool;
  };

  /** Starts waiting tasks while threads are free. */
  const drain = () => {
    while (running < settings.threads && queue.length > 0) queue.shift()?.start();
  };

  /** Runs `task` on a free thread now; the slot is held until it and any re-warm are done. */
  const execute = async <Result>(
    filename: string,
    task: unknown,
    what: string,
    withDeadline: boolean,
    onStart: () => void,
  ): Promise<Result> => {
    const target = threads();
    running += 1;
    let rewarm = false;
    const warmUp = warmUpFor(filename);
    if (withDeadline && coldThreads > 0 && warmUp) {
      // A new thread loads TypeScript and the compilers first: seconds that are not this task's.
      coldThreads -= 1;
      await target.run(warmUp, { filename }).catch(() => undefined);
    }
    onStart();
    const deadline = withDeadline ? AbortSignal.timeout(settings.taskDeadlineMs) : undefined;
    try {
      return (await target.run(task, {
        filename,
        ...(deadline ? { signal: deadline } : {}),
      })) as Result;
    } catch (error) {
      if (deadline?.aborted) {
        timedOut += 1;
        rewarm = !closed;
        throw new TaskDeadlineError(`${what} took longer than ${settings.taskDeadlineMs} ms`);
      }
      throw error;
    } finally {
      if (rewarm) {
        // The thread was terminated: its replacement loads its compilers before taking work
        // with a deadline, which a cold start could otherwise overrun.
        void target
          .run(WARM_UP_PREVIEW, { filename: PREVIEW_TASK })
          .catch(() => undefined)
          .finally(() => {
            running -= 1;
            drain();
          });
      } else {
        running -= 1;
        drain();
      }
    }
  };

  /** Runs one task in a thread, after waiting for one if all are busy; `what` names it in errors. */
  const run = <Result>(
    filename: string,
    task: unknown,
    what: string,
    options: TaskOptions = {},
  ): Promise<Result> => {
    if (closed) return Promise.reject(shuttingDown());
    const { signal, onTiming, deadline = true } = options;
    if (signal?.aborted) return Promise.reject(new TaskCancelledError(`${what} was cancelled`));
    const queuedAt = performance.now();
    const begin = () => {
      let startedAt = performance.now();
      const onStart = () => (startedAt = performance.now());
      return execute<Result>(filename, task, what, deadline, onStart).finally(() =>
        onTiming?.({
          queuedMs: startedAt - queuedAt,
          runMs: performance.now() - startedAt,
        }),
      );
    };
    if (running < settings.threads && queue.length === 0) return begin();
    if (queue.length >= settings.queueLimit) {
      refused += 1;
      return Promise.reject(serverBusy());
    }
    return new Promise<Result>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = queue.indexOf(waiting);
        if (index >= 0) queue.splice(index, 1);
      };
      const waiting: Waiting = {
        start: () => {
          leave();
          begin().then(resolve, reject);
        },
        fail: (error) => {
          leave();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        refused += 1;
        waiting.fail(serverBusy());
      }, settings.queueWaitMs);
      const onAbort = () => {
        cancelled += 1;
        waiting.fail(new TaskCancelledError(`${what} was cancelled`));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiting);
    });
  };

  const validate = (files: ValidatableFile[], options?: TaskOptions): Promise<Diagnostic[]> =>
    run<Diagnostic[]>(
      VALIDATE_TASK,
      { files: files.map(({ path, content }) => ({ path, content })) },
      'validation',
      options,
    );

  /** Compiles a component for the sandboxed preview (preview/compile.ts). */
  const compilePreview = (
    body: PreviewBuildBody,
    options?: TaskOptions,
  ): Promise<PreviewCompileResult> =>
    run<PreviewCompileResult>(PREVIEW_TASK, body, 'the preview build', options);

  return {
    settings,
    validate,
    compilePreview,
    /** Any task module's default export, queued and bounded like the others. */
    run,
    /** Starts every thread and loads the validator in each, so the first answers are not slow. */
    warm: async () => {
      const warmUp = { deadline: false };
      await Promise.all(
        Array.from({ length: settings.threads }, (_, index) =>
          run(
            VALIDATE_TASK,
            { files: WARM_UP_FILES[index % WARM_UP_FILES.length] ?? [] },
            'warm-up',
            warmUp,
          ),
        ),
      );
      // Then the preview's compiler (Angular's JIT transform, esbuild) in every thread.
      await Promise.all(
        Array.from({ length: settings.threads }, () =>
          run(PREVIEW_TASK, WARM_UP_PREVIEW, 'warm-up', warmUp),
        ),
      );
      coldThreads = 0;
    },
    /** Whether the pool takes work: not closed, and (once started) with its threads alive. */
    ready: () => !closed && (pool === undefined || pool.threads.length > 0),
    status: (): WorkerPoolStatus => ({
      threads: pool?.threads.length ?? 0,
      running,
      queued: queue.length,
      queueLimit: settings.queueLimit,
      completed: pool?.completed ?? 0,
      timedOut,
      refused,
      cancelled,
    }),
    /** Refuses new tasks at once; waiting ones are refused, running ones are cancelled. */
    close: async () => {
      closed = true;
      for (const waiting of [...queue]) waiting.fail(shuttingDown());
      await pool?.destroy();
    },
  };
};

export type WorkerPool = ReturnType<typeof createWorkerPool>;
