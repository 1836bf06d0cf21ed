import type { ChatMessage, ChatSession, HistoryEntry } from '@kiln/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatSessions, promptResponses, prompts } from '../db/schema/index';
import { toHistoryEntry } from './history';
import { toMessage, toSession } from './sessions';

export interface AiDataExport {
  conversations: Array<ChatSession & { messages: ChatMessage[] }>;
  prompts: HistoryEntry[];
}

/** Everything the copilot and prompt API keep for one user, for the user's data export. */
export const exportAiData = async (db: Db, userId: string, now: Date): Promise<AiDataExport> => {
  const [sessionRows, messageRows, promptRows] = await Promise.all([
    db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, userId))
      .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id)),
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(asc(chatMessages.seq)),
    db
      .select({ prompt: prompts, response: promptResponses })
      .from(prompts)
      .leftJoin(promptResponses, eq(promptResponses.promptId, prompts.id))
      .where(eq(prompts.userId, userId))
      .orderBy(desc(prompts.createdAt), desc(prompts.id)),
  ]);
  const messagesBySession = new Map<string, typeof messageRows>();
  for (const row of messageRows) {
    const messages = messagesBySession.get(row.sessionId);
    if (messages) messages.push(row);
    else messagesBySession.set(row.sessionId, [row]);
  }
  return {
    conversations: sessionRows.map((session) => {
      const messages = (messagesBySession.get(session.id) ?? []).map(toMessage);
      return { ...toSession(session, messages.length, now), messages };
    }),
    prompts: promptRows.map(({ prompt, response }) => toHistoryEntry(prompt, response)),
  };
};
