import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const plans = pgTable('plans', {
  /** free | pro | premium | enterprise */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  generationsLimit: integer('generations_limit').notNull(),
  storageLimitBytes: bigint('storage_limit_bytes', { mode: 'number' }).notNull(),
  priceMonthlyCents: integer('price_monthly_cents').notNull(),
  priceYearlyCents: integer('price_yearly_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlanRow = typeof plans.$inferSelect;

/** The user's current subscription: one row per user, history lives in invoices and the audit log. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status')
      .$type<'active' | 'trialing' | 'past_due' | 'canceled' | 'expired'>()
      .notNull()
      .default('active'),
    billingCycle: text('billing_cycle').$type<'monthly' | 'yearly'>().notNull().default('monthly'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true })
      .notNull()
      .defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_unique').on(table.userId),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'trialing', 'past_due', 'canceled', 'expired')`,
    ),
    check('subscriptions_cycle_check', sql`${table.billingCycle} in ('monthly', 'yearly')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Counters for the current 30-day period; quota checks increment with one conditional UPDATE. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationsUsed: integer('generations_used').notNull().default(0),
    storageUsedBytes: bigint('storage_used_bytes', { mode: 'number' }).notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('usage_generations_nonnegative', sql`${table.generationsUsed} >= 0`),
    check('usage_storage_nonnegative', sql`${table.storageUsedBytes} >= 0`),
  ],
);

export type UsageRow = typeof usageCounters.$inferSelect;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status')
      .$type<'draft' | 'open' | 'paid' | 'void' | 'refunded'>()
      .notNull()
      .default('open'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    check(
      'invoices_status_check',
      sql`${table.status} in ('draft', 'open', 'paid', 'void', 'refunded')`,
    ),
    check('invoices_amount_nonnegative', sql`${table.amountCents} >= 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
