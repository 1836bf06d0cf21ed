import {
  BillingErrorCode,
  MAX_SAVED_COMPONENTS,
  type GenerationKind,
  type PlanId,
  type QuotaExceededDetails,
  type QuotaStatus,
} from '@kiln/contract';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  generationEvents,
  notifications,
  plans,
  quotaAlerts,
  subscriptions,
  usageCounters,
  users,
} from '../db/schema/index';
import { AppError, notFound } from '../errors';
import {
  ADMIN_GENERATIONS_LIMIT,
  ADMIN_PLAN,
  currentUsagePeriod,
  effectivePlanId,
  USAGE_PERIOD_DAYS,
} from '../lib/plan-rules';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: quota writes join the caller's transaction when given one. */
export type Executor = Db | Tx;

const PERIOD_SECONDS = USAGE_PERIOD_DAYS * 24 * 3600;
const PERIOD_MS = PERIOD_SECONDS * 1000;
/** Seconds, not days: '30 days' in SQL follows the session time zone across DST, the TypeScript rule does not. */
const PERIOD = sql.raw(`interval '${PERIOD_SECONDS} seconds'`);
/** Used only if the plans table lacks a row, which the seed migration prevents. */
const FALLBACK_LIMITS = {
  generationsLimit: 10,
  storageLimitBytes: 100 * 1024 * 1024,
  name: 'Free',
};

export const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export interface GenerationCharge {
  kind: GenerationKind;
  model: string;
  framework?: string | null;
  promptTokens?: number;
  completionTokens?: number;
  durationMs?: number;
  /** When the generation happens; defaults to now (tests move it). */
  at?: Date;
}

export interface ChargedGeneration {
  /** The generation event written with the charge; pass it to `refundGeneration` if the generation fails. */
  eventId: string;
  plan: PlanId;
  generationsUsed: number;
  generationsLimit: number;
  generationsRemaining: number;
  periodStart: Date;
  resetsAt: Date;
}

