import type { PlanId } from '@kiln/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { plans, subscriptions, users } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import {
  ADMIN_GENERATIONS_LIMIT,
  ADMIN_PLAN,
  FALLBACK_PLAN_LIMITS,
  USAGE_PERIOD_DAYS,
} from '../lib/plan-rules';

export const PERIOD_SECONDS = USAGE_PERIOD_DAYS * 24 * 3600;
export const PERIOD_MS = PERIOD_SECONDS * 1000;
/** Seconds, not days: '30 days' in SQL follows the session time zone across DST, the TypeScript rule does not. */
export const PERIOD = sql.raw(`interval '${PERIOD_SECONDS} seconds'`);

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
        else coalesce(${plans.generationsLimit}, ${FALLBACK_PLAN_LIMITS.generationsLimit}) end`
          .mapWith(Number)
          .as('generations_limit'),
      storageLimitBytes:
        sql<number>`coalesce(${plans.storageLimitBytes}, ${FALLBACK_PLAN_LIMITS.storageLimitBytes})`
          .mapWith(Number)
          .as('storage_limit_bytes'),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(plans, eq(plans.id, planId))
    .where(eq(users.id, userId))
    .as('limits');
};
