import type { PreviewBuild, PreviewBuildBody, PreviewProblem } from '@kiln/contract';
import { TaskDeadlineError, type WorkerPool } from '../workers/pool';
import type { BuildStore } from './build-store';
import { previewBuildId } from './compile';
import { FRAME_PATH } from './frame-document';

/** Builds that failed, kept by id so the same broken code is not compiled again and again. */
const MAX_REMEMBERED_FAILURES = 500;

/**
 * Compiles previews in the worker pool: one compile per distinct build at a time (concurrent
 * requests for the same code share it), successes kept in the build store, failures remembered
 * with their problems. Code that does not compile is an answer with problems, never an error.
 */
export const createPreviewService = (workers: WorkerPool, store: BuildStore) => {
  const inFlight = new Map<string, Promise<PreviewBuild>>();
  const failures = new Map<string, PreviewProblem[]>();

  const compile = async (id: string, body: PreviewBuildBody): Promise<PreviewBuild> => {
    let result;
    try {
      result = await workers.compilePreview(body);
    } catch (error) {
      if (!(error instanceof TaskDeadlineError)) throw error;
      const message = `The preview build took longer than ${workers.settings.taskDeadlineMs} ms`;
      return { id, frameUrl: null, problems: [{ file: null, line: null, column: null, message }] };
    }
    if (result.code === null) {
      failures.set(id, result.problems);
      if (failures.size > MAX_REMEMBERED_FAILURES) failures.delete(failures.keys().next().value!);
      return { id, frameUrl: null, problems: result.problems };
    }
    await store.put(id, { framework: body.framework, code: result.code });
    return { id, frameUrl: FRAME_PATH + id, problems: [] };
  };

  return {
    build: async (body: PreviewBuildBody): Promise<PreviewBuild> => {
      const id = previewBuildId(body);
      const failed = failures.get(id);
      if (failed) return { id, frameUrl: null, problems: failed };
      if (await store.get(id)) return { id, frameUrl: FRAME_PATH + id, problems: [] };
      const running = inFlight.get(id);
      if (running) return running;
      const started = compile(id, body).finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    store,
  };
};

export type PreviewService = ReturnType<typeof createPreviewService>;
