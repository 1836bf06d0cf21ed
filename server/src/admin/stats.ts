import { planIdSchema, type AdminStats, type PlanId } from '@kiln/contract';
import { and, count, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationEvents, refreshTokenFamilies, subscriptions, users } from '../db/schema/index';
import { ADMIN_PLAN } from '../lib/plan-rules';
import { effectivePlanSql } from '../quota/limits';

const DAY_MS = 24 * 3600 * 1000;
const STATS_DAYS = 30;

/** The plan a user is billed and limited as right now, in SQL; admins count as premium. */
export const planInEffectSql = (at: SQL) =>
  sql<PlanId>`case when ${users.role} = 'admin' then ${ADMIN_PLAN} else ${effectivePlanSql(at)} end`;

/** The admin dashboard: users, activity, generations per day over 30 days, and the plan mix. */
export const adminStats = async (db: Db, current: Date): Promise<AdminStats> => {
  const at = sql`${current.toISOString()}::timestamptz`;
  const cutoff = new Date(current.getTime() - STATS_DAYS * DAY_MS);
  const since = sql`${cutoff.toISOString()}::timestamptz`;
  const firstDay = new Date(
    Date.UTC(current.getUTCFullYear(), current.getUTCMonth(), current.getUTCDate()) -
      (STATS_DAYS - 1) * DAY_MS,
  );
  const utcDay = (column: typeof generationEvents.createdAt | typeof users.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const day = utcDay(generationEvents.createdAt);
  const signupDay = utcDay(users.createdAt);

  const [[userCounts], [generationCounts], daily, signups, mix, [sessionCounts]] =
    await Promise.all([
      db
        .select({
          total: count(),
          enabled: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
          admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
          newLast30Days:
            sql<number>`count(*) filter (where ${users.createdAt} >= ${since})`.mapWith(Number),
          activeLast30Days: sql<number>`count(*) filter (where ${users.isActive} and (
          ${users.lastLoginAt} >= ${since}
          or exists (select 1 from ${refreshTokenFamilies} where ${refreshTokenFamilies.userId} = ${users.id} and ${refreshTokenFamilies.lastUsedAt} >= ${since})
          or exists (select 1 from ${generationEvents} where ${generationEvents.userId} = ${users.id} and ${generationEvents.createdAt} >= ${since})))`.mapWith(
            Number,
          ),
        })
        .from(users),
      db
        .select({
          total: count(),
          successful: sql<number>`count(*) filter (where ${generationEvents.succeeded})`.mapWith(
            Number,
          ),
          last30Days:
            sql<number>`count(*) filter (where ${generationEvents.createdAt} >= ${since})`.mapWith(
              Number,
            ),
          failedLast30Days:
            sql<number>`count(*) filter (where ${generationEvents.createdAt} >= ${since} and not ${generationEvents.succeeded})`.mapWith(
              Number,
            ),
        })
        .from(generationEvents),
      db
        .select({
          date: day,
          count: count(),
          failed: sql<number>`count(*) filter (where not ${generationEvents.succeeded})`.mapWith(
            Number,
          ),
        })
        .from(generationEvents)
        .where(gte(generationEvents.createdAt, firstDay))
        .groupBy(day),
      db
        .select({ date: signupDay, count: count() })
        .from(users)
        .where(gte(users.createdAt, firstDay))
        .groupBy(signupDay),
      db
        .select({ plan: planInEffectSql(at), users: count() })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        // By position: the expression carries its own parameters, so repeating it would not match.
        .groupBy(sql`1`),
      db
        .select({ active: count() })
        .from(refreshTokenFamilies)
        .where(
          and(isNull(refreshTokenFamilies.revokedAt), gt(refreshTokenFamilies.expiresAt, current)),
        ),
    ]);

  const days = Array.from({ length: STATS_DAYS }, (_, index) =>
    new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  const perDay = new Map(daily.map((row) => [row.date, row]));
  const byDay = days.map((date) => ({
    date,
    count: perDay.get(date)?.count ?? 0,
    failed: perDay.get(date)?.failed ?? 0,
  }));
  const signupsPerDay = new Map(signups.map((row) => [row.date, row.count]));
  const newByDay = days.map((date) => ({ date, count: signupsPerDay.get(date) ?? 0 }));
  const perPlan = new Map(mix.map((row) => [row.plan, row.users]));
  const total = userCounts?.total ?? 0;
  const enabled = userCounts?.enabled ?? 0;
  return {
    users: {
      total,
      enabled,
      deactivated: total - enabled,
      admins: userCounts?.admins ?? 0,
      activeLast30Days: userCounts?.activeLast30Days ?? 0,
      newLast30Days: userCounts?.newLast30Days ?? 0,
      newByDay,
    },
    generations: {
      total: generationCounts?.total ?? 0,
      successful: generationCounts?.successful ?? 0,
      last30Days: generationCounts?.last30Days ?? 0,
      failureRateLast30Days: generationCounts?.last30Days
        ? generationCounts.failedLast30Days / generationCounts.last30Days
        : 0,
      byDay,
    },
    planMix: planIdSchema.options.map((plan) => ({ plan, users: perPlan.get(plan) ?? 0 })),
    activeSessions: sessionCounts?.active ?? 0,
    generatedAt: current.toISOString(),
  };
};
