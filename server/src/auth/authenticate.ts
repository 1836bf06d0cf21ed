import { ErrorCode, type User } from '@kiln/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokenFamilies, subscriptions, usageCounters, users } from '../db/schema/index';
import { AppError } from '../errors';
import { createCoalescedReader } from '../lib/coalesced-reader';
import { planCatalogue, toUserView, userViewColumns } from './user-view';
import { SESSION_EXPIRED } from './sessions';
import type { AccessTokens } from './tokens';
import type { AuthenticatedUser } from '../plugins/authentication';

export type { AuthenticatedUser };

export interface AuthenticatorDeps {
  db: Db;
  accessTokens: AccessTokens;
  now: () => Date;
}

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

/** Checks the access token of every authenticated request against the database. */
export const createAuthenticator = ({ db, accessTokens, now }: AuthenticatorDeps) => {
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
    assertSessionUsable(checked, now());
    return { claims, row: checked };
  };

  return {
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
        user: toUserView(user, subscription, usage, planById, now()),
      };
    },
  };
};
