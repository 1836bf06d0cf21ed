import { MAX_SAVED_COMPONENTS, type QuotaStatus } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { plans, subscriptions, usageCounters, users } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import {
  ADMIN_GENERATIONS_LIMIT,
  ADMIN_PLAN,
  currentUsagePeriod,
  effectivePlanId,
  FALLBACK_PLAN_LIMITS,
} from '../lib/plan-rules';

/**
 * Where a user stands now: plan in effect, generations in the current period (a period that has
 * ended reads as 0 before anything rolls it forward), storage and the saved-component ceiling.
 * Undefined when the user does not exist.
 */
export const getQuotaStatus = async (
  db: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<QuotaStatus | undefined> => {
  const [row] = await db
    .select({
      role: users.role,
      createdAt: users.createdAt,
      planId: subscriptions.planId,
      status: subscriptions.status,
      endDate: subscriptions.endDate,
      generationsUsed: usageCounters.generationsUsed,
      storageUsed: usageCounters.storageUsedBytes,
      periodStart: usageCounters.periodStart,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const isAdmin = row.role === 'admin';
  const subscription =
    row.planId !== null && row.status !== null
      ? { planId: row.planId, status: row.status, endDate: row.endDate }
      : null;
  const planId = isAdmin ? ADMIN_PLAN : effectivePlanId(subscription, now);
  const [plan] = await db
    .select({
      generationsLimit: plans.generationsLimit,
      storageLimitBytes: plans.storageLimitBytes,
    })
    .from(plans)
    .where(eq(plans.id, planId));
  const limits = plan ?? FALLBACK_PLAN_LIMITS;
  const period = currentUsagePeriod(row.periodStart ?? row.createdAt, now);
  const generationsUsed = period.isStale ? 0 : (row.generationsUsed ?? 0);
  const generationsLimit = isAdmin ? ADMIN_GENERATIONS_LIMIT : limits.generationsLimit;
  return {
    plan: planId,
    generationsUsed,
    generationsLimit,
    generationsRemaining: Math.max(0, generationsLimit - generationsUsed),
    storageUsed: row.storageUsed ?? 0,
    storageLimit: limits.storageLimitBytes,
    componentsLimit: MAX_SAVED_COMPONENTS,
    periodStart: period.start.toISOString(),
    resetsAt: period.end.toISOString(),
  };
};
