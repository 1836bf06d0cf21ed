import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FailOpenAttemptStore,
  MemoryAttemptStore,
  RedisAttemptStore,
} from '../src/lib/attempt-store';

describe('given the in-process attempt store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should count inside the window and forget once it ends', async () => {
    vi.useFakeTimers();
    const store = new MemoryAttemptStore();
    await store.increment('k', 60_000);
    vi.advanceTimersByTime(30_000);
    expect(await store.increment('k', 60_000)).toEqual({ count: 2, resetInMs: 30_000 });
    vi.advanceTimersByTime(30_000);
    expect(await store.get('k')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('should forget a key on reset', async () => {
    const store = new MemoryAttemptStore();
    await store.increment('k', 60_000);
    await store.reset('k');
    expect((await store.get('k')).count).toBe(0);
  });
});

describe('given a shared store that is down', () => {
  it('should let requests through and report the error', async () => {
    const errors: unknown[] = [];
    const broken = {
      get: () => Promise.reject(new Error('connection refused')),
      increment: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
    };
    const store = new FailOpenAttemptStore(broken, (error) => errors.push(error));
    expect(await store.get('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.increment('k', 1000)).toEqual({ count: 0, resetInMs: 0 });
    await store.reset('k');
    expect(errors).toHaveLength(3);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl || process.env.KILN_TEST_DATABASE !== 'pglite')(
  'given the Redis attempt store',
  () => {
    const prefix = `kiln-test:${randomBytes(6).toString('hex')}:`;
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(redisUrl ?? '');
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('should count per key with the window set on the first hit', async () => {
      const store = new RedisAttemptStore(redis, prefix);
      expect((await store.increment('a', 60_000)).count).toBe(1);
      const second = await store.increment('a', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect(await store.get('a')).toMatchObject({ count: 2 });
      expect(await store.get('b')).toEqual({ count: 0, resetInMs: 0 });
    });

    it('should share counts between two instances', async () => {
      const other = new Redis(redisUrl ?? '');
      try {
        await new RedisAttemptStore(redis, prefix).increment('shared', 60_000);
        await new RedisAttemptStore(other, prefix).increment('shared', 60_000);
        expect((await new RedisAttemptStore(redis, prefix).get('shared')).count).toBe(2);
      } finally {
        await other.quit();
      }
    });

    it('should forget a key on reset', async () => {
      const store = new RedisAttemptStore(redis, prefix);
      await store.increment('c', 60_000);
      await store.reset('c');
      expect((await store.get('c')).count).toBe(0);
    });
  },
);
