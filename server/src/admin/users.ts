import {
  AdminErrorCode,
  BillingErrorCode,
  type AdminUpdateUserBody,
  type AdminUser,
  type PlanId,
  type Role,
} from '@kiln/contract';
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AuthService, AuthenticatedUser } from '../auth/service';
import { grantPlan } from '../billing/plan-change';
import type { Db } from '../db/client';
import { subscriptions, users, type SubscriptionRow } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import { likePattern } from '../lib/like-pattern';
import type { Tx } from '../lib/executor';
import { pageInfo, pageOffset } from '../lib/pagination';
import { effectivePlanId } from '../lib/plan-rules';
import type { ClientInfo } from '../lib/request-context';
import { loadUserViews } from '../auth/user-view';
import { planInEffectSql } from './stats';

export interface AdminUsersDeps {
  db: Db;
  auth: AuthService;
  now: () => Date;
}

export interface AdminUsersQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  role?: Role | undefined;
  plan?: PlanId | undefined;
  isActive?: boolean | undefined;
}

/** What a change records in its audit entry: the values before and after, field by field. */
interface ChangeLog {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const userFilter = (query: AdminUsersQuery, at: SQL): SQL | undefined => {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase());
    // "First Last" contains any part of either name, so one expression covers all three.
    const search = or(
      like(users.email, pattern),
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    );
    if (search) filters.push(search);
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.isActive !== undefined) filters.push(eq(users.isActive, query.isActive));
  if (query.plan) filters.push(sql`${planInEffectSql(at)} = ${query.plan}`);
  return filters.length > 0 ? and(...filters) : undefined;
};

/** An admin cannot remove their own admin role or deactivate themselves: someone must be able to undo it. */
const assertNoSelfLockout = (
  requester: AuthenticatedUser,
  targetId: string,
  body: AdminUpdateUserBody,
) => {
  if (requester.userId !== targetId) return;
  if (body.role === 'user')
    throw new AppError(409, AdminErrorCode.selfLockout, 'You cannot remove your own admin role');
  if (body.isActive === false)
    throw new AppError(409, AdminErrorCode.selfLockout, 'You cannot deactivate your own account');
};

/** Managing accounts: finding users, reading one, changing role, plan or active flag. */
export const createAdminUsers = ({ db, auth, now }: AdminUsersDeps) => {
  const adminViews = async (ids: string[]): Promise<AdminUser[]> => {
    if (ids.length === 0) return [];
    const [views, logins] = await Promise.all([
      loadUserViews(db, ids, now()),
      db
        .select({ id: users.id, lastLoginAt: users.lastLoginAt })
        .from(users)
        .where(inArray(users.id, ids)),
    ]);
    const lastLogin = new Map(
      logins.map((row) => [row.id, row.lastLoginAt?.toISOString() ?? null]),
    );
    return ids.flatMap((id) => {
      const view = views.get(id);
      return view ? [{ ...view, lastLoginAt: lastLogin.get(id) ?? null }] : [];
    });
  };

  const getUser = async (id: string): Promise<AdminUser> => {
    const [user] = await adminViews([id]);
    if (!user) throw notFound('User');
    return user;
  };

  /** Role and active flag; deactivating ends every login of the user. */
  const changeAccount = async (
    tx: Tx,
    targetId: string,
    target: { role: Role; isActive: boolean },
    body: AdminUpdateUserBody,
    log: ChangeLog,
    at: Date,
  ) => {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.role !== undefined && body.role !== target.role) {
      log.before.role = target.role;
      log.after.role = body.role;
      changes.role = body.role;
    }
    if (body.isActive !== undefined && body.isActive !== target.isActive) {
      log.before.isActive = target.isActive;
      log.after.isActive = body.isActive;
      changes.isActive = body.isActive;
    }
    if (Object.keys(changes).length > 0)
      await tx
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, targetId));
    if (changes.isActive === false)
      await auth.revokeSessions(targetId, 'deactivated by an admin', undefined, tx);
    return changes.role ?? target.role;
  };

  /** A plan set by an admin, free of charge; admins' own allowance is fixed. */
  const changePlan = async (
    tx: Tx,
    change: { targetId: string; plan: PlanId; roleAfter: Role; actorId: string; ip: string },
    subscription: SubscriptionRow | null,
    log: ChangeLog,
    at: Date,
  ) => {
    if (change.roleAfter === 'admin') {
      throw new AppError(
        409,
        BillingErrorCode.adminPlanFixed,
        'Admin accounts have a fixed premium allowance; change the role to user first',
      );
    }
    const planBefore = effectivePlanId(subscription, at);
    if (change.plan === planBefore) return;
    const invoice = await grantPlan(tx, {
      userId: change.targetId,
      plan: change.plan,
      actorId: change.actorId,
      ip: change.ip,
      now: at,
    });
    log.before.plan = planBefore;
    log.after.plan = change.plan;
    log.after.invoiceId = invoice.id;
  };

  return {
    getUser,

    async listUsers(query: AdminUsersQuery) {
      const where = userFilter(query, sql`${now().toISOString()}::timestamptz`);
      // The subscription is joined only when the plan filter needs it: at 100,000 users the join
      // alone doubled the time of an unfiltered page.
      const rowsQuery = db.select({ id: users.id }).from(users).$dynamic();
      const countQuery = db.select({ value: count() }).from(users).$dynamic();
      if (query.plan) {
        rowsQuery.leftJoin(subscriptions, eq(subscriptions.userId, users.id));
        countQuery.leftJoin(subscriptions, eq(subscriptions.userId, users.id));
      }
      const [rows, [total]] = await Promise.all([
        rowsQuery
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset(pageOffset(query.page, query.limit)),
        countQuery.where(where),
      ]);
      return {
        items: await adminViews(rows.map((row) => row.id)),
        pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
      };
    },

    /**
     * Changes a user's role, plan or active flag in one transaction with one audit entry.
     * Deactivating ends every login of the user: their refresh tokens stop working, and their access
     * tokens too, since every request re-reads is_active.
     */
    async updateUser(
      requester: AuthenticatedUser,
      targetId: string,
      body: AdminUpdateUserBody,
      client: ClientInfo,
    ): Promise<AdminUser> {
      assertNoSelfLockout(requester, targetId, body);
      const at = now();
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ role: users.role, isActive: users.isActive, subscription: subscriptions })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(eq(users.id, targetId))
          .for('update', { of: users });
        if (!target) throw notFound('User');
        const log: ChangeLog = { before: {}, after: {} };
        const roleAfter = await changeAccount(tx, targetId, target, body, log, at);
        if (body.plan !== undefined) {
          const change = {
            targetId,
            plan: body.plan,
            roleAfter,
            actorId: requester.userId,
            ip: client.ip,
          };
          await changePlan(tx, change, target.subscription, log, at);
        }
        if (Object.keys(log.after).length === 0) return;
        await recordAudit(tx, {
          actorId: requester.userId,
          action: 'admin.user_update',
          targetType: 'user',
          targetId,
          ip: client.ip,
          metadata: { before: log.before, after: log.after },
        });
      });
      return getUser(targetId);
    },
  };
};
