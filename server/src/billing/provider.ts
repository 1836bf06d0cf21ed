import type { Invoice, PageInfo } from '@kiln/contract';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { PLAN_NAMES } from '../lib/plan-rules';
import { invoiceDay, money } from './money';
import {
  beginPlanChange,
  prorate,
  recordPlanChange,
  type PlanChangeContext,
  type PlanChangeStart,
  type Proration,
} from './plan-change';
import { listInvoices, toInvoice } from './service';

/**
 * Where money moves. The built-in provider records changes and invoices in Kiln's own database and
 * treats them as paid at once; a payment-service provider (Stripe, Paddle …) implements the same
 * interface, starting a checkout in `changePlan` and recording the change from its webhook.
 */
export interface BillingProvider {
  readonly id: string;
  /** Switches the user's plan now and returns the invoice written for it, atomically. */
  changePlan(db: Db, change: PlanChangeContext): Promise<Invoice>;
  listInvoices(
    db: Db,
    userId: string,
    page: number,
    limit: number,
  ): Promise<{ items: Invoice[]; pagination: PageInfo }>;
}

/**
 * An upgrade's invoice line names the period it covers and the share of the monthly difference
 * charged: "Upgrade from Free to Pro, 27 Nov 2026 – 27 Dec 2026: 30 of 30 days of the $19.00
 * monthly difference".
 */
const upgradeLine = (
  from: string,
  to: string,
  start: PlanChangeStart,
  now: Date,
  proration: Proration,
) =>
  `Upgrade from ${from} to ${to}, ${invoiceDay(now)} – ${invoiceDay(start.periodEnd)}: ` +
  `${proration.chargedDays} of ${proration.periodDays} days of the ` +
  `${money(proration.monthlyDifferenceCents, start.to.currency)} monthly difference`;

/**
 * The rule: a change is effective now and the usage period is not reset (generations already used
 * still count). An upgrade is charged the monthly price difference prorated by the days left of
 * the current 30-day period (the day of the change counted in full); a downgrade is free and not refunded. Going below current usage keeps
 * the user's data but stops new generations (and saves over the storage limit) until the period resets.
 */
export const builtinBillingProvider: BillingProvider = {
  id: 'builtin',
  changePlan: (db, change) =>
    db.transaction(async (tx) => {
      const start = await beginPlanChange(tx, change);
      const proration = prorate(start, change.now);
      const from = PLAN_NAMES[start.fromPlan];
      const to = PLAN_NAMES[change.plan];
      const upgrade = start.to.priceMonthlyCents > start.from.priceMonthlyCents;
      const invoice = await recordPlanChange(tx, change, start, {
        amountCents: proration.amountCents,
        status: 'paid',
        description: upgrade
          ? upgradeLine(from, to, start, change.now, proration)
          : `Change from ${from} to ${to}, effective now (no refund)`,
        metadata: {
          provider: 'builtin',
          chargedDays: proration.chargedDays,
          periodDays: proration.periodDays,
          kind: upgrade ? 'upgrade' : 'downgrade',
        },
        auditAction: 'billing.plan_change',
      });
      return toInvoice(invoice);
    }),
  listInvoices,
};

const PROVIDERS: Record<string, BillingProvider> = { builtin: builtinBillingProvider };

/** BILLING_PROVIDER: `builtin` (default). Anything else stops the server at start with a clear message. */
export const resolveBillingProvider = (name: string | undefined): BillingProvider => {
  const provider = PROVIDERS[name || 'builtin'];
  if (!provider)
    throw new ConfigError(
      `BILLING_PROVIDER must be one of: ${Object.keys(PROVIDERS).join(', ')} (got "${name}")`,
    );
  return provider;
};
