import type { PlanId, User } from '@kiln/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans, subscriptions, usageCounters, users } from '../db/schema/index';
import { ADMIN_GENERATIONS_LIMIT, ADMIN_PLAN, currentUsagePeriod, effectivePlanId } from '../lib/plan-rules';

const FREE_FALLBACK = { generationsLimit: 10, storageLimitBytes: 100 * 1024 * 1024 };

/** Loads a user as the API shows it: profile, subscription and current usage with plan limits. */
export const loadUserViews = async (db: Db, userIds: string[], now: Date = new Date()): Promise<Map<string, User>> => {
  const views = new Map<string, User>();
  if (userIds.length === 0) return views;
  const rows = await db
    .select({ user: users, subscription: subscriptions, usage: usageCounters })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .where(inArray(users.id, userIds));
  const planRows = await db.select().from(plans);
  const planById = new Map(planRows.map((plan) => [plan.id, plan]));

  for (const { user, subscription, usage } of rows) {
    const isAdmin = user.role === 'admin';
    const planId: PlanId = isAdmin ? ADMIN_PLAN : effectivePlanId(subscription, now);
    const plan = planById.get(planId) ?? FREE_FALLBACK;
    const period = currentUsagePeriod(usage?.periodStart ?? user.createdAt, now);
    views.set(user.id, {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      company: user.company,
      avatar: user.avatar,
      subscription: {
        plan: planId,
        status: subscription?.status ?? 'active',
        startDate: (subscription?.startDate ?? user.createdAt).toISOString(),
        endDate: subscription?.endDate?.toISOString() ?? null,
        isTrialActive: subscription?.status === 'trialing' && subscription.trialEndsAt !== null && subscription.trialEndsAt > now,
      },
      usage: {
        generationsUsed: period.isStale ? 0 : (usage?.generationsUsed ?? 0),
        generationsLimit: isAdmin ? ADMIN_GENERATIONS_LIMIT : plan.generationsLimit,
        storageUsed: usage?.storageUsedBytes ?? 0,
        storageLimit: plan.storageLimitBytes,
        lastResetDate: period.start.toISOString(),
      },
      isActive: user.isActive,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    });
  }
  return views;
};

export const loadUserView = async (db: Db, userId: string, now?: Date): Promise<User | undefined> =>
  (await loadUserViews(db, [userId], now)).get(userId);

