import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').$type<'light' | 'dark' | 'system'>().notNull().default('system'),
  language: text('language').notNull().default('en'),
  timezone: text('timezone').notNull().default('UTC'),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyPush: boolean('notify_push').notNull().default(false),
  notifyUpdates: boolean('notify_updates').notNull().default(true),
  notifyMarketing: boolean('notify_marketing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PreferencesRow = typeof preferences.$inferSelect;
