import { ErrorCode } from '@kiln/contract';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokenFamilies, refreshTokens, users } from '../db/schema/index';
import { AppError } from '../errors';
import { recordAudit } from '../lib/audit';
import type { Executor } from '../lib/executor';
import type { ClientInfo } from '../lib/request-context';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

export interface SessionDeps {
  db: Db;
  accessTokens: AccessTokens;
  refreshIdleTtlSeconds: number;
  refreshAbsoluteTtlSeconds: number;
  now: () => Date;
}

/** What a rotation found: the token was not the current one, its login is over, or the next token. */
type Rotation =
  | { kind: 'not-current' }
  | { kind: 'dead' }
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string };

const SECOND_MS = 1000;

/** A token lives for the idle lifetime, never past the end of its login. */
const tokenExpiry = (now: Date, familyExpiresAt: Date, idleTtlSeconds: number) =>
  new Date(Math.min(now.getTime() + idleTtlSeconds * SECOND_MS, familyExpiresAt.getTime()));

/** The login a refresh token belongs to, current or already rotated. */
const familyOf = async (db: Db, tokenHash: string) => {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokenFamilies.userId })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return known;
};

/** Swaps the current token for the next, in one transaction; any other token is not current. */
const rotate = async (
  tx: Executor,
  tokenHash: string,
  now: Date,
  idleTtlSeconds: number,
): Promise<Rotation> => {
  // The conditional UPDATE is the lock: a concurrent rotation of the same token waits, then matches nothing.
  const [rotated] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
  if (!rotated) return { kind: 'not-current' };
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
    return { kind: 'dead' };
  }
  const next = newRefreshToken();
  await tx.insert(refreshTokens).values({
    familyId: rotated.familyId,
    tokenHash: hashRefreshToken(next),
    createdAt: now,
    expiresAt: tokenExpiry(now, family.expiresAt, idleTtlSeconds),
  });
  await tx
    .update(refreshTokenFamilies)
    .set({ lastUsedAt: now })
    .where(eq(refreshTokenFamilies.id, rotated.familyId));
  return {
    kind: 'rotated',
    userId: family.userId,
    sessionId: rotated.familyId,
    refreshToken: next,
  };
};

/**
 * Logins as refresh-token families: one family per login, one current token in it. Each use of a
 * token swaps it for the next; a token used twice means it was stolen, and ends its whole login.
 */
export const createSessions = (deps: SessionDeps) => {
  const { db, accessTokens } = deps;

  /** Revokes one login and audits why. */
  const endFamily = async (
    known: { familyId: string; userId: string },
    reason: string,
    action: string,
    client: ClientInfo,
  ) => {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: deps.now(), revokeReason: reason })
      .where(
        and(eq(refreshTokenFamilies.id, known.familyId), isNull(refreshTokenFamilies.revokedAt)),
      );
    await recordAudit(db, {
      actorId: known.userId,
      action,
      targetType: 'session',
      targetId: known.familyId,
      ip: client.ip,
    });
  };

  return {
    /** Starts a login: a new refresh-token family and its first token. */
    async open(tx: Executor, userId: string, client: ClientInfo) {
      const now = deps.now();
      const familyExpiresAt = new Date(now.getTime() + deps.refreshAbsoluteTtlSeconds * SECOND_MS);
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
        expiresAt: tokenExpiry(now, familyExpiresAt, deps.refreshIdleTtlSeconds),
      });
      return { sessionId: family.id, refreshToken };
    },

    /** Rotates a refresh token. Exactly one caller can rotate a given token; any later use is reuse. */
    async refresh(refreshToken: string, client: ClientInfo) {
      const tokenHash = hashRefreshToken(refreshToken);
      const now = deps.now();
      const outcome = await db.transaction((tx) =>
        rotate(tx, tokenHash, now, deps.refreshIdleTtlSeconds),
      );
      if (outcome.kind === 'not-current') {
        const known = await familyOf(db, tokenHash);
        if (known) {
          await endFamily(known, 'refresh token reused', 'auth.refresh_reuse', client);
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
      const known = await familyOf(db, hashRefreshToken(refreshToken));
      if (known) await endFamily(known, 'logout', 'auth.logout', client);
    },

    /** Revokes every login of a user except, optionally, the one making the request. */
    async revokeSessions(
      userId: string,
      reason: string,
      exceptSessionId?: string,
      tx: Executor = db,
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
      const cutoff = new Date(deps.now().getTime() - 24 * 3600 * SECOND_MS);
      await db
        .delete(refreshTokenFamilies)
        .where(
          or(
            lt(refreshTokenFamilies.expiresAt, cutoff),
            lt(refreshTokenFamilies.revokedAt, cutoff),
          ),
        );
    },
  };
};

export type Sessions = ReturnType<typeof createSessions>;
