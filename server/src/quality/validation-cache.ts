import type { AiDiagnostic } from '@kiln/contract';
import type { Redis } from 'ioredis';

export interface ValidationCache {
  get(hash: string): Promise<AiDiagnostic[] | undefined>;
  set(hash: string, diagnostics: AiDiagnostic[]): Promise<void>;
}

/** A bounded least-recently-used map: a hit moves the entry to the newest end. */
export const createMemoryCache = (maxEntries: number): ValidationCache & { size(): number } => {
  const entries = new Map<string, AiDiagnostic[]>();
  return {
    get: (hash) => {
      const found = entries.get(hash);
      if (found === undefined) return Promise.resolve(undefined);
      entries.delete(hash);
      entries.set(hash, found);
      return Promise.resolve(found);
    },
    set: (hash, diagnostics) => {
      entries.delete(hash);
      entries.set(hash, diagnostics);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return Promise.resolve();
    },
    size: () => entries.size,
  };
};

/**
 * The memory cache in front of Redis, shared by every instance. Redis entries expire after `ttlSeconds`.
 * Fail open: when Redis is down, answers come from memory or a fresh validation.
 */
export const createSharedCache = (
  memory: ValidationCache,
  redis: Redis,
  prefix: string,
  ttlSeconds: number,
  onError: (error: unknown) => void,
): ValidationCache => ({
  get: async (hash) => {
    const local = await memory.get(hash);
    if (local) return local;
    try {
      const stored = await redis.get(prefix + hash);
      if (stored === null) return undefined;
      const diagnostics = JSON.parse(stored) as AiDiagnostic[];
      await memory.set(hash, diagnostics);
      return diagnostics;
    } catch (error) {
      onError(error);
      return undefined;
    }
  },
  set: async (hash, diagnostics) => {
    await memory.set(hash, diagnostics);
    try {
      await redis.set(prefix + hash, JSON.stringify(diagnostics), 'EX', ttlSeconds);
    } catch (error) {
      onError(error);
    }
  },
});
