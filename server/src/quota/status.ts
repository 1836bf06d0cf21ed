import { MAX_SAVED_COMPONENTS, type QuotaStatus } from '@kiln/contract';
import { eq, sql } from 'drizzle-orm';
import { plans, subscriptions, usageCounters, users } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import {
  ADMIN_GENERATIONS_LIMIT,
  ADMIN_PLAN,
  currentUsagePeriod,
  effectivePlanId,
  FALLBACK_PLAN_LIMITS,
} from '../lib/plan-rules';
import { limitsOf, PERIOD } from './limits';

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

/**
 * Whether the user has a generation left this period, in one statement (the admission check of
 * every generation request): the plan's limit as the charge reads it (`limitsOf`), the count of a
 * period that has ended as 0. Undefined when the user does not exist.
 */
export const hasGenerationLeft = async (
  db: Executor,
  userId: string,
  now: Date,
): Promise<boolean | undefined> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const limits = limitsOf(db, userId, at);
  const [row] = await db
    .select({
      left: sql<boolean>`(case when ${usageCounters.periodStart} is null
          or ${usageCounters.periodStart} + ${PERIOD} <= ${at} then 0
        else ${usageCounters.generationsUsed} end) < ${limits.generationsLimit}`,
    })
    .from(limits)
    .leftJoin(usageCounters, eq(usageCounters.userId, userId));
  return row?.left;
};
