import { usageCounters } from '../db/schema/index';
import type { Executor } from '../lib/executor';

/**
 * Opens a user's usage counter, its first period starting now. Every account gets one when it is
 * made; accounts made before usage counters existed get theirs on first use. Answers whether this
 * call created it (false when the user already had one).
 */
export const openUsageCounter = async (
  tx: Executor,
  userId: string,
  now: Date,
): Promise<boolean> => {
  const created = await tx
    .insert(usageCounters)
    .values({ userId, periodStart: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: usageCounters.userId });
  return created.length > 0;
};
