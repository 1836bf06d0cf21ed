import { ErrorCode } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { AuthService, AuthenticatedUser } from '../auth/service';
import { isCommonPassword, weakPasswordError, type PasswordHasher } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { AppError, notFound, tooManyRequests } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';

export interface AccountDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  attempts: AttemptStore;
  now: () => Date;
}

/** Password re-checks on a signed-in session: a stolen access token must not become a password oracle. */
const PASSWORD_CHECKS_PER_WINDOW = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

const samePasswordError = () =>
  new AppError(400, ErrorCode.validation, 'The new password must differ from the current one', {
    location: 'body',
    fields: [{ path: 'newPassword', message: 'The new password must differ from the current one' }],
  });

/** What a signed-in user may do to their own account only with its current password. */
export const createAccountSecurity = ({ db, hasher, auth, attempts, now }: AccountDeps) => {
  const checkPassword = async (userId: string, password: string, field: string) => {
    const key = `password-check:${userId}`;
    const { count: failures, resetInMs } = await attempts.get(key);
    if (failures >= PASSWORD_CHECKS_PER_WINDOW)
      throw tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)), 'Too many wrong passwords');
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound('User');
    if (!(await hasher.verify(row.passwordHash, password))) {
      await attempts.increment(key, PASSWORD_CHECK_WINDOW_MS);
      // 400, not 401: a 401 makes the client refresh its session and retry, which is not what happened.
      throw new AppError(400, ErrorCode.wrongPassword, 'The current password is incorrect', {
        location: 'body',
        fields: [{ path: field, message: 'The current password is incorrect' }],
      });
    }
    await attempts.reset(key);
  };

  return {
    /** Re-checks the signed-in user's password (at most 5 wrong ones per 15 minutes). */
    checkPassword,

    /** Needs the current password; every other login of the user ends. */
    async changePassword(
      requester: AuthenticatedUser,
      currentPassword: string,
      newPassword: string,
      client: ClientInfo,
    ): Promise<void> {
      await checkPassword(requester.userId, currentPassword, 'currentPassword');
      if (currentPassword === newPassword) throw samePasswordError();
      if (isCommonPassword(newPassword)) throw weakPasswordError('newPassword');
      const passwordHash = await hasher.hash(newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
          .where(eq(users.id, requester.userId));
        await auth.revokeSessions(requester.userId, 'password changed', requester.sessionId, tx);
        await recordAudit(tx, {
          actorId: requester.userId,
          action: 'user.password_change',
          targetType: 'user',
          targetId: requester.userId,
          ip: client.ip,
        });
      });
    },

    /** Removes the user and, through the foreign keys, every row of theirs; their tokens die with the sessions. */
    async deleteAccount(
      requester: AuthenticatedUser,
      password: string,
      client: ClientInfo,
    ): Promise<void> {
      await checkPassword(requester.userId, password, 'password');
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, requester.userId));
        await recordAudit(tx, {
          actorId: null,
          action: 'user.delete_self',
          targetType: 'user',
          targetId: requester.userId,
          ip: client.ip,
        });
      });
    },
  };
};
