import { AccountErrorCode, RESET_LINK_MINUTES } from '@kiln/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthService } from './service';
import { isCommonPassword, weakPasswordError, type PasswordHasher } from './passwords';
import { hashRefreshToken, newRefreshToken } from './tokens';
import type { Db } from '../db/client';
import { emailTokens, users } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { Tx } from '../lib/executor';
import type { ClientInfo } from '../lib/request-context';
import type { Mailer } from '../lib/mailer';

export interface EmailLinkDeps {
  db: Db;
  mailer: Mailer;
  hasher: PasswordHasher;
  auth: AuthService;
  publicUrl: string;
  now: () => Date;
}

const MINUTE_MS = 60_000;
const VERIFY_LINK_MINUTES = 7 * 24 * 60;

const invalidLink = () =>
  new AppError(
    400,
    AccountErrorCode.invalidLink,
    'This link is not valid or has expired. Ask for a new one.',
  );

/** Links sent by e-mail: password reset (30 minutes, signs out everywhere) and address verification. */
export const createEmailLinks = ({ db, mailer, hasher, auth, publicUrl, now }: EmailLinkDeps) => {
  const issue = async (userId: string, purpose: 'reset' | 'verify', minutes: number) => {
    const token = newRefreshToken();
    const at = now();
    await db.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashRefreshToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + minutes * MINUTE_MS),
    });
    return token;
  };

  /** Spends a link in the caller's transaction: answers its user, or refuses it. */
  const spend = async (tx: Tx, token: string, purpose: 'reset' | 'verify') => {
    const [spent] = await tx
      .update(emailTokens)
      .set({ usedAt: now() })
      .where(
        and(
          eq(emailTokens.tokenHash, hashRefreshToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now()),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!spent) throw invalidLink();
    return spent.userId;
  };

  return {
    async sendVerification(userId: string, email: string) {
      const token = await issue(userId, 'verify', VERIFY_LINK_MINUTES);
      await mailer.send({
        to: email,
        subject: 'Confirm your e-mail address for Kiln',
        body: `Welcome to Kiln.\n\nConfirm your address by opening this link:\n${publicUrl}/auth/verify-email?token=${token}\n\nIf you did not create an account, ignore this message.`,
      });
    },

    /** Always the same answer, whether or not the address has an account. */
    async requestReset(email: string, client: ClientInfo) {
      const [user] = await db
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(eq(users.email, email));
      if (!user?.isActive) return;
      const token = await issue(user.id, 'reset', RESET_LINK_MINUTES);
      await recordAudit(db, {
        actorId: user.id,
        action: 'auth.password_reset_request',
        targetType: 'user',
        targetId: user.id,
        ip: client.ip,
      });
      await mailer.send({
        to: email,
        subject: 'Reset your Kiln password',
        body: `Someone asked to reset the password of your Kiln account.\n\nChoose a new password within ${RESET_LINK_MINUTES} minutes:\n${publicUrl}/auth/reset-password?token=${token}\n\nIf it was not you, ignore this message: your password stays as it is.`,
      });
    },

    /** Sets the new password, spends every reset link of the user and ends every session. */
    async resetPassword(token: string, newPassword: string, client: ClientInfo) {
      if (isCommonPassword(newPassword)) throw weakPasswordError('newPassword');
      const passwordHash = await hasher.hash(newPassword);
      await db.transaction(async (tx) => {
        const userId = await spend(tx, token, 'reset');
        const at = now();
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: at, updatedAt: at, emailVerifiedAt: at })
          .where(eq(users.id, userId));
        await tx
          .update(emailTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(emailTokens.userId, userId),
              eq(emailTokens.purpose, 'reset'),
              isNull(emailTokens.usedAt),
            ),
          );
        await auth.revokeSessions(userId, 'password reset', undefined, tx);
        await recordAudit(tx, {
          actorId: userId,
          action: 'auth.password_reset',
          targetType: 'user',
          targetId: userId,
          ip: client.ip,
        });
      });
    },

    async verifyEmail(token: string) {
      await db.transaction(async (tx) => {
        const userId = await spend(tx, token, 'verify');
        await tx.update(users).set({ emailVerifiedAt: now() }).where(eq(users.id, userId));
      });
    },
  };
};

export type EmailLinks = ReturnType<typeof createEmailLinks>;
