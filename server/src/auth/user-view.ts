import type { PlanId, User } from '@kiln/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans, subscriptions, usageCounters, users, type PlanRow } from '../db/schema/index';
import { notFound } from '../errors';
import {
  ADMIN_GENERATIONS_LIMIT,
  ADMIN_PLAN,
  currentUsagePeriod,
  effectivePlanId,
  FALLBACK_PLAN_LIMITS,
} from '../lib/plan-rules';

/**
 * Plans change only with a migration, yet every profile needs them: read them at most once a
 * minute per database instead of once per request.
 */
const PLAN_CACHE_MS = 60_000;
const planCache = new WeakMap<Db, { loadedAt: number; plans: Promise<Map<string, PlanRow>> }>();

export const planCatalogue = (db: Db): Promise<Map<string, PlanRow>> => {
  const cached = planCache.get(db);
  if (cached && Date.now() - cached.loadedAt < PLAN_CACHE_MS) return cached.plans;
  const loading = db
    .select()
    .from(plans)
    .then((rows) => new Map(rows.map((plan) => [plan.id, plan])));
  planCache.set(db, { loadedAt: Date.now(), plans: loading });
  loading.catch(() => planCache.delete(db));
  return loading;
};

/**
 * The columns a view is built from, and no others: the profile is read on every request, and each
 * extra column (timestamps above all) costs row parsing, while the password hash has no business
 * being read to show a profile.
 */
export const userViewColumns = {
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    role: users.role,
    company: users.company,
    avatar: users.avatar,
    isActive: users.isActive,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  subscription: {
    planId: subscriptions.planId,
    status: subscriptions.status,
    startDate: subscriptions.startDate,
    endDate: subscriptions.endDate,
    trialEndsAt: subscriptions.trialEndsAt,
  },
  usage: {
    generationsUsed: usageCounters.generationsUsed,
    storageUsedBytes: usageCounters.storageUsedBytes,
    periodStart: usageCounters.periodStart,
  },
};

const viewRows = (db: Db) =>
  db
    .select(userViewColumns)
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id));

/** One user's view is read on every profile request: prepared once per database, not rebuilt each time. */
const prepareSingleView = (db: Db) =>
  viewRows(db)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('kiln_user_view');
const singleViewQueries = new WeakMap<Db, ReturnType<typeof prepareSingleView>>();
const singleViewQuery = (db: Db) => {
  let query = singleViewQueries.get(db);
  if (!query) {
    query = prepareSingleView(db);
    singleViewQueries.set(db, query);
  }
  return query;
};

type UserRow = Pick<typeof users.$inferSelect, keyof typeof userViewColumns.user>;
type SubscriptionRow = Pick<
  typeof subscriptions.$inferSelect,
  keyof typeof userViewColumns.subscription
>;
type UsageRow = Pick<typeof usageCounters.$inferSelect, keyof typeof userViewColumns.usage>;

/** A user as the API shows it: profile, subscription and current usage with plan limits. */
export const toUserView = (
  user: UserRow,
  subscription: SubscriptionRow | null,
  usage: UsageRow | null,
  planById: Map<string, PlanRow>,
  now: Date,
): User => {
  const isAdmin = user.role === 'admin';
  const planId: PlanId = isAdmin ? ADMIN_PLAN : effectivePlanId(subscription, now);
  const plan = planById.get(planId) ?? FALLBACK_PLAN_LIMITS;
  const period = currentUsagePeriod(usage?.periodStart ?? user.createdAt, now);
  return {
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
      isTrialActive:
        subscription?.status === 'trialing' &&
        subscription.trialEndsAt !== null &&
        subscription.trialEndsAt > now,
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
  };
};

/** Loads users as the API shows them, by id. */
export const loadUserViews = async (
  db: Db,
  userIds: string[],
  now: Date = new Date(),
): Promise<Map<string, User>> => {
  const views = new Map<string, User>();
  if (userIds.length === 0) return views;
  const [first] = userIds;
  const [rows, planById] = await Promise.all([
    userIds.length === 1 && first !== undefined
      ? singleViewQuery(db).execute({ id: first })
      : viewRows(db).where(inArray(users.id, userIds)),
    planCatalogue(db),
  ]);
  for (const { user, subscription, usage } of rows)
    views.set(user.id, toUserView(user, subscription, usage, planById, now));
  return views;
};

export const loadUserView = async (db: Db, userId: string, now?: Date): Promise<User | undefined> =>
  (await loadUserViews(db, [userId], now)).get(userId);

/** A user's view, for requests about an account that must exist: 404 when it does not. */
export const requireUserView = async (db: Db, userId: string, now: Date): Promise<User> => {
  const user = await loadUserView(db, userId, now);
  if (!user) throw notFound('User');
  return user;
};
