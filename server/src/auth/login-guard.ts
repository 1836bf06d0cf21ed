import { createHash } from 'node:crypto';
import type { LoginLimits } from '../config';
import { tooManyRequests } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';

/** A login attempt counted before its password is checked; settle it with its outcome. */
export interface LoginAttempt {
  /** Wrong credentials: the attempt stays counted against the account and the address. */
  failed(): Promise<void>;
  /** Right password: the attempt is withdrawn and the account's failures are forgiven. */
  succeeded(): Promise<void>;
  /** No verdict on the password (a deactivated account, an error): the attempt is withdrawn. */
  abandoned(): Promise<void>;
}

/**
 * Brute-force brake on login: attempts are counted per account and per client address.
 *
 * An attempt is counted before its password is checked, in the same atomic step that compares the
 * counts with the limits, so parallel guesses (on one instance, or on many sharing Redis) get at
 * most `perAccount` password checks per window, and a right password sent among them once the
 * limit is reached is refused unchecked. A refused attempt is not counted. A wrong password leaves
 * its attempt counted; a right one withdraws its own attempt and forgives the account's failures,
 * while other attempts still in flight stay counted until they settle. So successful logins never
 * count against their address, and honest logins only meet the limit when more than `perAccount`
 * of them for one account are in flight at the same moment.
 */
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

  /** Counts the attempt, or refuses it with 429 when the account or the address is locked. */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const account = this.accountKey(email);
    const address = this.ipKey(ip);
    const reservation = await this.store.reserve(
      [
        { key: account, limit: this.limits.perAccount },
        { key: address, limit: this.limits.perIp },
      ],
      this.limits.windowMs,
    );
    if (!reservation.granted)
      throw tooManyRequests(
        Math.max(1, Math.ceil(reservation.retryInMs / 1000)),
        'Too many failed login attempts',
      );
    const keys = [account, address];
    return {
      failed: () => this.store.settleFailure(keys),
      succeeded: async () => {
        await this.store.release(keys);
        await this.store.forgiveFailures(account);
      },
      abandoned: () => this.store.release(keys),
    };
  }
}
