import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window of this key ends (0 when nothing is counted). */
  resetInMs: number;
}

/** One counter an attempt is reserved against, and the count at which it refuses. */
export interface AttemptLimit {
  key: string;
  limit: number;
}

export type Reservation = { granted: true } | { granted: false; retryInMs: number };

/**
 * Counts events per key inside a fixed window that starts with the first event.
 *
 * Reservations count an attempt before its outcome is known, so concurrent attempts cannot all
 * pass a check made before any of them was counted. A key's count holds its failures plus the
 * reservations still in flight; the store also tracks how many are in flight, so that forgiving
 * failures leaves other attempts' reservations counted.
 */
export interface AttemptStore {
  get(key: string): Promise<AttemptCount>;
  increment(key: string, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
  /**
   * In one atomic step: when every key is below its limit, counts one attempt on each and grants
   * it; otherwise counts nothing and says how long until the longest blocking window ends.
   */
  reserve(limits: readonly AttemptLimit[], windowMs: number): Promise<Reservation>;
  /** The reserved attempt failed: it stays counted until its window ends. */
  settleFailure(keys: readonly string[]): Promise<void>;
  /** The reserved attempt did not fail: it no longer counts. */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets the failures counted on a key; reservations still in flight stay counted. */
  forgiveFailures(key: string): Promise<void>;
}

/** Single-process store; the clock is injectable so windows can be tested with fake timers. */
export class MemoryAttemptStore implements AttemptStore {
  /** `pending` is the part of `count` that is reserved and not yet settled. */
  private readonly entries = new Map<
    string,
    { count: number; pending: number; expiresAt: number }
  >();
  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string): Promise<AttemptCount> {
    const entry = this.live(key);
    return entry
      ? { count: entry.count, resetInMs: entry.expiresAt - this.now() }
      : { count: 0, resetInMs: 0 };
  }

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    this.sweep();
    const entry = this.live(key) ?? { count: 0, pending: 0, expiresAt: this.now() + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - this.now() };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  // No await before the last change: on one thread, each of these runs as one atomic step.
  async reserve(limits: readonly AttemptLimit[], windowMs: number): Promise<Reservation> {
    this.sweep();
    const now = this.now();
    const blocking = limits.map(({ key, limit }) => {
      const entry = this.live(key);
      return entry && entry.count >= limit ? entry.expiresAt - now : 0;
    });
    const retryInMs = Math.max(0, ...blocking);
    if (retryInMs > 0) return { granted: false, retryInMs };
    for (const { key } of limits) {
      const entry = this.live(key) ?? { count: 0, pending: 0, expiresAt: now + windowMs };
      entry.count += 1;
      entry.pending += 1;
      this.entries.set(key, entry);
    }
    return { granted: true };
  }

  async settleFailure(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const entry = this.live(key);
      if (entry && entry.pending > 0) entry.pending -= 1;
    }
  }

  async release(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const entry = this.live(key);
      if (!entry || entry.pending === 0) continue;
      entry.pending -= 1;
      entry.count -= 1;
    }
  }

  async forgiveFailures(key: string): Promise<void> {
    const entry = this.live(key);
    if (!entry) return;
    if (entry.pending === 0) this.entries.delete(key);
    else entry.count = entry.pending;
  }

  /** Bounded memory under a flood of distinct keys: drop expired entries once the map grows. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

// Lua scripts run atomically in Redis, so instances sharing it serialise on each counter.
// A counter is two keys with one window: its count and, beside it, its reservations in flight.

/** KEYS: count and pending key of each counter, in pairs. ARGV: window (ms), then each limit. */
const RESERVE = `
local retry = 0
for i = 1, #KEYS, 2 do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[(i + 1) / 2 + 1]) then
    retry = math.max(retry, redis.call('PTTL', KEYS[i]), 1)
  end
end
if retry > 0 then return retry end
for i = 1, #KEYS, 2 do
  redis.call('SET', KEYS[i], 0, 'PX', ARGV[1], 'NX')
  redis.call('INCR', KEYS[i])
  redis.call('INCR', KEYS[i + 1])
  redis.call('PEXPIRE', KEYS[i + 1], redis.call('PTTL', KEYS[i]))
end
return 0`;

