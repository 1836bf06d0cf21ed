import type { AiDiagnostic, AiFramework, ValidateResult } from '@kiln/contract';
import type { Redis } from 'ioredis';
import { createSharedTasks } from '../lib/shared-task';
import type { WorkerPool } from '../workers/pool';
import { filesHash, type HashedFile } from './files-hash';
import { createMemoryCache, createSharedCache, type ValidationCache } from './validation-cache';

/** Results kept in memory per instance; one entry is a list of diagnostics, usually short. */
const MEMORY_ENTRIES = 1000;
/** How long a result stays in Redis: the same files validate the same for the life of a release. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

export interface ValidatorDeps {
  workers: Pick<WorkerPool, 'validate'>;
  redis?: Redis | undefined;
  redisKeyPrefix?: string;
  onCacheError?: (error: unknown) => void;
}

export interface ValidationOutcome extends ValidateResult {
  /** Answered from the cache, without a worker task. */
  cached: boolean;
}

/**
 * The engine's validator behind a cache keyed by the files' hash: a result is computed once in the
 * worker pool, and requests for the same files while it runs wait for that one task.
 */
export const createValidator = (deps: ValidatorDeps) => {
  const memory = createMemoryCache(MEMORY_ENTRIES);
  const cache: ValidationCache = deps.redis
    ? createSharedCache(
        memory,
        deps.redis,
        `${deps.redisKeyPrefix ?? 'kiln:'}validate:`,
        REDIS_TTL_SECONDS,
        deps.onCacheError ?? (() => undefined),
      )
    : memory;
  const running = createSharedTasks<AiDiagnostic[]>();

  const compute = async (hash: string, files: readonly HashedFile[], signal: AbortSignal) => {
    const diagnostics: AiDiagnostic[] = await deps.workers.validate(
      files.map(({ path, content }) => ({ path, content })),
      { signal },
    );
    await cache.set(hash, diagnostics);
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
    if (known) return { hash, diagnostics: known, cached: true };
    const diagnostics = await running.join(
      hash,
      (taskSignal) => compute(hash, files, taskSignal),
      signal,
    );
    return { hash, diagnostics, cached: false };
  };

  return {
    validate,
    /** A cached result without validating, for reads that must not start work. */
    cached: async (hash: string) => cache.get(hash),
    memoryEntries: () => memory.size(),
  };
};

export type Validator = ReturnType<typeof createValidator>;
