import { createHash, randomBytes } from 'node:crypto';
import { AccountErrorCode } from '@kiln/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodes, totpFactors } from '../db/schema/index';
import { AppError } from '../errors';
import type { Executor } from '../lib/executor';
import { openSecret } from '../lib/secret-box';

/** RFC 6238 defaults every authenticator app understands. */
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const totpFor = (label: string, secret: Secret | string) =>
  new TOTP({
    issuer: 'Kiln',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: typeof secret === 'string' ? Secret.fromBase32(secret) : secret,
  });

export const invalidSecondFactor = () =>
  new AppError(400, AccountErrorCode.invalidSecondFactor, 'The code is not valid. Try again.', {
    location: 'body',
    fields: [{ path: 'code', message: 'The code is not valid. Try again.' }],
  });

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

/** Ten codes like `3f9a-c2e1`, each usable once; only their hashes are written. */
export const issueRecoveryCodes = async (tx: Executor, userId: string): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
};

/**
 * Accepts an authenticator code for the user's factor (enabled, or being confirmed), at most once:
 * the 30-second step it matched is stored with a conditional UPDATE, so the same code — or an
 * older one — replayed afterwards, even concurrently, is refused (RFC 6238 §5.2).
 */
export const acceptTotpCode = async (
  tx: Executor,
  secretsKey: Buffer,
  userId: string,
  code: string,
  now: Date,
  enabled: boolean,
): Promise<boolean> => {
  const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor || (enabled ? factor.enabledAt === null : factor.enabledAt !== null)) return false;
  const totp = totpFor(userId, openSecret(secretsKey, factor.secretEncrypted));
  const token = code.replace(/\s/g, '');
  const delta = totp.validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  const accepted = await tx
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(enabled ? {} : { enabledAt: now }) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return accepted.length > 0;
};

/** A recovery code, spent on use. */
export const spendRecoveryCode = async (
  tx: Executor,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> => {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
};

/** Whether the user signs in with a second factor. */
export const hasSecondFactor = async (db: Executor, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  return row !== undefined;
};
