import { ErrorCode, type SignupBody, type User } from '@kiln/contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  notifications,
  preferences,
  refreshTokenFamilies,
  refreshTokens,
  subscriptions,
  usageCounters,
  users,
} from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import { createCoalescedReader } from '../lib/coalesced-reader';
import type { ClientInfo } from '../lib/request-context';
import { loadUserView, planCatalogue, toUserView, userViewColumns } from '../users/user-view';
import type { LoginGuard } from './login-guard';
import { isCommonPassword, type PasswordHasher } from './passwords';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens';

export interface AuthServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  loginGuard: LoginGuard;
  refreshIdleTtlSeconds: number;
  refreshAbsoluteTtlSeconds: number;
  now: () => Date;
}

export interface IssuedSession {
  user: User;
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION_EXPIRED = 'Session expired. Please log in again.';

export const weakPasswordError = (field: string) =>
  new AppError(
    400,
    ErrorCode.weakPassword,
    'This password is too common. Choose a less predictable one.',
    {
      location: 'body',
      fields: [{ path: field, message: 'This password is too common' }],
    },
  );

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface SessionState {
  user: { isActive: boolean };
  revokedAt: Date | null;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refusals of every authenticated request: no such login, a revoked or expired one, a deactivated user. */
function assertSessionUsable<T extends SessionState>(
  row: T | undefined,
  now: Date,
): asserts row is T {
  if (!row || row.revokedAt !== null || row.expiresAt <= now)
    throw new AppError(401, ErrorCode.invalidToken, SESSION_EXPIRED);
  if (!row.user.isActive)
    throw new AppError(401, ErrorCode.accountDisabled, 'This account has been deactivated');
}

export const createAuthService = (deps: AuthServiceDeps) => {
  const { db, hasher, accessTokens, loginGuard } = deps;
  const seconds = (count: number) => count * 1000;

  /** The account this e-mail and password open, if any. */
  const findByCredentials = async (email: string, password: string) => {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
      .from(users)
      .where(eq(users.email, email));
    // Unknown e-mails cost one hash verification too, so timing does not reveal which accounts exist.
    const valid = user
      ? await hasher.verify(user.passwordHash, password)
      : (await hasher.verifyDummy(password), false);
    return valid ? user : undefined;
  };

  /** Starts a login: a new refresh-token family and its first token. */
  const openSession = async (tx: Db | Tx, userId: string, client: ClientInfo) => {
    const now = deps.now();
    const familyExpiresAt = new Date(now.getTime() + seconds(deps.refreshAbsoluteTtlSeconds));
    const [family] = await tx
      .insert(refreshTokenFamilies)
      .values({
        userId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: familyExpiresAt,
        userAgent: client.userAgent,
        ip: client.ip,
      })
      .returning({ id: refreshTokenFamilies.id });
    if (!family) throw new Error('session insert returned no row');
    const refreshToken = newRefreshToken();
    await tx.insert(refreshTokens).values({
      familyId: family.id,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(
        Math.min(now.getTime() + seconds(deps.refreshIdleTtlSeconds), familyExpiresAt.getTime()),
      ),
    });
    return { sessionId: family.id, refreshToken };
  };

  const issue = async (
    userId: string,
    session: { sessionId: string; refreshToken: string },
  ): Promise<IssuedSession> => {
    const user = await loadUserView(db, userId, deps.now());
    if (!user) throw new AppError(401, ErrorCode.invalidCredentials, INVALID_CREDENTIALS);
    const { token, expiresIn } = await accessTokens.issue({ userId, sessionId: session.sessionId });
    return { user, token, refreshToken: session.refreshToken, expiresIn };
  };

  // Runs on every authenticated request: the login, its user and the user's view (subscription,
  // usage), prepared once per connection so neither Drizzle nor PostgreSQL re-plans it. Requests that
  // arrive together share one execution (see `createCoalescedReader`): one round trip for all of them.
  const sessionRows = db
    .select({
      ...userViewColumns,
      sessionId: refreshTokenFamilies.id,
      revokedAt: refreshTokenFamilies.revokedAt,
      expiresAt: refreshTokenFamilies.expiresAt,
    })
    .from(refreshTokenFamilies)
    .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(usageCounters, eq(usageCounters.userId, users.id))
    .where(sql`${refreshTokenFamilies.id} = any(${sql.placeholder('sessionIds')}::uuid[])`)
    .prepare('kiln_authenticate_sessions');
  type SessionRow = Awaited<ReturnType<typeof sessionRows.execute>>[number];
  const readSession = createCoalescedReader<SessionRow>(async (sessionIds) => {
    const rows = await sessionRows.execute({ sessionIds });
    return new Map(rows.map((row) => [row.sessionId, row]));
  });

  /** The login an access token names, checked: it must exist, belong to the token's user and be usable. */
  const usableSession = async (accessToken: string) => {
    const claims = await accessTokens.verify(accessToken);
    // Kiln signs only UUIDs; anything else names no login (and must not reach the shared statement).
    const row = UUID.test(claims.sessionId) ? await readSession(claims.sessionId) : undefined;
    const checked = row && row.user.id === claims.userId ? row : undefined;
    assertSessionUsable(checked, deps.now());
    return { claims, row: checked };
  };

  const revokeFamily = async (familyId: string, reason: string) => {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: deps.now(), revokeReason: reason })
      .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
  };

