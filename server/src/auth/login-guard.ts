import { createHash } from 'node:crypto';
import type { LoginLimits } from '../config';
import { tooManyRequests } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';

/** Brute-force brake on login: failures are counted per account and per client address. */
export class LoginGuard {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: LoginLimits,
  ) {}

  /** Keys are hashed so the shared store never holds e-mail addresses. */
  private accountKey(email: string) {
    return `login:account:${createHash('sha256').update(email).digest('base64url')}`;
  }

  private ipKey(ip: string) {
    return `login:ip:${ip}`;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([
      this.store.get(this.accountKey(email)),
      this.store.get(this.ipKey(ip)),
    ]);
    const blocked = [
      account.count >= this.limits.perAccount ? account.resetInMs : 0,
      address.count >= this.limits.perIp ? address.resetInMs : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0)
      throw tooManyRequests(
        Math.max(1, Math.ceil(waitMs / 1000)),
        'Too many failed login attempts',
      );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.store.increment(this.accountKey(email), this.limits.windowMs),
      this.store.increment(this.ipKey(ip), this.limits.windowMs),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(this.accountKey(email));
  }
}
