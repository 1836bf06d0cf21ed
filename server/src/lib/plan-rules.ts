import type { PlanId } from '@kiln/contract';

export const USAGE_PERIOD_DAYS = 30;
const PERIOD_MS = USAGE_PERIOD_DAYS * 24 * 3600 * 1000;

/** Admins are shown and limited as premium, with their own generation limit. */
export const ADMIN_PLAN: PlanId = 'premium';
export const ADMIN_GENERATIONS_LIMIT = 1000;

export const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** The free plan's limits, used only if the plans table lacks a row, which the seed migration prevents. */
export const FALLBACK_PLAN_LIMITS = {
  generationsLimit: 10,
  storageLimitBytes: 100 * 1024 * 1024,
};

export interface UsagePeriod {
  start: Date;
  end: Date;
  /** True when the stored counter belongs to an earlier period and must be read as 0. */
  isStale: boolean;
}

/** Periods are 30-day windows chained from the stored start, so a late reset keeps the rhythm. */
export const currentUsagePeriod = (storedStart: Date, now: Date = new Date()): UsagePeriod => {
  const elapsed = now.getTime() - storedStart.getTime();
  if (elapsed < PERIOD_MS)
    return { start: storedStart, end: new Date(storedStart.getTime() + PERIOD_MS), isStale: false };
  const start = new Date(storedStart.getTime() + Math.floor(elapsed / PERIOD_MS) * PERIOD_MS);
  return { start, end: new Date(start.getTime() + PERIOD_MS), isStale: true };
};

export interface SubscriptionState {
  planId: string;
  status: string;
  endDate: Date | null;
}

/** The plan whose limits apply now: a lapsed subscription falls back to free. */
export const effectivePlanId = (
  subscription: SubscriptionState | null,
  now: Date = new Date(),
): PlanId => {
  if (!subscription) return 'free';
  const running =
    subscription.status === 'active' ||
    subscription.status === 'trialing' ||
    subscription.status === 'past_due';
  const paidUntilEnd =
    subscription.status === 'canceled' &&
    subscription.endDate !== null &&
    subscription.endDate > now;
  return running || paidUntilEnd ? (subscription.planId as PlanId) : 'free';
};
