import { ErrorCode } from '@kiln/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthenticatedUser } from '../auth/service';
import type { Db } from '../db/client';
import { recoveryCodes, totpFactors, users } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { sealSecret } from '../lib/secret-box';
import { acceptTotpCode, invalidSecondFactor, issueRecoveryCodes, totpFor } from '../auth/totp';

export interface TwoFactorDeps {
  db: Db;
  secretsKey: Buffer;
  checkPassword: (userId: string, password: string, field: string) => Promise<void>;
  now: () => Date;
}

/** Turning two-factor sign-in on (enrol, then confirm with a first code) and off (password). */
export const createTwoFactor = ({ db, secretsKey, checkPassword, now }: TwoFactorDeps) => ({
  async status(userId: string) {
    const [[factor], [left]] = await Promise.all([
      db.select().from(totpFactors).where(eq(totpFactors.userId, userId)),
      db
        .select({ value: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    ]);
    const enabled = factor?.enabledAt != null;
    return { enabled, recoveryCodesLeft: enabled ? (left?.value ?? 0) : 0 };
  },

  /** A new secret, not yet active: it replaces any unconfirmed one. */
  async enrol(userId: string) {
    const [user] = await db
      .select({ email: users.email, enabledAt: totpFactors.enabledAt })
      .from(users)
      .leftJoin(totpFactors, eq(totpFactors.userId, users.id))
      .where(eq(users.id, userId));
    if (!user) throw new AppError(404, ErrorCode.notFound, 'User not found');
    if (user.enabledAt)
      throw new AppError(409, ErrorCode.conflict, 'Two-factor sign-in is already on');
    const secret = new Secret({ size: 20 });
    const secretEncrypted = sealSecret(secretsKey, secret.base32);
    await db
      .insert(totpFactors)
      .values({ userId, secretEncrypted, createdAt: now() })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secretEncrypted, lastUsedStep: null, createdAt: now() },
      });
    const otpauthUri = totpFor(user.email, secret).toString();
    return {
      otpauthUri,
      qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }),
      secret: secret.base32,
    };
  },

  /** The first valid code turns the factor on and answers the recovery codes, once. */
  async confirm(requester: AuthenticatedUser, code: string, client: ClientInfo) {
    return db.transaction(async (tx) => {
      const at = now();
      if (!(await acceptTotpCode(tx, secretsKey, requester.userId, code, at, false)))
        throw invalidSecondFactor();
      const codes = await issueRecoveryCodes(tx, requester.userId);
      await recordAudit(tx, {
        actorId: requester.userId,
        action: 'auth.totp_enable',
        targetType: 'user',
        targetId: requester.userId,
        ip: client.ip,
      });
      return codes;
    });
  },

  async disable(requester: AuthenticatedUser, password: string, client: ClientInfo) {
    await checkPassword(requester.userId, password, 'password');
    await db.transaction(async (tx) => {
      await tx.delete(totpFactors).where(eq(totpFactors.userId, requester.userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, requester.userId));
      await recordAudit(tx, {
        actorId: requester.userId,
        action: 'auth.totp_disable',
        targetType: 'user',
        targetId: requester.userId,
        ip: client.ip,
      });
    });
  },
});
