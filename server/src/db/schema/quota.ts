import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Usage alerts already raised: one row per user, 30-day period and threshold (80 or 100 %).
 * The primary key makes "once per period" hold under concurrent charges: only one insert wins.
 */
export const quotaAlerts = pgTable(
  'quota_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    thresholdPercent: integer('threshold_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.periodStart, table.thresholdPercent] }),
    check('quota_alerts_threshold_check', sql`${table.thresholdPercent} in (80, 100)`),
  ],
);
