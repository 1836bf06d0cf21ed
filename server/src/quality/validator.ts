import type { AiDiagnostic, AiFramework, ValidateResult } from '@kiln/contract';
import type { ComponentModel } from '@kiln/generator';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { createSharedTasks } from '../lib/shared-task';
import { isPoolBusy, type WorkerPool } from '../workers/pool';
import { filesHash, type HashedFile } from './files-hash';
import { createShapeProofs } from './shape-proofs';
import { createCache } from './validation-cache';

/** Results kept in memory per instance; one entry is a list of diagnostics, usually short. */
const MEMORY_ENTRIES = 1000;
/** How long a result stays in Redis: the same files validate the same for the life of a release. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

export interface ValidatorDeps {
  workers: Pick<WorkerPool, 'validate'>;
  redis?: Redis | undefined;
  redisKeyPrefix?: string;
  /** The running release, which shape proofs are kept under (see shape-proofs.ts). */
  release?: string;
  onCacheError?: (error: unknown) => void;
  /** A background check of an engine answer failed for another reason than a busy pool. */
  onCheckError?: (error: unknown) => void;
}

export interface ValidationOutcome extends ValidateResult {
  /** Answered from the cache, without a worker task. */
  cached: boolean;
  /**
   * Not type-checked: the files are an answer the built-in engine printed from a model whose shape
   * an earlier answer proved clean (shape-proofs.ts); the diagnostics are that proof's (none).
   */
  proven: boolean;
}

/**
 * The engine's validator behind a cache keyed by the files' hash: a result is computed once in the
 * worker pool, and requests for the same files while it runs wait for that one task. Answers the
 * built-in engine printed are told to it (`printed`) so that shapes proven once are not checked again.
 */
export const createValidator = (deps: ValidatorDeps) => {
  const onCacheError = deps.onCacheError ?? (() => undefined);
  const { cache, memory } = createCache<AiDiagnostic[]>({
    maxEntries: MEMORY_ENTRIES,
    redis: deps.redis,
    prefix: `${deps.redisKeyPrefix ?? 'kiln:'}validate:`,
    ttlSeconds: REDIS_TTL_SECONDS,
    onError: onCacheError,
  });
  const proofs = createShapeProofs({
    redis: deps.redis,
    redisKeyPrefix: deps.redisKeyPrefix,
    release: deps.release,
    onCacheError,
  });
  const running = createSharedTasks<AiDiagnostic[]>();

  const compute = async (hash: string, files: readonly HashedFile[], signal: AbortSignal) => {
    const diagnostics: AiDiagnostic[] = await deps.workers.validate(
      files.map(({ path, content }) => ({ path, content })),
      { signal },
    );
    await cache.set(hash, diagnostics);
    if (diagnostics.length === 0) await proofs.checkedClean(hash);
    return diagnostics;
  };

  /** `signal`: the requester has gone, so a validation still waiting for a thread is dropped. */
  const validate = async (
    framework: AiFramework,
    files: readonly HashedFile[],
    signal?: AbortSignal,
  ): Promise<ValidationOutcome> => {
    const hash = filesHash(framework, files);
    const known = await cache.get(hash);
    if (known) return { hash, diagnostics: known, cached: true, proven: false };
    if (await proofs.isProven(hash)) {
      // The shape's first check may have been of these very files: then they were checked.
      const own = await cache.get(hash);
      return own
        ? { hash, diagnostics: own, cached: true, proven: false }
        : { hash, diagnostics: [], cached: true, proven: true };
    }
    const diagnostics = await running.join(
      hash,
      (taskSignal) => compute(hash, files, taskSignal),
      signal,
    );
    return { hash, diagnostics, cached: false, proven: false };
  };

  /**
   * The built-in engine printed `files` from `model`. A shape not proven yet is checked now in the
   * worker pool, off the request path: the answer does not wait, and its scorecard joins the check.
   */
  const printed = (model: ComponentModel, files: readonly HashedFile[]) => {
    const hash = filesHash(model.framework, files);
    // The shape's first check: these files' own (not through `validate`, which waits for proofs).
    const check = async () => {
      const known = await cache.get(hash);
      if (!known) return running.join(hash, (taskSignal) => compute(hash, files, taskSignal));
      if (known.length === 0) await proofs.checkedClean(hash);
      return known;
    };
    proofs
      .printed(hash, model, check)
      // A busy or stopping pool leaves the shape unproven: the answer's scorecard checks it when read.
      .catch((error: unknown) => {
        if (!isPoolBusy(error) && !(error instanceof AppError)) deps.onCheckError?.(error);
      });
  };

  return {
    validate,
    printed,
    /** A cached result without validating, for reads that must not start work. */
    cached: async (hash: string) => cache.get(hash),
    memoryEntries: () => memory.size(),
  };
};

export type Validator = ReturnType<typeof createValidator>;
