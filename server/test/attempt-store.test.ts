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

  it('should grant exactly the limit of 100 parallel reservations', async () => {
    const store = new MemoryAttemptStore();
    const reservations = await Promise.all(
      Array.from({ length: 100 }, () => store.reserve([{ key: 'k', limit: 5 }], 60_000)),
    );
    expect(reservations.filter((reservation) => reservation.granted)).toHaveLength(5);
    expect((await store.get('k')).count).toBe(5);
  });

  it('should refuse until the window ends and count nothing while refusing', async () => {
    vi.useFakeTimers();
    const store = new MemoryAttemptStore();
    await store.reserve([{ key: 'account', limit: 1 }], 60_000);
    vi.advanceTimersByTime(20_000);
    const limits = [
      { key: 'account', limit: 1 },
      { key: 'address', limit: 10 },
    ];
    expect(await store.reserve(limits, 60_000)).toEqual({ granted: false, retryInMs: 40_000 });
    expect(await store.get('address')).toEqual({ count: 0, resetInMs: 0 });
    vi.advanceTimersByTime(40_000);
    expect(await store.reserve(limits, 60_000)).toEqual({ granted: true });
  });

  it('should keep a failed reservation counted and withdraw a released one', async () => {
    const store = new MemoryAttemptStore();
    await store.reserve([{ key: 'k', limit: 5 }], 60_000);
    await store.reserve([{ key: 'k', limit: 5 }], 60_000);
    await store.settleFailure(['k']);
    await store.release(['k']);
    expect((await store.get('k')).count).toBe(1);
  });

  it('should forgive failures but keep the reservations still in flight', async () => {
    const store = new MemoryAttemptStore();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await store.reserve([{ key: 'k', limit: 5 }], 60_000);
    await store.settleFailure(['k']);
    await store.forgiveFailures('k');
    expect((await store.get('k')).count).toBe(2);
    await store.settleFailure(['k']);
    await store.release(['k']);
    await store.forgiveFailures('k');
    expect(await store.get('k')).toEqual({ count: 0, resetInMs: 0 });
  });
});

describe('given a shared store that is down', () => {
  it('should let requests through and report the error', async () => {
    const errors: unknown[] = [];
    const refused = () => Promise.reject(new Error('connection refused'));
    const broken = {
      get: refused,
      increment: refused,
      reset: refused,
      reserve: refused,
      settleFailure: refused,
      release: refused,
      forgiveFailures: refused,
    };
    const store = new FailOpenAttemptStore(broken, (error) => errors.push(error));
    expect(await store.get('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.increment('k', 1000)).toEqual({ count: 0, resetInMs: 0 });
    await store.reset('k');
    expect(await store.reserve([{ key: 'k', limit: 1 }], 1000)).toEqual({ granted: true });
    await store.settleFailure(['k']);
    await store.release(['k']);
    await store.forgiveFailures('k');
    expect(errors).toHaveLength(7);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('given the Redis attempt store', () => {
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

  it('should grant exactly the limit of 100 parallel reservations made by two instances', async () => {
    const other = new Redis(redisUrl ?? '');
    try {
      const stores = [new RedisAttemptStore(redis, prefix), new RedisAttemptStore(other, prefix)];
      const reservations = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          stores[index % 2]?.reserve([{ key: 'race', limit: 5 }], 60_000),
        ),
      );
      expect(reservations.filter((reservation) => reservation?.granted)).toHaveLength(5);
      expect((await stores[0]?.get('race'))?.count).toBe(5);
    } finally {
      await other.quit();
    }
  });

  it('should refuse with the rest of the window and count nothing while refusing', async () => {
    const store = new RedisAttemptStore(redis, prefix);
    await store.reserve([{ key: 'd-account', limit: 1 }], 60_000);
    const limits = [
      { key: 'd-account', limit: 1 },
      { key: 'd-address', limit: 10 },
    ];
    const refused = await store.reserve(limits, 60_000);
    expect(refused.granted).toBe(false);
    if (!refused.granted) {
      expect(refused.retryInMs).toBeGreaterThan(55_000);
      expect(refused.retryInMs).toBeLessThanOrEqual(60_000);
    }
    expect(await store.get('d-address')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('should keep a failed reservation counted and withdraw a released one', async () => {
    const store = new RedisAttemptStore(redis, prefix);
    await store.reserve([{ key: 'e', limit: 5 }], 60_000);
    await store.reserve([{ key: 'e', limit: 5 }], 60_000);
    await store.settleFailure(['e']);
    await store.release(['e']);
    expect((await store.get('e')).count).toBe(1);
  });

  it('should forgive failures but keep the reservations still in flight, in their window', async () => {
    const store = new RedisAttemptStore(redis, prefix);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await store.reserve([{ key: 'f', limit: 5 }], 60_000);
    await store.settleFailure(['f']);
    await store.forgiveFailures('f');
    const forgiven = await store.get('f');
    expect(forgiven.count).toBe(2);
    expect(forgiven.resetInMs).toBeGreaterThan(55_000);
    expect(forgiven.resetInMs).toBeLessThanOrEqual(60_000);
    await store.settleFailure(['f']);
    await store.release(['f']);
    await store.forgiveFailures('f');
    expect(await store.get('f')).toEqual({ count: 0, resetInMs: 0 });
  });
});
