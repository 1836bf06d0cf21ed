import type { GenerationEvent, TrendPeriod } from '@kiln/contract';
import { and, asc, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationEvents, type GenerationEventRow } from '../db/schema/index';
import { pageInfo, pageOffset } from '../lib/pagination';
import { USAGE_PERIOD_DAYS } from '../lib/plan-rules';
import { readPreferences } from './preferences';
import { requireUserView } from '../auth/user-view';

const PERIOD_DAYS: Record<TrendPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
const DAY_MS = 24 * 3600 * 1000;

/** Prompt and completion tokens of the events in scope, 0 when there are none. */
const tokensSum = () =>
  sql<number>`coalesce(sum(${generationEvents.promptTokens} + ${generationEvents.completionTokens}), 0)`.mapWith(
    Number,
  );

export const toGenerationEvent = (row: GenerationEventRow): GenerationEvent => ({
  id: row.id,
  kind: row.kind,
  model: row.model,
  framework: row.framework,
  promptTokens: row.promptTokens,
  completionTokens: row.completionTokens,
  durationMs: row.durationMs,
  succeeded: row.succeeded,
  createdAt: row.createdAt.toISOString(),
});

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
const dateIn = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** What a user's generation events add up to: totals, the list, and daily trends. */
export const createUsageAnalytics = (db: Db, now: () => Date) => ({
  async analytics(userId: string) {
    const user = await requireUserView(db, userId, now());
    const mine = eq(generationEvents.userId, userId);
    const [[totals], byKind, byModel] = await Promise.all([
      db
        .select({
          generations: count(),
          successful: sql<number>`count(*) filter (where ${generationEvents.succeeded})`.mapWith(
            Number,
          ),
          tokens: tokensSum(),
          averageDurationMs:
            sql<number>`coalesce(round(avg(${generationEvents.durationMs})), 0)`.mapWith(Number),
          last: max(generationEvents.createdAt),
        })
        .from(generationEvents)
        .where(mine),
      db
        .select({ kind: generationEvents.kind, count: count() })
        .from(generationEvents)
        .where(mine)
        .groupBy(generationEvents.kind)
        .orderBy(desc(count()), asc(generationEvents.kind)),
      db
        .select({ model: generationEvents.model, count: count() })
        .from(generationEvents)
        .where(mine)
        .groupBy(generationEvents.model)
        .orderBy(desc(count()), asc(generationEvents.model)),
    ]);
    const periodStart = new Date(user.usage.lastResetDate);
    return {
      totals: {
        generations: totals?.generations ?? 0,
        successfulGenerations: totals?.successful ?? 0,
        tokens: totals?.tokens ?? 0,
        averageDurationMs: totals?.averageDurationMs ?? 0,
      },
      currentPeriod: {
        generationsUsed: user.usage.generationsUsed,
        generationsLimit: user.usage.generationsLimit,
        generationsRemaining: Math.max(0, user.usage.generationsLimit - user.usage.generationsUsed),
        periodStart: periodStart.toISOString(),
        periodEnd: new Date(periodStart.getTime() + USAGE_PERIOD_DAYS * DAY_MS).toISOString(),
      },
      byKind,
      byModel,
      lastGenerationAt: totals?.last ? new Date(totals.last).toISOString() : null,
    };
  },

  async generations(userId: string, page: number, limit: number) {
    const mine = eq(generationEvents.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(generationEvents)
        .where(mine)
        .orderBy(desc(generationEvents.createdAt), desc(generationEvents.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db.select({ value: count() }).from(generationEvents).where(mine),
    ]);
    return {
      items: rows.map(toGenerationEvent),
      pagination: pageInfo(page, limit, total?.value ?? 0),
    };
  },

  /** One point per calendar day in the user's time zone, oldest first, days without events included. */
  async usageTrends(userId: string, period: TrendPeriod) {
    const { timezone } = await readPreferences(db, userId);
    const days = PERIOD_DAYS[period];
    const at = now();
    const today = dateIn(at, timezone);
    const todayUtc = Date.parse(`${today}T00:00:00Z`);
    const dates = Array.from({ length: days }, (_, index) =>
      new Date(todayUtc - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
    );
    // Two extra days cover any time-zone offset; the date filter below keeps exactly the wanted days.
    const since = new Date(at.getTime() - (days + 2) * DAY_MS);
    const day = sql<string>`to_char(${generationEvents.createdAt} at time zone ${timezone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, generations: count(), tokens: tokensSum() })
      .from(generationEvents)
      .where(and(eq(generationEvents.userId, userId), gte(generationEvents.createdAt, since)))
      // By position: the time zone is a bound parameter, so a repeated expression would not match the select list.
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return {
      period,
      timezone,
      points: dates.map((date) => ({
        date,
        generations: byDay.get(date)?.generations ?? 0,
        tokens: byDay.get(date)?.tokens ?? 0,
      })),
    };
  },
});
