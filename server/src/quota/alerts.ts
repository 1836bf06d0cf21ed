import type { PlanId } from '@kiln/contract';
import { quotaAlerts } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import { PLAN_NAMES } from '../lib/plan-rules';
import { createNotification } from '../notifications/service';
import { PERIOD_MS } from './limits';

/** A reset date as the user reads it in a notice or an error: "12 March 2025". */
export const formatDay = (instant: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(instant);

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
export const raiseUsageAlert = async (
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
  await createNotification(tx, userId, alertText(threshold, used, limit, plan, resetsAt));
};
