import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window of this key ends (0 when nothing is counted). */
  resetInMs: number;
}

/** Counts events per key inside a fixed window that starts with the first event. */
export interface AttemptStore {
  get(key: string): Promise<AttemptCount>;
  increment(key: string, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

/** Single-process store; the clock is injectable so windows can be tested with fake timers. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
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
    const entry = this.live(key) ?? { count: 0, expiresAt: this.now() + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - this.now() };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Bounded memory under a flood of distinct keys: drop expired entries once the map grows. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

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
    await this.redis.del(this.prefix + key);
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
    try {
      await this.inner.reset(key);
    } catch (error) {
      this.onError(error);
    }
  }
}