const formatDay = (instant: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(instant);

export class QuotaExceededError extends AppError {
  override name = 'QuotaExceededError';
  constructor(
    readonly quota: QuotaExceededDetails,
    now: Date,
  ) {
    const retryAfter = Math.max(1, Math.ceil((Date.parse(quota.resetsAt) - now.getTime()) / 1000));
    super(
      429,
      BillingErrorCode.quotaExceeded,
      `You have used all ${quota.generationsLimit} generations of your ${PLAN_NAMES[quota.plan]} plan for this period. ` +
        `They reset on ${formatDay(new Date(quota.resetsAt))}; upgrade your plan for more before then.`,
      quota,
      { 'retry-after': String(retryAfter) },
    );
  }
}

const inTransaction = <T>(
  db: Db,
  tx: Executor | undefined,
  work: (tx: Executor) => Promise<T>,
): Promise<T> => (tx ? work(tx) : db.transaction((inner) => work(inner)));

/* ── Reading ─────────────────────────────────────────────────────────── */

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
  const limits = plan ?? FALLBACK_LIMITS;
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

/* ── Charging ────────────────────────────────────────────────────────── */

/** SQL twin of `effectivePlanId` (lib/plan-rules): a lapsed subscription falls back to free. */
export const effectivePlanSql = (at: SQL) =>
  sql`case when ${subscriptions.status} in ('active', 'trialing', 'past_due')
      or (${subscriptions.status} = 'canceled' and ${subscriptions.endDate} > ${at})
    then ${subscriptions.planId} else 'free' end`;

/** The limits and plan that apply to one user right now, as a one-row derived table. */
export const limitsOf = (db: Executor, userId: string, at: SQL) => {
  const planId = sql<PlanId>`case when ${users.role} = 'admin' then ${ADMIN_PLAN} else ${effectivePlanSql(at)} end`;
  return db
    .select({
      planId: planId.as('plan_id'),
      generationsLimit:
        sql<number>`case when ${users.role} = 'admin' then ${ADMIN_GENERATIONS_LIMIT}
        else coalesce(${plans.generationsLimit}, ${FALLBACK_LIMITS.generationsLimit}) end`
          .mapWith(Number)
          .as('generations_limit'),
      storageLimitBytes:
        sql<number>`coalesce(${plans.storageLimitBytes}, ${FALLBACK_LIMITS.storageLimitBytes})`
          .mapWith(Number)
          .as('storage_limit_bytes'),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(plans, eq(plans.id, planId))
    .where(eq(users.id, userId))
    .as('limits');
};

/**
 * The one statement that charges: it rolls an ended period forward (chained 30-day windows, as
 * `currentUsagePeriod` does) and increments only while the count is below the limit. Row locking
 * makes concurrent charges queue on the user's counter and re-check the condition on the latest
 * value, so the count can never pass the limit.
 */
const chargeStatement = (tx: Executor, userId: string, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`(${usageCounters.periodStart} + ${PERIOD} <= ${at})`;
  const rolledStart = sql`(${usageCounters.periodStart}
    + floor(extract(epoch from (${at} - ${usageCounters.periodStart})) / ${sql.raw(String(PERIOD_SECONDS))}) * ${PERIOD})`;
  const limits = limitsOf(tx, userId, at);
  return tx
    .update(usageCounters)
    .set({
      generationsUsed: sql`case when ${stale} then 1 else ${usageCounters.generationsUsed} + 1 end`,
      periodStart: sql`case when ${stale} then ${rolledStart} else ${usageCounters.periodStart} end`,
      updatedAt: now,
    })
    .from(limits)
    .where(
      and(
        eq(usageCounters.userId, userId),
        sql`(case when ${stale} then 0 else ${usageCounters.generationsUsed} end) < ${limits.generationsLimit}`,
      ),
    )
    .returning({
      generationsUsed: usageCounters.generationsUsed,
      periodStart: usageCounters.periodStart,
      generationsLimit: limits.generationsLimit,
      plan: limits.planId,
    });
};

const alertText = (
  threshold: 80 | 100,
  used: number,
  limit: number,
  plan: PlanId,
  resetsAt: Date,
) =>
  threshold === 100
    ? {
        type: 'warning' as const,
        title: 'Generation limit reached',
        message: `You have used all ${limit} generations of your ${PLAN_NAMES[plan]} plan. They reset on ${formatDay(resetsAt)}; upgrade your plan to keep generating before then.`,
      }
    : {
        type: 'info' as const,
        title: 'You have used 80% of your generations',
        message: `You have used ${used} of ${limit} generations of your ${PLAN_NAMES[plan]} plan. They reset on ${formatDay(resetsAt)}.`,
      };

/** Raises the 80 % or 100 % notice once per user and period: the alert's primary key lets one insert win. */
const raiseUsageAlert = async (
  tx: Executor,
  userId: string,
  used: number,
  limit: number,
  plan: PlanId,
  periodStart: Date,
) => {
  const threshold = used >= limit ? 100 : used * 100 >= limit * 80 ? 80 : undefined;
  if (threshold === undefined) return;
  // Reaching 100 % also settles 80 %, so a later upgrade in the same period does not send a stale 80 % notice.
  const thresholds = threshold === 100 ? [100, 80] : [80];
  const inserted = await tx
    .insert(quotaAlerts)
    .values(thresholds.map((thresholdPercent) => ({ userId, periodStart, thresholdPercent })))
    .onConflictDoNothing()
    .returning({ thresholdPercent: quotaAlerts.thresholdPercent });
  if (!inserted.some((row) => row.thresholdPercent === threshold)) return;
  const resetsAt = new Date(periodStart.getTime() + PERIOD_MS);
  await tx
    .insert(notifications)
    .values({ userId, ...alertText(threshold, used, limit, plan, resetsAt) });
};

/**
 * Charges one generation to the user's allowance and writes its generation event, both in one
 * transaction (the caller's, when `tx` is given). Throws QuotaExceededError (429) when the period's
 * allowance is used up, with the reset date in its details. Failed or repaired generations must not
 * be charged: call `refundGeneration` with the returned eventId when a charged generation fails.
 */
export const chargeGeneration = async (
  db: Db,
  userId: string,
  charge: GenerationCharge,
  tx?: Executor,
): Promise<ChargedGeneration> => {
  const now = charge.at ?? new Date();
  return inTransaction(db, tx, async (t) => {
    let [charged] = await chargeStatement(t, userId, now);
    if (!charged) {
      const status = await getQuotaStatus(t, userId, now);
      if (!status) throw notFound('User');
      // Accounts made before usage counters existed get theirs on first charge.
      const created = await t
        .insert(usageCounters)
        .values({ userId, periodStart: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (created.length > 0) [charged] = await chargeStatement(t, userId, now);
      if (!charged) {
        throw new QuotaExceededError(
          {
            plan: status.plan,
            generationsUsed: status.generationsUsed,
            generationsLimit: status.generationsLimit,
            resetsAt: status.resetsAt,
          },
          now,
        );
      }
    }
    const [event] = await t
      .insert(generationEvents)
      .values({
        userId,
        kind: charge.kind,
        model: charge.model,
        framework: charge.framework ?? null,
        promptTokens: charge.promptTokens ?? 0,
        completionTokens: charge.completionTokens ?? 0,
        durationMs: charge.durationMs ?? 0,
        succeeded: true,
        charged: true,
        createdAt: now,
      })
      .returning({ id: generationEvents.id });
    if (!event) throw new Error('generation event insert returned no row');
    await raiseUsageAlert(
      t,
      userId,
      charged.generationsUsed,
      charged.generationsLimit,
      charged.plan,
      charged.periodStart,
    );
    return {
      eventId: event.id,
      plan: charged.plan,
      generationsUsed: charged.generationsUsed,
      generationsLimit: charged.generationsLimit,
      generationsRemaining: Math.max(0, charged.generationsLimit - charged.generationsUsed),
      periodStart: charged.periodStart,
      resetsAt: new Date(charged.periodStart.getTime() + PERIOD_MS),
    };
  });
};

/**
 * Records a generation that is not charged (it failed, or repaired an earlier answer), so analytics
 * still see it. Returns the event id.
 */
export const recordUnchargedGeneration = async (
  db: Executor,
  userId: string,
  generation: GenerationCharge & { succeeded: boolean },
): Promise<string> => {
  const [event] = await db
    .insert(generationEvents)
    .values({
      userId,
      kind: generation.kind,
      model: generation.model,
      framework: generation.framework ?? null,
      promptTokens: generation.promptTokens ?? 0,
      completionTokens: generation.completionTokens ?? 0,
      durationMs: generation.durationMs ?? 0,
      succeeded: generation.succeeded,
      charged: false,
      createdAt: generation.at ?? new Date(),
    })
    .returning({ id: generationEvents.id });
  if (!event) throw new Error('generation event insert returned no row');
  return event.id;
};

/**
 * Gives back a charged generation that then failed: the event becomes failed and uncharged, and the
 * count drops by one if the event belongs to the period the counter is in. Refunding twice, or
 * another user's event, changes nothing and answers false.
 */
export const refundGeneration = async (
  db: Db,
  userId: string,
  eventId: string,
  tx?: Executor,
  now: Date = new Date(),
): Promise<boolean> =>
  inTransaction(db, tx, async (t) => {
    const [event] = await t
      .update(generationEvents)
      .set({ charged: false, succeeded: false })
      .where(
        and(
          eq(generationEvents.id, eventId),
          eq(generationEvents.userId, userId),
          eq(generationEvents.charged, true),
        ),
      )
      .returning({ createdAt: generationEvents.createdAt });
    if (!event) return false;
    await t
      .update(usageCounters)
      .set({ generationsUsed: sql`${usageCounters.generationsUsed} - 1`, updatedAt: now })
      .where(
        and(
          eq(usageCounters.userId, userId),
          gt(usageCounters.generationsUsed, 0),
          lte(usageCounters.periodStart, event.createdAt),
          sql`${event.createdAt.toISOString()}::timestamptz < ${usageCounters.periodStart} + ${PERIOD}`,
        ),
      );
    return true;
  });
