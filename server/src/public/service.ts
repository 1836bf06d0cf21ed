import { inboundMessages } from '../db/schema/index';
import type { Executor } from '../lib/executor';

/** A contact or feedback message as the visitor wrote it. */
export type InboundMessage = Omit<
  typeof inboundMessages.$inferInsert,
  'userId' | 'ip' | 'userAgent'
>;

/** Who sent a message: the signed-in user if any, and where the request came from. */
export interface MessageSender {
  userId: string | null;
  ip: string;
  userAgent: string | null;
}

/** Stores a contact or feedback message with its sender; answers its id and when it arrived. */
export const storeInboundMessage = async (
  db: Executor,
  message: InboundMessage,
  sender: MessageSender,
): Promise<{ id: string; receivedAt: string }> => {
  const [row] = await db
    .insert(inboundMessages)
    .values({ ...message, ...sender })
    .returning({ id: inboundMessages.id, createdAt: inboundMessages.createdAt });
  if (!row) throw new Error('message insert returned no row');
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
};
