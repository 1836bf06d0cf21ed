import {
  ErrorCode,
  type ExportData,
  type GenerationEvent,
  type Preferences,
  type TrendPeriod,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
  type User,
} from '@kiln/contract';
import { and, asc, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import { exportAiData } from '../ai/export';
import type { AuthService, AuthenticatedUser } from '../auth/service';
import { weakPasswordError } from '../auth/service';
import { isCommonPassword, type PasswordHasher } from '../auth/passwords';
import type { Db } from '../db/client';
import {
  generationEvents,
  inboundMessages,
  invoices,
  notifications,
  preferences,
  refreshTokenFamilies,
  users,
  type GenerationEventRow,
  type PreferencesRow,
} from '../db/schema/index';
import { AppError, forbidden, notFound, tooManyRequests } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { toNotification } from '../notifications/service';
import { loadUserView } from './user-view';

export interface UserServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  attempts: AttemptStore;
  now: () => Date;
}

const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: 'en',
  timezone: 'UTC',
  notifications: { email: true, push: false, updates: true, marketing: false },
};

const PERIOD_DAYS: Record<TrendPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
const DAY_MS = 24 * 3600 * 1000;

/** Password re-checks on a signed-in session: a stolen access token must not become a password oracle. */
const PASSWORD_CHECKS_PER_WINDOW = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

const toPreferences = (row: PreferencesRow | undefined): Preferences =>
  row
    ? {
        theme: row.theme,
        language: row.language,
        timezone: row.timezone,
        notifications: {
          email: row.notifyEmail,
          push: row.notifyPush,
          updates: row.notifyUpdates,
          marketing: row.notifyMarketing,
        },
      }
    : DEFAULT_PREFERENCES;

export const toGenerationEvent = (row: GenerationEventRow): GenerationEvent => ({
  id: row.id,
  kind: row.kind,
  model: row.model,
  framework: row.framework,
  promptTokens: row.promptTokens,
  completionTokens: row.completionTokens,
  durationMs: row.durationMs,
  succeeded: row.succeeded,
  createdAt: row.createdAt.toISOString(),
});

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
const dateIn = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

