import {
  AdminErrorCode,
  BillingErrorCode,
  planIdSchema,
  type AdminStats,
  type AdminUpdateUserBody,
  type AdminUser,
  type AuditEntry,
  type PlanId,
  type Role,
} from '@kiln/contract';
import { and, count, desc, eq, gte, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AuthService, AuthenticatedUser } from '../auth/service';
import { grantPlan } from '../billing/service';
import type { Db } from '../db/client';
import {
  auditLog,
  generationEvents,
  refreshTokenFamilies,
  subscriptions,
  users,
} from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import { ADMIN_PLAN, effectivePlanId } from '../lib/plan-rules';
import type { ClientInfo } from '../lib/request-context';
import { effectivePlanSql } from '../quota/service';
import { loadUserViews } from '../users/user-view';

const DAY_MS = 24 * 3600 * 1000;
const STATS_DAYS = 30;

export interface AdminServiceDeps {
  db: Db;
  auth: AuthService;
  now: () => Date;
}

/** `%` and `_` in a search are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The plan a user is billed and limited as right now, in SQL; admins count as premium. */
const planInEffectSql = (at: SQL) =>
  sql<PlanId>`case when ${users.role} = 'admin' then ${ADMIN_PLAN} else ${effectivePlanSql(at)} end`;

export const createAdminService = ({ db, auth, now }: AdminServiceDeps) => {
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

  return {
    getUser,

    async stats(): Promise<AdminStats> {
      const current = now();
      const at = sql`${current.toISOString()}::timestamptz`;
      const cutoff = new Date(current.getTime() - STATS_DAYS * DAY_MS);
      const since = sql`${cutoff.toISOString()}::timestamptz`;
      const firstDay = new Date(
        Date.UTC(current.getUTCFullYear(), current.getUTCMonth(), current.getUTCDate()) -
          (STATS_DAYS - 1) * DAY_MS,
      );
      const day = sql<string>`to_char(${generationEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

      const [[userCounts], [generationCounts], daily, mix] = await Promise.all([
        db
          .select({
            total: count(),
            enabled: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
            admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
            newLast30Days:
              sql<number>`count(*) filter (where ${users.createdAt} >= ${since})`.mapWith(Number),
            activeLast30Days: sql<number>`count(*) filter (where ${users.isActive} and (
              ${users.lastLoginAt} >= ${since}
              or exists (select 1 from ${refreshTokenFamilies} where ${refreshTokenFamilies.userId} = ${users.id} and ${refreshTokenFamilies.lastUsedAt} >= ${since})
              or exists (select 1 from ${generationEvents} where ${generationEvents.userId} = ${users.id} and ${generationEvents.createdAt} >= ${since})))`.mapWith(
              Number,
            ),
          })
          .from(users),
        db
          .select({
            total: count(),
            successful: sql<number>`count(*) filter (where ${generationEvents.succeeded})`.mapWith(
              Number,
            ),
            last30Days:
              sql<number>`count(*) filter (where ${generationEvents.createdAt} >= ${since})`.mapWith(
                Number,
              ),
          })
          .from(generationEvents),
        db
          .select({ date: day, count: count() })
          .from(generationEvents)
          .where(gte(generationEvents.createdAt, firstDay))
          .groupBy(day),
        db
          .select({ plan: planInEffectSql(at), users: count() })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          // By position: the expression carries its own parameters, so repeating it would not match.
          .groupBy(sql`1`),
      ]);

      const perDay = new Map(daily.map((row) => [row.date, row.count]));
      const byDay = Array.from({ length: STATS_DAYS }, (_, index) => {
        const date = new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return { date, count: perDay.get(date) ?? 0 };
      });
      const perPlan = new Map(mix.map((row) => [row.plan, row.users]));
      const total = userCounts?.total ?? 0;
      const enabled = userCounts?.enabled ?? 0;
      return {
        users: {
          total,
          enabled,
          deactivated: total - enabled,
          admins: userCounts?.admins ?? 0,
          activeLast30Days: userCounts?.activeLast30Days ?? 0,
          newLast30Days: userCounts?.newLast30Days ?? 0,
        },
        generations: {
          total: generationCounts?.total ?? 0,
          successful: generationCounts?.successful ?? 0,
          last30Days: generationCounts?.last30Days ?? 0,
          byDay,
        },
        planMix: planIdSchema.options.map((plan) => ({ plan, users: perPlan.get(plan) ?? 0 })),
        generatedAt: current.toISOString(),
      };
    },

    async listUsers(query: {
      page: number;
      limit: number;
      search?: string | undefined;
      role?: Role | undefined;
      plan?: PlanId | undefined;
      isActive?: boolean | undefined;
    }) {
      const at = sql`${now().toISOString()}::timestamptz`;
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = likePattern(query.search.toLowerCase());
        const search = or(
          like(users.email, pattern),
          sql`lower(${users.firstName}) like ${pattern}`,
          sql`lower(${users.lastName}) like ${pattern}`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
        );
        if (search) filters.push(search);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.isActive !== undefined) filters.push(eq(users.isActive, query.isActive));
      if (query.plan) filters.push(sql`${planInEffectSql(at)} = ${query.plan}`);
      const where = filters.length > 0 ? and(...filters) : undefined;

      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        items: await adminViews(rows.map((row) => row.id)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
      };
    },

    /**
     * Changes a user's role, plan or active flag in one transaction with one audit entry. An admin
     * cannot remove their own admin role or deactivate themselves (someone must be able to undo it).
     * Deactivating ends every login of the user: their refresh tokens stop working, and their access
     * tokens too, since every request re-reads is_active.
     */
    async updateUser(
      requester: AuthenticatedUser,
      targetId: string,
      body: AdminUpdateUserBody,
      client: ClientInfo,
    ): Promise<AdminUser> {
      if (requester.userId === targetId) {
        if (body.role === 'user')
          throw new AppError(
            409,
            AdminErrorCode.selfLockout,
            'You cannot remove your own admin role',
          );
        if (body.isActive === false)
          throw new AppError(
            409,
            AdminErrorCode.selfLockout,
            'You cannot deactivate your own account',
          );
      }
      const at = now();
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ role: users.role, isActive: users.isActive, subscription: subscriptions })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(eq(users.id, targetId))
          .for('update', { of: users });
        if (!target) throw notFound('User');
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const changes: Partial<typeof users.$inferInsert> = {};

        if (body.role !== undefined && body.role !== target.role) {
          before.role = target.role;
          after.role = body.role;
          changes.role = body.role;
        }
        if (body.isActive !== undefined && body.isActive !== target.isActive) {
          before.isActive = target.isActive;
          after.isActive = body.isActive;
          changes.isActive = body.isActive;
        }
        if (Object.keys(changes).length > 0)
          await tx
            .update(users)
            .set({ ...changes, updatedAt: at })
            .where(eq(users.id, targetId));
        if (changes.isActive === false)
          await auth.revokeSessions(targetId, 'deactivated by an admin', undefined, tx);

        if (body.plan !== undefined) {
          const roleAfter = changes.role ?? target.role;
          if (roleAfter === 'admin') {
            throw new AppError(
              409,
              BillingErrorCode.adminPlanFixed,
              'Admin accounts have a fixed premium allowance; change the role to user first',
            );
          }
          const planBefore = effectivePlanId(target.subscription, at);
          if (body.plan !== planBefore) {
            const invoice = await grantPlan(tx, {
              userId: targetId,
              plan: body.plan,
              actorId: requester.userId,
              ip: client.ip,
              now: at,
            });
            before.plan = planBefore;
            after.plan = body.plan;
            after.invoiceId = invoice.id;
          }
        }

        if (Object.keys(after).length === 0) return;
        await recordAudit(tx, {
          actorId: requester.userId,
          action: 'admin.user_update',
          targetType: 'user',
          targetId,
          ip: client.ip,
          metadata: { before, after },
        });
      });
      return getUser(targetId);
    },

    /**
     * Audit entries, newest first. The admin scope is every `admin.*` action plus any action one user
     * took on another user's account, which only admins can do.
     */
    async auditLog(query: {
      page: number;
      limit: number;
      scope: 'admin' | 'all';
      actorId?: string | undefined;
      targetId?: string | undefined;
    }) {
      const filters: SQL[] = [];
      if (query.scope === 'admin') {
        const adminScope = or(
          like(auditLog.action, 'admin.%'),
          and(
            eq(auditLog.targetType, 'user'),
            sql`${auditLog.actorId}::text <> ${auditLog.targetId}`,
          ),
        );
        if (adminScope) filters.push(adminScope);
      }
      if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
      if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
      const where = filters.length > 0 ? and(...filters) : undefined;

      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorEmail: users.email })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      const items: AuditEntry[] = rows.map(({ entry, actorEmail }) => {
        const { before, after, ...details } = entry.metadata;
        return {
          id: entry.id,
          action: entry.action,
          actor: entry.actorId && actorEmail ? { id: entry.actorId, email: actorEmail } : null,
          targetType: entry.targetType,
          targetId: entry.targetId,
          before: objectOrNull(before),
          after: objectOrNull(after),
          details,
          ip: entry.ip,
          createdAt: entry.createdAt.toISOString(),
        };
      });
      return {
        items,
        pagination: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
      };
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
