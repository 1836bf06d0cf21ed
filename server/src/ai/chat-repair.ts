import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages } from '../db/schema/index';
import { notFound } from '../errors';

/** A "Fix with AI" message: the answer it repairs, and whether the repair uses no generation. */
export interface ChatRepair {
  of: string;
  free: boolean;
}

/**
 * The repair a chat message asks for: the answer must be one of this user's answers in this
 * session (any other id is not found). The first repair of an answer is free; a free repair
 * stored for it already (a replay, or a second "Fix with AI") makes this one charged like any
 * answer. The unique index on free repairs keeps this true even for requests that race.
 */
export const findRepair = async (
  db: Db,
  userId: string,
  sessionId: string,
  repairOf: string | undefined,
): Promise<ChatRepair | undefined> => {
  if (repairOf === undefined) return undefined;
  const [answer] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, repairOf),
        eq(chatMessages.userId, userId),
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.role, 'ai'),
      ),
    );
  if (!answer) throw notFound('Message');
  const [repaired] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.repairOf, repairOf), eq(chatMessages.freeRepair, true)))
    .limit(1);
  return { of: repairOf, free: !repaired };
};