export const createUserService = (deps: UserServiceDeps) => {
  const { db, hasher, auth, attempts } = deps;

  const viewOf = async (userId: string): Promise<User> => {
    const user = await loadUserView(db, userId, deps.now());
    if (!user) throw notFound('User');
    return user;
  };

  /** Own profile, or anyone's for an admin. Others are refused before any lookup, so ids cannot be probed. */
  const assertCanAccess = (requester: AuthenticatedUser, userId: string) => {
    if (requester.userId !== userId && requester.role !== 'admin')
      throw forbidden('You can only access your own profile');
  };

  const checkPassword = async (userId: string, password: string, field: string) => {
    const key = `password-check:${userId}`;
    const { count: failures, resetInMs } = await attempts.get(key);
    if (failures >= PASSWORD_CHECKS_PER_WINDOW)
      throw tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)), 'Too many wrong passwords');
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound('User');
    if (!(await hasher.verify(row.passwordHash, password))) {
      await attempts.increment(key, PASSWORD_CHECK_WINDOW_MS);
      // 400, not 401: a 401 makes the client refresh its session and retry, which is not what happened.
      throw new AppError(400, ErrorCode.wrongPassword, 'The current password is incorrect', {
        location: 'body',
        fields: [{ path: field, message: 'The current password is incorrect' }],
      });
    }
    await attempts.reset(key);
  };

  const readPreferences = async (userId: string): Promise<Preferences> => {
    const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
    return toPreferences(row);
  };

  return {
    async getProfile(requester: AuthenticatedUser, userId: string): Promise<User> {
      assertCanAccess(requester, userId);
      return viewOf(userId);
    },

    async updateProfile(
      requester: AuthenticatedUser,
      userId: string,
      body: UpdateProfileBody,
      client: ClientInfo,
    ): Promise<User> {
      assertCanAccess(requester, userId);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: deps.now() };
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (body.company !== undefined) changes.company = body.company === '' ? null : body.company;
      if (body.avatar !== undefined) changes.avatar = body.avatar;
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set(changes)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        if (requester.userId !== userId) {
          await recordAudit(tx, {
            actorId: requester.userId,
            action: 'user.profile_update',
            targetType: 'user',
            targetId: userId,
            ip: client.ip,
            metadata: { fields: Object.keys(body) },
          });
        }
        return true;
      });
      if (!updated) throw notFound('User');
      return viewOf(userId);
    },

    async analytics(userId: string) {
      const user = await viewOf(userId);
      const mine = eq(generationEvents.userId, userId);
      const [[totals], byKind, byModel] = await Promise.all([
        db
          .select({
            generations: count(),
            successful: sql<number>`count(*) filter (where ${generationEvents.succeeded})`.mapWith(
              Number,
            ),
            tokens:
              sql<number>`coalesce(sum(${generationEvents.promptTokens} + ${generationEvents.completionTokens}), 0)`.mapWith(
                Number,
              ),
            averageDurationMs:
              sql<number>`coalesce(round(avg(${generationEvents.durationMs})), 0)`.mapWith(Number),
            last: max(generationEvents.createdAt),
          })
          .from(generationEvents)
          .where(mine),
        db
          .select({ kind: generationEvents.kind, count: count() })
          .from(generationEvents)
          .where(mine)
          .groupBy(generationEvents.kind)
          .orderBy(desc(count()), asc(generationEvents.kind)),
        db
          .select({ model: generationEvents.model, count: count() })
          .from(generationEvents)
          .where(mine)
          .groupBy(generationEvents.model)
          .orderBy(desc(count()), asc(generationEvents.model)),
      ]);
      const periodStart = new Date(user.usage.lastResetDate);
      return {
        totals: {
          generations: totals?.generations ?? 0,
          successfulGenerations: totals?.successful ?? 0,
          tokens: totals?.tokens ?? 0,
          averageDurationMs: totals?.averageDurationMs ?? 0,
        },
        currentPeriod: {
          generationsUsed: user.usage.generationsUsed,
          generationsLimit: user.usage.generationsLimit,
          generationsRemaining: Math.max(
            0,
            user.usage.generationsLimit - user.usage.generationsUsed,
          ),
          periodStart: periodStart.toISOString(),
          periodEnd: new Date(periodStart.getTime() + 30 * DAY_MS).toISOString(),
        },
        byKind,
        byModel,
        lastGenerationAt: totals?.last ? new Date(totals.last).toISOString() : null,
      };
    },

    async generations(userId: string, page: number, limit: number) {
      const mine = eq(generationEvents.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(generationEvents)
          .where(mine)
          .orderBy(desc(generationEvents.createdAt), desc(generationEvents.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(generationEvents).where(mine),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        items: rows.map(toGenerationEvent),
        pagination: { page, limit, total: totalCount, totalPages: Math.ceil(totalCount / limit) },
      };
    },

    /** One point per calendar day in the user's time zone, oldest first, days without events included. */
    async usageTrends(userId: string, period: TrendPeriod) {
      const { timezone } = await readPreferences(userId);
      const days = PERIOD_DAYS[period];
      const now = deps.now();
      const today = dateIn(now, timezone);
      const todayUtc = Date.parse(`${today}T00:00:00Z`);
      const dates = Array.from({ length: days }, (_, index) =>
        new Date(todayUtc - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
      );
      // Two extra days cover any time-zone offset; the date filter below keeps exactly the wanted days.
      const since = new Date(now.getTime() - (days + 2) * DAY_MS);
      const day = sql<string>`to_char(${generationEvents.createdAt} at time zone ${timezone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          generations: count(),
          tokens:
            sql<number>`coalesce(sum(${generationEvents.promptTokens} + ${generationEvents.completionTokens}), 0)`.mapWith(
              Number,
            ),
        })
        .from(generationEvents)
        .where(and(eq(generationEvents.userId, userId), gte(generationEvents.createdAt, since)))
        // By position: the time zone is a bound parameter, so a repeated expression would not match the select list.
        .groupBy(sql`1`);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      return {
        period,
        timezone,
        points: dates.map((date) => ({
          date,
          generations: byDay.get(date)?.generations ?? 0,
          tokens: byDay.get(date)?.tokens ?? 0,
        })),
      };
    },

    getPreferences: readPreferences,

    async updatePreferences(userId: string, body: UpdatePreferencesBody): Promise<Preferences> {
      const current = await readPreferences(userId);
      const next: Preferences = {
        theme: body.theme ?? current.theme,
        language: body.language ?? current.language,
        timezone: body.timezone ?? current.timezone,
        notifications: { ...current.notifications, ...body.notifications },
      };
      const values = {
        theme: next.theme,
        language: next.language,
        timezone: next.timezone,
        notifyEmail: next.notifications.email,
        notifyPush: next.notifications.push,
        notifyUpdates: next.notifications.updates,
        notifyMarketing: next.notifications.marketing,
        updatedAt: deps.now(),
      };
      await db
        .insert(preferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: preferences.userId, set: values });
      return next;
    },

    /** Needs the current password; every other login of the user ends. */
    async changePassword(
      requester: AuthenticatedUser,
      currentPassword: string,
      newPassword: string,
      client: ClientInfo,
    ): Promise<void> {
      await checkPassword(requester.userId, currentPassword, 'currentPassword');
      if (currentPassword === newPassword) {
        throw new AppError(
          400,
          ErrorCode.validation,
          'The new password must differ from the current one',
          {
            location: 'body',
            fields: [
              { path: 'newPassword', message: 'The new password must differ from the current one' },
            ],
          },
        );
      }
      if (isCommonPassword(newPassword)) throw weakPasswordError('newPassword');
      const passwordHash = await hasher.hash(newPassword);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, requester.userId));
        await auth.revokeSessions(requester.userId, 'password changed', requester.sessionId, tx);
        await recordAudit(tx, {
          actorId: requester.userId,
          action: 'user.password_change',
          targetType: 'user',
          targetId: requester.userId,
          ip: client.ip,
        });
      });
    },

    async exportData(userId: string): Promise<ExportData> {
      const user = await viewOf(userId);
      const [prefs, notificationRows, generationRows, sessionRows, invoiceRows, messageRows, ai] =
        await Promise.all([
          readPreferences(userId),
          db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(desc(notifications.createdAt)),
          db
            .select()
            .from(generationEvents)
            .where(eq(generationEvents.userId, userId))
            .orderBy(desc(generationEvents.createdAt)),
          db
            .select()
            .from(refreshTokenFamilies)
            .where(eq(refreshTokenFamilies.userId, userId))
            .orderBy(desc(refreshTokenFamilies.createdAt)),
          db
            .select()
            .from(invoices)
            .where(eq(invoices.userId, userId))
            .orderBy(desc(invoices.issuedAt)),
          db
            .select()
            .from(inboundMessages)
            .where(eq(inboundMessages.userId, userId))
            .orderBy(desc(inboundMessages.createdAt)),
          exportAiData(db, userId, deps.now()),
        ]);
      return {
        exportedAt: deps.now().toISOString(),
        user,
        preferences: prefs,
        notifications: notificationRows.map(toNotification),
        generations: generationRows.map(toGenerationEvent),
        sessions: sessionRows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          revokedAt: row.revokedAt?.toISOString() ?? null,
          userAgent: row.userAgent,
        })),
        invoices: invoiceRows.map((row) => ({
          id: row.id,
          number: row.number,
          plan: row.planId,
          amountCents: row.amountCents,
          currency: row.currency,
          status: row.status,
          issuedAt: row.issuedAt.toISOString(),
          periodStart: row.periodStart.toISOString(),
          periodEnd: row.periodEnd.toISOString(),
        })),
        messages: messageRows.map((row) => ({
          id: row.id,
          kind: row.kind,
          subject: row.subject,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        conversations: ai.conversations,
        prompts: ai.prompts,
      };
    },

    /** Removes the user and, through the foreign keys, every row of theirs; their tokens die with the sessions. */
    async deleteAccount(
      requester: AuthenticatedUser,
      password: string,
      client: ClientInfo,
    ): Promise<void> {
      await checkPassword(requester.userId, password, 'password');
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, requester.userId));
        await recordAudit(tx, {
          actorId: null,
          action: 'user.delete_self',
          targetType: 'user',
          targetId: requester.userId,
          ip: client.ip,
        });
      });
    },
  };
};

export type UserService = ReturnType<typeof createUserService>;
