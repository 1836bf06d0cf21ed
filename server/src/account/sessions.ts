import type { ActiveSession } from '@kiln/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/service';
import type { Db } from '../db/client';
import { refreshTokenFamilies } from '../db/schema/index';
import { notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';

/** A person's own logins: which devices are signed in, and signing one of them out. */
export const createSessionList = (db: Db, now: () => Date) => ({
  async list(requester: AuthenticatedUser): Promise<ActiveSession[]> {
    const rows = await db
      .select()
      .from(refreshTokenFamilies)
      .where(
        and(
          eq(refreshTokenFamilies.userId, requester.userId),
          isNull(refreshTokenFamilies.revokedAt),
          gt(refreshTokenFamilies.expiresAt, now()),
        ),
      )
      .orderBy(desc(refreshTokenFamilies.lastUsedAt));
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === requester.sessionId,
    }));
  },

  /** Ends one login of the requester; another user's login answers 404, as if it did not exist. */
  async revoke(requester: AuthenticatedUser, sessionId: string, client: ClientInfo) {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: now(), revokeReason: 'signed out from the session list' })
        .where(
          and(
            eq(refreshTokenFamilies.id, sessionId),
            eq(refreshTokenFamilies.userId, requester.userId),
            isNull(refreshTokenFamilies.revokedAt),
          ),
        )
        .returning({ id: refreshTokenFamilies.id });
      if (!ended) throw notFound('Session');
      await recordAudit(tx, {
        actorId: requester.userId,
        action: 'auth.session_revoke',
        targetType: 'session',
        targetId: sessionId,
        ip: client.ip,
      });
    });
  },
});
