import type { Redis } from 'ioredis';
import type { AiFramework } from '@kiln/contract';

export interface StoredBuild {
  framework: AiFramework;
  code: string;
}

/** Builds kept in memory: enough for many open previews, bounded in bytes. */
const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
/** How long a build stays in Redis after it was last written. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;

/**
 * Compiled previews by build id. A build is named by its content, so any instance may serve it:
 * each keeps a least-recently-used set in memory and, with Redis configured, writes every build
 * there too, so the frame's request finds it whichever instance it reaches. Without Redis one
 * instance serves its own builds; a frame that misses (an evicted build) is rebuilt by the app,
 * which posts the files again.
 */
export const createBuildStore = (redis: Redis | undefined, keyPrefix: string) => {
  const memory = new Map<string, StoredBuild>();
  let bytes = 0;
  const key = (id: string) => `${keyPrefix}preview:${id}`;

  const remember = (id: string, build: StoredBuild) => {
    const earlier = memory.get(id);
    if (earlier) {
      memory.delete(id);
      bytes -= earlier.code.length;
    }
    memory.set(id, build);
    bytes += build.code.length;
    for (const [oldest, stored] of memory) {
      if (bytes <= MEMORY_LIMIT_BYTES) break;
      memory.delete(oldest);
      bytes -= stored.code.length;
    }
  };

  return {
    put: async (id: string, build: StoredBuild): Promise<void> => {
      remember(id, build);
      // Redis only widens where a build is found: when it is down, this instance still serves it.
      await redis
        ?.set(key(id), JSON.stringify(build), 'EX', REDIS_TTL_SECONDS)
        .catch(() => undefined);
    },
    get: async (id: string): Promise<StoredBuild | undefined> => {
      const local = memory.get(id);
      if (local) {
        remember(id, local);
        return local;
      }
      const shared = await redis?.get(key(id)).catch(() => undefined);
      if (!shared) return undefined;
      const build = JSON.parse(shared) as StoredBuild;
      remember(id, build);
      return build;
    },
  };
};

export type BuildStore = ReturnType<typeof createBuildStore>;
