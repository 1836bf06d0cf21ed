import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { Diagnostic, ValidatableFile } from '@kiln/generator';
import { Piscina } from 'piscina';
import type { WorkerPoolSettings } from '../config';
import { serverBusy, shuttingDown } from '../errors';
import type { PreviewBuildBody } from '@kiln/contract';
import type { PreviewCompileResult } from '../preview/compile';

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
  /** Tasks refused because the queue was full since start. */
  refused: number;
}

/** A task cancelled at its deadline: its thread was replaced, the result is unknown. */
export class TaskDeadlineError extends Error {
  override name = 'TaskDeadlineError';
}

/** Piscina's refusal when `maxQueue` tasks already wait. */
const QUEUE_AT_LIMIT = 'Task queue is at limit';

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

/**
 * CPU-heavy work off the event loop: a fixed set of worker threads, a bounded queue (full →
 * SERVER_BUSY, retryable) and a deadline per task (over it → the thread is terminated and replaced).
 * Threads start on first use; `warm` starts them all and loads the validator and the preview's
 * compiler before traffic arrives.
 */
export const createWorkerPool = (settings: WorkerPoolSettings) => {
  let pool: Piscina<unknown, unknown> | undefined;
  let closed = false;
  let timedOut = 0;
  let refused = 0;

  const threads = () => {
    if (closed) throw shuttingDown();
    pool ??= new Piscina<unknown, unknown>({
      filename: VALIDATE_TASK,
      execArgv: ['--import', tsxLoader()],
      minThreads: settings.threads,
      maxThreads: settings.threads,
      // Threads keep their warm language service for the life of the server.
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: settings.queueLimit,
    });
    return pool;
  };

  /** Runs one task in a thread; `what` names it in the deadline error. */
  const runTask = async <Result>(
    filename: string,
    task: unknown,
    what: string,
  ): Promise<Result> => {
    const target = threads();
    if (target.queueSize >= settings.queueLimit) {
      refused += 1;
      throw serverBusy();
    }
    const deadline = AbortSignal.timeout(settings.taskDeadlineMs);
    try {
      return (await target.run(task, { filename, signal: deadline })) as Result;
    } catch (error) {
      if (error instanceof Error && error.message === QUEUE_AT_LIMIT) {
        refused += 1;
        throw serverBusy();
      }
      if (deadline.aborted) {
        timedOut += 1;
        throw new TaskDeadlineError(`${what} took longer than ${settings.taskDeadlineMs} ms`);
      }
      throw error;
    }
  };

  const validate = (files: ValidatableFile[]): Promise<Diagnostic[]> =>
    runTask<Diagnostic[]>(
      VALIDATE_TASK,
      { files: files.map(({ path, content }) => ({ path, content })) },
      'validation',
    );

  /** Compiles a component for the sandboxed preview (preview/compile.ts). */
  const compilePreview = (body: PreviewBuildBody): Promise<PreviewCompileResult> =>
    runTask<PreviewCompileResult>(PREVIEW_TASK, body, 'the preview build');

  return {
    settings,
    validate,
    compilePreview,
    /** Starts every thread and loads the validator in each, so the first answers are not slow. */
    warm: async () => {
      const target = threads();
      await Promise.all(
        Array.from({ length: settings.threads }, (_, index) =>
          target.run({ files: WARM_UP_FILES[index % WARM_UP_FILES.length] ?? [] }),
        ),
      );
      // Then the preview's compiler (Angular's JIT transform, esbuild) in every thread.
      await Promise.all(
        Array.from({ length: settings.threads }, () =>
          target.run(WARM_UP_PREVIEW, { filename: PREVIEW_TASK }),
        ),
      );
    },
    /** Whether the pool takes work: not closed, and (once started) with its threads alive. */
    ready: () => !closed && (pool === undefined || pool.threads.length > 0),
    status: (): WorkerPoolStatus => ({
      threads: pool?.threads.length ?? 0,
      running: pool ? pool.threads.length - pool.idleThreads : 0,
      queued: pool?.queueSize ?? 0,
      queueLimit: settings.queueLimit,
      completed: pool?.completed ?? 0,
      timedOut,
      refused,
    }),
    /** Refuses new tasks at once; running ones are cancelled. */
    close: async () => {
      closed = true;
      await pool?.destroy();
    },
  };
};

export type WorkerPool = ReturnType<typeof createWorkerPool>;
