import type { AiDiagnostic } from '@kiln/contract';
import type { Redis } from 'ioredis';

/** Results kept by a string key: validation results by the files' hash, shape proofs by the shape's. */
export interface KeyedCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
}

export type ValidationCache = KeyedCache<AiDiagnostic[]>;

/** A bounded least-recently-used map: a hit moves the entry to the newest end. */
export const createMemoryCache = <T = AiDiagnostic[]>(
  maxEntries: number,
): KeyedCache<T> & { size(): number } => {
  const entries = new Map<string, T>();
  return {
    get: (key) => {
      const found = entries.get(key);
      if (found === undefined) return Promise.resolve(undefined);
      entries.delete(key);
      entries.set(key, found);
      return Promise.resolve(found);
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, value);
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
export const createSharedCache = <T = AiDiagnostic[]>(
  memory: KeyedCache<T>,
  redis: Redis,
  prefix: string,
  ttlSeconds: number,
  onError: (error: unknown) => void,
): KeyedCache<T> => ({
  get: async (key) => {
    const local = await memory.get(key);
    if (local !== undefined) return local;
    try {
      const stored = await redis.get(prefix + key);
      if (stored === null) return undefined;
      const value = JSON.parse(stored) as T;
      await memory.set(key, value);
      return value;
    } catch (error) {
      onError(error);
      return undefined;
    }
  },
  set: async (key, value) => {
    await memory.set(key, value);
    try {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    } catch (error) {
      onError(error);
    }
  },
});

/** A memory cache of `maxEntries`, in front of Redis under `prefix` when there is one. */
export const createCache = <T>(options: {
  maxEntries: number;
  redis?: Redis | undefined;
  prefix: string;
  ttlSeconds: number;
  onError: (error: unknown) => void;
}): { cache: KeyedCache<T>; memory: ReturnType<typeof createMemoryCache<T>> } => {
  const memory = createMemoryCache<T>(options.maxEntries);
  const cache = options.redis
    ? createSharedCache(memory, options.redis, options.prefix, options.ttlSeconds, options.onError)
    : memory;
  return { cache, memory };
};