/** KEYS: pending keys. */
const SETTLE_FAILURE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end`;

/** KEYS: count and pending key of each counter, in pairs. */
const RELEASE = `
for i = 1, #KEYS, 2 do
  if tonumber(redis.call('GET', KEYS[i + 1]) or '0') > 0 then
    redis.call('DECR', KEYS[i + 1])
    if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
  end
end`;

/** KEYS: one counter's count and pending key. */
const FORGIVE_FAILURES = `
local pending = tonumber(redis.call('GET', KEYS[2]) or '0')
local ttl = redis.call('PTTL', KEYS[2])
if pending > 0 and ttl > 0 then
  redis.call('SET', KEYS[1], pending, 'PX', ttl)
else
  redis.call('DEL', KEYS[1], KEYS[2])
end`;

/** Shared by every instance behind the load balancer. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<AttemptCount> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    if (count === null || ttl < 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    const name = this.prefix + key;
    const results = await this.redis
      .multi()
      .set(name, 0, 'PX', windowMs, 'NX')
      .incr(name)
      .pttl(name)
      .exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, this.pendingKey(key));
  }

  async reserve(limits: readonly AttemptLimit[], windowMs: number): Promise<Reservation> {
    const keys = limits.flatMap(({ key }) => [this.prefix + key, this.pendingKey(key)]);
    const retryInMs = Number(
      await this.redis.eval(RESERVE, keys.length, ...keys, windowMs, ...limits.map((l) => l.limit)),
    );
    return retryInMs > 0 ? { granted: false, retryInMs } : { granted: true };
  }

  async settleFailure(keys: readonly string[]): Promise<void> {
    const pending = keys.map((key) => this.pendingKey(key));
    await this.redis.eval(SETTLE_FAILURE, pending.length, ...pending);
  }

  async release(keys: readonly string[]): Promise<void> {
    const pairs = keys.flatMap((key) => [this.prefix + key, this.pendingKey(key)]);
    await this.redis.eval(RELEASE, pairs.length, ...pairs);
  }

  async forgiveFailures(key: string): Promise<void> {
    await this.redis.eval(FORGIVE_FAILURES, 2, this.prefix + key, this.pendingKey(key));
  }

  private pendingKey(key: string) {
    return `${this.prefix}${key}:pending`;
  }
}

/**
 * Wraps a shared store so its outage does not lock everybody out: counting stops (reported through
 * `onError`) and requests go through, as the HTTP rate limiter does with `skipOnError`.
 */
export class FailOpenAttemptStore implements AttemptStore {
  constructor(
    private readonly inner: AttemptStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get(key: string): Promise<AttemptCount> {
    try {
      return await this.inner.get(key);
    } catch (error) {
      this.onError(error);
      return { count: 0, resetInMs: 0 };
    }
  }

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    try {
      return await this.inner.increment(key, windowMs);
    } catch (error) {
      this.onError(error);
      return { count: 0, resetInMs: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    await this.skipOnError(() => this.inner.reset(key));
  }

  async reserve(limits: readonly AttemptLimit[], windowMs: number): Promise<Reservation> {
    try {
      return await this.inner.reserve(limits, windowMs);
    } catch (error) {
      this.onError(error);
      return { granted: true };
    }
  }

  async settleFailure(keys: readonly string[]): Promise<void> {
    await this.skipOnError(() => this.inner.settleFailure(keys));
  }

  async release(keys: readonly string[]): Promise<void> {
    await this.skipOnError(() => this.inner.release(keys));
  }

  async forgiveFailures(key: string): Promise<void> {
    await this.skipOnError(() => this.inner.forgiveFailures(key));
  }

  private async skipOnError(write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      this.onError(error);
    }
  }
}
