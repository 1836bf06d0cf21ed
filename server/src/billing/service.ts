import { type Invoice, type Plan, type PlanId, type SubscriptionDetail } from '@kiln/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  invoices,
  plans,
  subscriptions,
  usageCounters,
  users,
  type InvoiceRow,
  type PlanRow,
} from '../db/schema/index';
import { notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { pageInfo, pageOffset } from '../lib/pagination';
import { ADMIN_PLAN, currentUsagePeriod, effectivePlanId, PLAN_NAMES } from '../lib/plan-rules';

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id as PlanId,
  name: row.name,
  description: row.description,
  generationsLimit: row.generationsLimit,
  storageLimit: row.storageLimitBytes,
  priceMonthlyCents: row.priceMonthlyCents,
  priceYearlyCents: row.priceYearlyCents,
  currency: row.currency,
  features: row.features,
});

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  plan: row.planId as PlanId,
  description:
    typeof row.metadata.description === 'string'
      ? row.metadata.description
      : `${PLAN_NAMES[row.planId as PlanId]} plan`,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  issuedAt: row.issuedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export const listPlans = async (db: Executor): Promise<Plan[]> =>
  (await db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder))).map(
    toPlan,
  );

export const planRow = async (db: Executor, planId: PlanId): Promise<PlanRow> => {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!row) throw notFound(`The ${planId} plan`);
  return row;
};

/** Plan, state and current 30-day period of a user's subscription; the period is the usage period. */
export const getSubscriptionDetail = async (
  db: Executor,
  userId: string,
  providerId: string,
  now: Date,
): Promise<SubscriptionDetail> => {
  const [row] = await db
    .select({
      role: users.role,
      createdAt: users.createdAt,
      subscription: subscriptions,
      periodStart: usageCounters.periodStart,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const isAdmin = row.role === 'admin';
  const { subscription } = row;
  const planId = isAdmin ? ADMIN_PLAN : effectivePlanId(subscription, now);
  const period = currentUsagePeriod(row.periodStart ?? row.createdAt, now);
  // A lapsed subscription reads as an active free plan: that is what the user has now.
  const lapsed = !isAdmin && subscription !== null && planId !== subscription.planId;
  return {
    plan: toPlan(await planRow(db, planId)),
    status: subscription && !lapsed ? subscription.status : 'active',
    billingCycle: subscription && !lapsed ? subscription.billingCycle : 'monthly',
    startDate: (subscription?.startDate ?? row.createdAt).toISOString(),
    endDate: lapsed ? null : (subscription?.endDate?.toISOString() ?? null),
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: period.end.toISOString(),
    cancelAtPeriodEnd: !lapsed && (subscription?.cancelAtPeriodEnd ?? false),
    isTrialActive:
      !lapsed &&
      subscription?.status === 'trialing' &&
      subscription.trialEndsAt !== null &&
      subscription.trialEndsAt > now,
    isAdminAllowance: isAdmin,
    provider: providerId,
  };
};

export const listInvoices = async (db: Executor, userId: string, page: number, limit: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { items: rows.map(toInvoice), pagination: pageInfo(page, limit, total?.value ?? 0) };
};
