import type { PreviewBuild, PreviewBuildBody, PreviewProblem } from '@kiln/contract';
import { serverBusy } from '../errors';
import { createSharedTasks } from '../lib/shared-task';
import { TaskDeadlineError, type TaskTiming, type WorkerPool } from '../workers/pool';
import type { BuildStore } from './build-store';
import { previewBuildId } from '../workers/preview/build-id';
import { FRAME_PATH } from './frame-document';

/** Builds that failed, kept by id so the same broken code is not compiled again and again. */
const MAX_REMEMBERED_FAILURES = 500;

export interface PreviewBuildOutcome {
  build: PreviewBuild;
  /** How long the compile waited for a thread and ran; null when answered from what is kept. */
  timing: TaskTiming | null;
}

export interface PreviewBuildOptions {
  /** The requester has gone: a compile still waiting for a thread is dropped. */
  signal?: AbortSignal;
}

/**
 * Compiles previews in the worker pool: one compile per distinct build at a time (concurrent
 * requests for the same code share it), successes kept in the build store, failures remembered
 * with their problems. Code that does not compile is an answer with problems, never an error; a
 * compile the pool could not finish (its queue full, or the task past its deadline) is
 * SERVER_BUSY — the code's fate is unknown, so it is neither a problem nor remembered.
 */
export const createPreviewService = (workers: WorkerPool, store: BuildStore) => {
  const inFlight = createSharedTasks<PreviewBuildOutcome>();
  const failures = new Map<string, PreviewProblem[]>();

  const compile = async (
    id: string,
    body: PreviewBuildBody,
    signal: AbortSignal,
  ): Promise<PreviewBuildOutcome> => {
    let timing: TaskTiming | null = null;
    let result;
    try {
      result = await workers.compilePreview(body, {
        signal,
        onTiming: (measured) => (timing = measured),
      });
    } catch (error) {
      if (error instanceof TaskDeadlineError) throw serverBusy();
      throw error;
    }
    if (result.code === null) {
      failures.set(id, result.problems);
      if (failures.size > MAX_REMEMBERED_FAILURES) failures.delete(failures.keys().next().value!);
      return { build: { id, frameUrl: null, problems: result.problems }, timing };
    }
    await store.put(id, { framework: body.framework, code: result.code });
    return { build: { id, frameUrl: FRAME_PATH + id, problems: [] }, timing };
  };

  const build = async (
    body: PreviewBuildBody,
    options: PreviewBuildOptions = {},
  ): Promise<PreviewBuildOutcome> => {
    const id = previewBuildId(body);
    const failed = failures.get(id);
    if (failed) return { build: { id, frameUrl: null, problems: failed }, timing: null };
    if (await store.get(id))
      return { build: { id, frameUrl: FRAME_PATH + id, problems: [] }, timing: null };
    return inFlight.join(id, (signal) => compile(id, body, signal), options.signal);
  };

  return { build, store };
};

export type PreviewService = ReturnType<typeof createPreviewService>;