  return {
    async signup(body: SignupBody & { email: string }, client: ClientInfo): Promise<IssuedSession> {
      if (isCommonPassword(body.password)) throw weakPasswordError('password');
      const passwordHash = await hasher.hash(body.password);
      const now = deps.now();
      const created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            company: body.company || null,
            createdAt: now,
            updatedAt: now,
            passwordChangedAt: now,
            lastLoginAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return undefined;
        await tx.insert(subscriptions).values({
          userId: user.id,
          planId: 'free',
          status: 'active',
          startDate: now,
          currentPeriodStart: now,
        });
        await tx.insert(usageCounters).values({ userId: user.id, periodStart: now });
        await tx.insert(preferences).values({ userId: user.id });
        await tx.insert(notifications).values({
          userId: user.id,
          type: 'success',
          title: 'Welcome to Kiln',
          message:
            'Describe a component in plain words and Kiln writes the Angular or React code. Your free plan includes 10 generations every 30 days.',
        });
        const session = await openSession(tx, user.id, client);
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.signup',
          targetType: 'user',
          targetId: user.id,
          ip: client.ip,
        });
        return { userId: user.id, session };
      });
      if (!created) {
        throw new AppError(409, ErrorCode.emailTaken, 'An account with this email already exists', {
          location: 'body',
          fields: [{ path: 'email', message: 'An account with this email already exists' }],
        });
      }
      return issue(created.userId, created.session);
    },

    async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      // Counted before the password is checked, so parallel guesses cannot outrun the lockout.
      const attempt = await loginGuard.begin(email, client.ip);
      const user = await findByCredentials(email, password).catch(async (error: unknown) => {
        await attempt.abandoned();
        throw error;
      });
      if (!user) {
        await attempt.failed();
        throw new AppError(401, ErrorCode.invalidCredentials, INVALID_CREDENTIALS);
      }
      if (!user.isActive) {
        await attempt.abandoned();
        throw new AppError(
          403,
          ErrorCode.accountDisabled,
          'This account has been deactivated. Contact support to restore it.',
        );
      }
      await attempt.succeeded();
      const now = deps.now();
      const rehash = hasher.needsRehash(user.passwordHash)
        ? await hasher.hash(password)
        : undefined;
      const session = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(rehash ? { lastLoginAt: now, passwordHash: rehash } : { lastLoginAt: now })
          .where(eq(users.id, user.id));
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.login',
          targetType: 'user',
          targetId: user.id,
          ip: client.ip,
        });
        return openSession(tx, user.id, client);
      });
      return issue(user.id, session);
    },

    /** Rotates a refresh token. Exactly one caller can rotate a given token; any later use is reuse. */
    async refresh(refreshToken: string, client: ClientInfo) {
      const tokenHash = hashRefreshToken(refreshToken);
      const now = deps.now();
      const outcome = await db.transaction(async (tx) => {
        // The conditional UPDATE is the lock: a concurrent rotation of the same token waits, then matches nothing.
        const [rotated] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
          .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
        if (!rotated) return { kind: 'not-current' as const };
        const [family] = await tx
          .select({
            userId: refreshTokenFamilies.userId,
            revokedAt: refreshTokenFamilies.revokedAt,
            expiresAt: refreshTokenFamilies.expiresAt,
            isActive: users.isActive,
          })
          .from(refreshTokenFamilies)
          .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
          .where(eq(refreshTokenFamilies.id, rotated.familyId));
        if (
          !family ||
          family.revokedAt ||
          family.expiresAt <= now ||
          rotated.expiresAt <= now ||
          !family.isActive
        ) {
          return { kind: 'dead' as const };
        }
        const next = newRefreshToken();
        await tx.insert(refreshTokens).values({
          familyId: rotated.familyId,
          tokenHash: hashRefreshToken(next),
          createdAt: now,
          expiresAt: new Date(
            Math.min(
              now.getTime() + seconds(deps.refreshIdleTtlSeconds),
              family.expiresAt.getTime(),
            ),
          ),
        });
        await tx
          .update(refreshTokenFamilies)
          .set({ lastUsedAt: now })
          .where(eq(refreshTokenFamilies.id, rotated.familyId));
        return {
          kind: 'rotated' as const,
          userId: family.userId,
          sessionId: rotated.familyId,
          refreshToken: next,
        };
      });

      if (outcome.kind === 'not-current') {
        const [known] = await db
          .select({ familyId: refreshTokens.familyId, userId: refreshTokenFamilies.userId })
          .from(refreshTokens)
          .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (known) {
          await revokeFamily(known.familyId, 'refresh token reused');
          await recordAudit(db, {
            actorId: known.userId,
            action: 'auth.refresh_reuse',
            targetType: 'session',
            targetId: known.familyId,
            ip: client.ip,
          });
          throw new AppError(401, ErrorCode.refreshTokenReused, SESSION_EXPIRED);
        }
        throw new AppError(401, ErrorCode.invalidRefreshToken, SESSION_EXPIRED);
      }
      if (outcome.kind === 'dead')
        throw new AppError(401, ErrorCode.invalidRefreshToken, SESSION_EXPIRED);

      const { token, expiresIn } = await accessTokens.issue({
        userId: outcome.userId,
        sessionId: outcome.sessionId,
      });
      return { accessToken: token, refreshToken: outcome.refreshToken, expiresIn };
    },

    /** Ends the login the token belongs to. Unknown tokens are accepted silently: the outcome is the same. */
    async logout(refreshToken: string, client: ClientInfo): Promise<void> {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokenFamilies.userId })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
      if (!known) return;
      await revokeFamily(known.familyId, 'logout');
      await recordAudit(db, {
        actorId: known.userId,
        action: 'auth.logout',
        targetType: 'session',
        targetId: known.familyId,
        ip: client.ip,
      });
    },

    /** Checks an access token against the database: the user must exist and be active, the login not revoked. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser> {
      const { claims, row } = await usableSession(accessToken);
      return { userId: claims.userId, sessionId: claims.sessionId, role: row.user.role };
    },

    /** `authenticate` that also answers the signed-in user's view, from the same statement. */
    async authenticateWithProfile(
      accessToken: string,
    ): Promise<{ auth: AuthenticatedUser; user: User }> {
      const [{ claims, row }, planById] = await Promise.all([
        usableSession(accessToken),
        planCatalogue(db),
      ]);
      const { user, subscription, usage } = row;
      return {
        auth: { userId: claims.userId, sessionId: claims.sessionId, role: user.role },
        user: toUserView(user, subscription, usage, planById, deps.now()),
      };
    },

    /** Revokes every login of a user except, optionally, the one making the request. */
    async revokeSessions(
      userId: string,
      reason: string,
      exceptSessionId?: string,
      tx: Db | Tx = db,
    ): Promise<void> {
      const scope = exceptSessionId
        ? and(
            eq(refreshTokenFamilies.userId, userId),
            isNull(refreshTokenFamilies.revokedAt),
            ne(refreshTokenFamilies.id, exceptSessionId),
          )
        : and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt));
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: deps.now(), revokeReason: reason })
        .where(scope);
    },

    /** Drops logins that ended more than a day ago (their tokens go with them). */
    async purgeExpiredSessions(): Promise<void> {
      const cutoff = new Date(deps.now().getTime() - seconds(24 * 3600));
      await db
        .delete(refreshTokenFamilies)
        .where(
          or(
            lt(refreshTokenFamilies.expiresAt, cutoff),
            lt(refreshTokenFamilies.revokedAt, cutoff),
          ),
        );
    },

    /** ADMIN_EMAIL/ADMIN_PASSWORD: create the account if missing; an existing one keeps its password. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (existing) {
        await db
          .update(users)
          .set({ role: 'admin', isActive: true })
          .where(eq(users.id, existing.id));
        return;
      }
      const passwordHash = await hasher.hash(password);
      const now = deps.now();
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: 'Admin',
            lastName: 'Kiln',
            role: 'admin',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return;
        await tx.insert(subscriptions).values({
          userId: user.id,
          planId: 'premium',
          status: 'active',
          startDate: now,
          currentPeriodStart: now,
        });
        await tx.insert(usageCounters).values({ userId: user.id, periodStart: now });
        await tx.insert(preferences).values({ userId: user.id });
        await recordAudit(tx, {
          actorId: null,
          action: 'admin.bootstrap',
          targetType: 'user',
          targetId: user.id,
        });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
