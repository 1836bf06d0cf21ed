import { randomUUID } from 'node:crypto';
import type { SessionReference } from '@kiln/contract';
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../lib/executor';
import { chatSessions } from '../db/schema/index';
import { notFound } from '../errors';
import type { AiConfig } from './config';
import { messageTooSoon, requestInProgress } from './errors';
import { referenceOf } from './session-origin';

export interface SessionLease {
  sessionId: string;
  token: string;
  /** The session's stored context, read by the same statement that took the lease. */
  context: Record<string, unknown> | null;
  /** The component the session was started from, read by the same statement. */
  from: SessionReference | undefined;
  release(): Promise<void>;
}

/**
 * Takes a chat session's one in-flight slot and stamps the message time, in a single conditional
 * UPDATE: concurrent requests on any instance serialise on the session row, and only one passes.
 * The lease expires on its own (two provider calls and a margin), so a crashed instance does not
 * leave a session stuck.
 */
export const acquireSessionLease = async (
  db: Db,
  config: Pick<AiConfig, 'timeoutMs' | 'minMessageIntervalMs'>,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionLease> => {
  const token = randomUUID();
  const leaseEnd = new Date(now.getTime() + config.timeoutMs * 2 + 30_000);
  const earliestPrevious = new Date(now.getTime() - config.minMessageIntervalMs);
  const [taken] = await db
    .update(chatSessions)
    .set({ busyUntil: leaseEnd, busyToken: token, lastMessageAt: now, lastActivity: now })
    .where(
      and(
        eq(chatSessions.id, sessionId),
        eq(chatSessions.userId, userId),
        or(isNull(chatSessions.busyUntil), lte(chatSessions.busyUntil, now)),
        or(isNull(chatSessions.lastMessageAt), lte(chatSessions.lastMessageAt, earliestPrevious)),
      ),
    )
    .returning({
      id: chatSessions.id,
      context: chatSessions.context,
      fromKind: chatSessions.fromKind,
      fromId: chatSessions.fromId,
      fromVersion: chatSessions.fromVersion,
    });
  if (!taken) {
    const [session] = await db
      .select({ busyUntil: chatSessions.busyUntil, lastMessageAt: chatSessions.lastMessageAt })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
    if (!session) throw notFound('Chat session');
    if (session.busyUntil && session.busyUntil > now) throw requestInProgress();
    const lastAt = session.lastMessageAt?.getTime() ?? now.getTime();
    throw messageTooSoon(Math.max(1, lastAt + config.minMessageIntervalMs - now.getTime()));
  }
  return {
    sessionId,
    token,
    context: taken.context ?? null,
    from: referenceOf(taken),
    release: async () => {
      await db
        .update(chatSessions)
        .set({ busyUntil: null, busyToken: null })
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.busyToken, token)));
    },
  };
};

/**
 * Stops the answer in flight: its lease is withdrawn, so the turn finds it gone when it comes to
 * store the answer and stores nothing. False when no answer was in flight (it had already been
 * stored, or none was asked for).
 */
export const revokeSessionLease = async (
  db: Db,
  userId: string,
  sessionId: string,
): Promise<boolean> => {
  const [revoked] = await db
    .update(chatSessions)
    .set({ busyUntil: null, busyToken: null })
    .where(
      and(
        eq(chatSessions.id, sessionId),
        eq(chatSessions.userId, userId),
        isNotNull(chatSessions.busyToken),
      ),
    )
    .returning({ id: chatSessions.id });
  if (revoked) return true;
  const [session] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
  if (!session) throw notFound('Chat session');
  return false;
};

/** Whether the turn still holds its session's lease; the row stays locked until the transaction ends. */
export const holdsSessionLease = async (tx: Tx, sessionId: string, token: string) => {
  const [row] = await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.busyToken, token)))
    .for('update');
  return row !== undefined;
};
