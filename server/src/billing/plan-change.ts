import { randomBytes } from 'node:crypto';
import { BillingErrorCode, type PlanId } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import {
  invoices,
  subscriptions,
  usageCounters,
  users,
  type InvoiceRow,
  type PlanRow,
} from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import type { Executor } from '../lib/executor';
import { currentUsagePeriod, effectivePlanId, PLAN_NAMES } from '../lib/plan-rules';
import { planRow } from './service';

export interface PlanChangeContext {
  userId: string;
  plan: PlanId;
  /** Who asked: the user themself, or an admin. */
  actorId: string;
  ip: string | null;
  now: Date;
}

/** The locked state a plan change starts from. */
export interface PlanChangeStart {
  fromPlan: PlanId;
  from: PlanRow;
  to: PlanRow;
  periodStart: Date;
  periodEnd: Date;
}

const invoiceNumber = (now: Date) =>
  `KLN-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Locks the user's subscription row (concurrent changes queue) and reads what a change starts from.
 * Refuses admins (their allowance is fixed) and a change to the plan already in effect.
 */
export const beginPlanChange = async (
  tx: Executor,
  change: PlanChangeContext,
): Promise<PlanChangeStart> => {
  const [user] = await tx
    .select({
      role: users.role,
      createdAt: users.createdAt,
      periodStart: usageCounters.periodStart,
    })
    .from(users)
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .where(eq(users.id, change.userId));
  if (!user) throw notFound('User');
  if (user.role === 'admin') {
    throw new AppError(
      409,
      BillingErrorCode.adminPlanFixed,
      'Admin accounts have a fixed premium allowance of 1000 generations and no plan to change',
    );
  }
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, change.userId))
    .for('update');
  const fromPlan = effectivePlanId(subscription ?? null, change.now);
  if (fromPlan === change.plan) {
    throw new AppError(
      409,
      BillingErrorCode.samePlan,
      `You are already on the ${PLAN_NAMES[change.plan]} plan`,
      {
        location: 'body',
        fields: [{ path: 'plan', message: `Already on the ${PLAN_NAMES[change.plan]} plan` }],
      },
    );
  }
  const period = currentUsagePeriod(user.periodStart ?? user.createdAt, change.now);
  const [from, to] = await Promise.all([planRow(tx, fromPlan), planRow(tx, change.plan)]);
  return { fromPlan, from, to, periodStart: period.start, periodEnd: period.end };
};

export interface PlanChangeRecord {
  amountCents: number;
  status: InvoiceRow['status'];
  description: string;
  metadata: Record<string, unknown>;
  /** Audit action to record; left out when the caller audits the change as part of a larger one. */
  auditAction?: string;
}

/**
 * Writes a plan change: the subscription row (switched now, for the current 30-day period), its
 * invoice and the audit entry. Runs inside the transaction that `beginPlanChange` locked.
 */
export const recordPlanChange = async (
  tx: Executor,
  change: PlanChangeContext,
  start: PlanChangeStart,
  record: PlanChangeRecord,
): Promise<InvoiceRow> => {
  const { now } = change;
  const values = {
    planId: change.plan,
    status: 'active' as const,
    billingCycle: 'monthly' as const,
    endDate: null,
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    currentPeriodStart: start.periodStart,
    currentPeriodEnd: start.periodEnd,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: change.userId, startDate: now, createdAt: now, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, startDate: now } });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      userId: change.userId,
      number: invoiceNumber(now),
      planId: change.plan,
      amountCents: record.amountCents,
      currency: start.to.currency,
      status: record.status,
      periodStart: now,
      periodEnd: start.periodEnd,
      issuedAt: now,
      paidAt: record.status === 'paid' ? now : null,
      metadata: {
        ...record.metadata,
        description: record.description,
        fromPlan: start.fromPlan,
        toPlan: change.plan,
      },
      createdAt: now,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned no row');
  if (record.auditAction === undefined) return invoice;
  await recordAudit(tx, {
    actorId: change.actorId,
    action: record.auditAction,
    targetType: 'user',
    targetId: change.userId,
    ip: change.ip,
    metadata: {
      before: { plan: start.fromPlan },
      after: { plan: change.plan },
      invoiceId: invoice.id,
      amountCents: record.amountCents,
    },
  });
  return invoice;
};

const DAY_MS = 24 * 3600 * 1000;

/** What an upgrade is charged for: whole days of the current period, in integer cents. */
export interface Proration {
  amountCents: number;
  /** Days of the period the charge covers: the day of the change counts in full. */
  chargedDays: number;
  periodDays: number;
  /** The monthly price difference the days are a share of. */
  monthlyDifferenceCents: number;
}

/**
 * Prorated charge of an upgrade: the monthly price difference times the days left of the current
 * period (the day of the change included) over the period's days, rounded half up to the cent, all
 * in integers so the amount and the days the invoice names always agree. Downgrades cost nothing
 * and are not refunded.
 */
export const prorate = (start: PlanChangeStart, now: Date): Proration => {
  const periodDays = Math.round((start.periodEnd.getTime() - start.periodStart.getTime()) / DAY_MS);
  const chargedDays = Math.min(
    periodDays,
    Math.max(0, Math.ceil((start.periodEnd.getTime() - now.getTime()) / DAY_MS)),
  );
  const difference = start.to.priceMonthlyCents - start.from.priceMonthlyCents;
  const amountCents =
    difference > 0 && periodDays > 0
      ? Math.floor((2 * difference * chargedDays + periodDays) / (2 * periodDays))
      : 0;
  return { amountCents, chargedDays, periodDays, monthlyDifferenceCents: Math.max(0, difference) };
};

/** An admin sets a user's plan: no charge, recorded as a zero invoice so the user's history shows it. The caller audits. */
export const grantPlan = async (tx: Executor, change: PlanChangeContext): Promise<InvoiceRow> => {
  const start = await beginPlanChange(tx, change);
  return recordPlanChange(tx, change, start, {
    amountCents: 0,
    status: 'paid',
    description: `${PLAN_NAMES[change.plan]} plan set by Kiln support (no charge)`,
    metadata: { grantedBy: change.actorId },
  });
};
