/** Storage: the bytes a user keeps (stored contexts), counted against the plan's storage limit. */
import { BillingErrorCode, jsonByteLength, type QuotaStatus } from '@kiln/contract';
import { and, eq, sql } from 'drizzle-orm';
import { usageCounters } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { PLAN_NAMES } from '../lib/plan-rules';
import { limitsOf } from './limits';
import { getQuotaStatus } from './status';
import { openUsageCounter } from './usage-counter';

const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export class StorageLimitError extends AppError {
  override name = 'StorageLimitError';
  constructor(status: QuotaStatus, bytes: number) {
    super(
      413,
      BillingErrorCode.storageLimitReached,
      `This would take you past the ${formatMegabytes(status.storageLimit)} of storage of your ` +
        `${PLAN_NAMES[status.plan]} plan (${formatMegabytes(status.storageUsed)} used). ` +
        'Delete conversations, components or old versions you no longer need, or upgrade your plan.',
      {
        plan: status.plan,
        storageUsed: status.storageUsed,
        storageLimit: status.storageLimit,
        bytes,
      },
    );
  }
}

/** Bytes a stored JSON value counts toward storage: its compact JSON; SQL NULL counts nothing. */
export const storedJsonBytes = (value: unknown): number =>
  value === null || value === undefined ? 0 : jsonByteLength(value);

const growStorage = (tx: Executor, userId: string, bytes: number, now: Date) => {
  const limits = limitsOf(tx, userId, sql`${now.toISOString()}::timestamptz`);
  return tx
    .update(usageCounters)
    .set({ storageUsedBytes: sql`${usageCounters.storageUsedBytes} + ${bytes}`, updatedAt: now })
    .from(limits)
    .where(
      and(
        eq(usageCounters.userId, userId),
        sql`${usageCounters.storageUsedBytes} + ${bytes} <= ${limits.storageLimitBytes}`,
      ),
    )
    .returning({ storageUsed: usageCounters.storageUsedBytes });
};

/**
 * Counts newly stored bytes toward the user's storage, in the caller's transaction (pass the one
 * that stores them). One conditional UPDATE adds them only while the total stays within the plan's
 * storage limit; the counter row's lock makes concurrent writes queue and re-check, so the total
 * never passes it. Throws StorageLimitError, counting nothing, when it would.
 */
export const countStoredBytes = async (
  tx: Executor,
  userId: string,
  bytes: number,
  now: Date,
): Promise<void> => {
  if (bytes <= 0) return;
  let [grown] = await growStorage(tx, userId, bytes, now);
  if (grown) return;
  if (await openUsageCounter(tx, userId, now)) [grown] = await growStorage(tx, userId, bytes, now);
  if (grown) return;
  const status = await getQuotaStatus(tx, userId, now);
  if (!status) throw notFound('User');
  throw new StorageLimitError(status, bytes);
};

/**
 * Gives back the bytes of stored data that was replaced or deleted, in the caller's transaction.
 * The count never drops below 0: data stored before storage was counted was never added.
 */
export const releaseStoredBytes = async (
  tx: Executor,
  userId: string,
  bytes: number,
  now: Date,
): Promise<void> => {
  if (bytes <= 0) return;
  await tx
    .update(usageCounters)
    .set({
      storageUsedBytes: sql`greatest(0, ${usageCounters.storageUsedBytes} - ${bytes})`,
      updatedAt: now,
    })
    .where(eq(usageCounters.userId, userId));
};
