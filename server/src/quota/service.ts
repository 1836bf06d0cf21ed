import { BillingErrorCode, type PlanId, type QuotaExceededDetails } from '@kiln/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usageCounters } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { PLAN_NAMES } from '../lib/plan-rules';
import { formatDay, raiseUsageAlert } from './alerts';
import { insertGenerationEvent, type GenerationCharge } from './generation-events';
import { limitsOf, PERIOD, PERIOD_MS, PERIOD_SECONDS } from './limits';
import { getQuotaStatus } from './status';
import { countStoredBytes } from './storage';
import { openUsageCounter } from './usage-counter';

// The quota's public face: the AI area imports these names from here.
export type { Executor, Tx } from '../lib/executor';
export { PLAN_NAMES } from '../lib/plan-rules';
export {
  generationEventValues,
  recordUnchargedGeneration,
  type GenerationEventValues,
  type GenerationCharge,
  type GenerationSource,
} from './generation-events';
export { limitsOf } from './limits';
export { getQuotaStatus, hasGenerationLeft } from './status';

export interface ChargedGeneration {
  /** The generation event written with the charge. */
  eventId: string;
  plan: PlanId;
  generationsUsed: number;
  generationsLimit: number;
  generationsRemaining: number;
  periodStart: Date;
  resetsAt: Date;
}

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

/**
 * The one statement that charges: it rolls an ended period forward (chained 30-day windows, as
 * `currentUsagePeriod` does) and increments only while the count is below the limit. Row locking
 * makes concurrent charges queue on the user's counter and re-check the condition on the latest
 * value, so the count can never pass the limit.
 */
const chargeStatement = (tx: Executor, userId: string, now: Date, storedBytes = 0) => {
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
      ...(storedBytes > 0
        ? { storageUsedBytes: sql`${usageCounters.storageUsedBytes} + ${storedBytes}` }
        : {}),
      updatedAt: now,
    })
    .from(limits)
    .where(
      and(
        eq(usageCounters.userId, userId),
        sql`(case when ${stale} then 0 else ${usageCounters.generationsUsed} end) < ${limits.generationsLimit}`,
        storedBytes > 0
          ? sql`${usageCounters.storageUsedBytes} + ${storedBytes} <= ${limits.storageLimitBytes}`
          : undefined,
      ),
    )
    .returning({
      generationsUsed: usageCounters.generationsUsed,
      periodStart: usageCounters.periodStart,
      generationsLimit: limits.generationsLimit,
      plan: limits.planId,
    });
};

/** Takes one generation from the allowance, or throws QuotaExceededError with the reset date. */
const takeFromAllowance = async (tx: Executor, userId: string, now: Date) => {
  const [charged] = await chargeStatement(tx, userId, now);
  if (charged) return charged;
  const status = await getQuotaStatus(tx, userId, now);
  if (!status) throw notFound('User');
  if (await openUsageCounter(tx, userId, now)) {
    const [first] = await chargeStatement(tx, userId, now);
    if (first) return first;
  }
  throw new QuotaExceededError(
    {
      plan: status.plan,
      generationsUsed: status.generationsUsed,
      generationsLimit: status.generationsLimit,
      resetsAt: status.resetsAt,
    },
    now,
  );
};

/**
 * Counts an answer's stored bytes and takes its generation in one statement when both fit; when
 * they do not, counts the bytes (StorageLimitError when they do not fit) and then takes the
 * generation (QuotaExceededError), one by one, so the refusal is worded as before.
 */
const takeAllowanceAndStorage = async (
  tx: Executor,
  userId: string,
  now: Date,
  storedBytes: number,
) => {
  if (storedBytes > 0) {
    const [both] = await chargeStatement(tx, userId, now, storedBytes);
    if (both) return both;
    await countStoredBytes(tx, userId, storedBytes, now);
  }
  return takeFromAllowance(tx, userId, now);
};

/** One generation taken from a user's allowance: where the user stands after it. */
export type Allowance = Omit<ChargedGeneration, 'eventId'>;

/**
 * Takes one generation from the user's allowance (and counts the `storedBytes` the answer stores
 * toward the user's storage) and raises the usage notice it crosses, in the caller's transaction;
 * the caller writes the generation event (an answer batches it with its own rows). Throws
 * StorageLimitError (413) or QuotaExceededError (429) when the bytes or the generation do not fit.
 */
export const chargeAllowance = async (
  tx: Executor,
  userId: string,
  now: Date,
  storedBytes = 0,
): Promise<Allowance> => {
  const charged = await takeAllowanceAndStorage(tx, userId, now, storedBytes);
  await raiseUsageAlert(
    tx,
    userId,
    charged.generationsUsed,
    charged.generationsLimit,
    charged.plan,
    charged.periodStart,
  );
  return {
    plan: charged.plan,
    generationsUsed: charged.generationsUsed,
    generationsLimit: charged.generationsLimit,
    generationsRemaining: Math.max(0, charged.generationsLimit - charged.generationsUsed),
    periodStart: charged.periodStart,
    resetsAt: new Date(charged.periodStart.getTime() + PERIOD_MS),
  };
};

/**
 * Charges one generation to the user's allowance and writes its generation event, both in one
 * transaction (the caller's, when `tx` is given). Throws QuotaExceededError (429) when the period's
 * allowance is used up, with the reset date in its details. Failed or repaired generations must not
 * be charged: record them with `recordUnchargedGeneration`.
 */
export const chargeGeneration = async (
  db: Db,
  userId: string,
  charge: GenerationCharge,
  tx?: Executor,
): Promise<ChargedGeneration> => {
  const now = charge.at ?? new Date();
  const work = async (t: Executor): Promise<ChargedGeneration> => {
    const allowance = await chargeAllowance(t, userId, now);
    const eventId = await insertGenerationEvent(
      t,
      userId,
      { ...charge, at: now },
      { succeeded: true, charged: true },
    );
    return { eventId, ...allowance };
  };
  return tx ? work(tx) : db.transaction((inner) => work(inner));
};
