import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatSessions } from '../db/schema/index';
import { answerEventCte, meterAnswer, type Metering } from './metering';
import type { Produced } from './producers/producer';
import type { ChatRepair } from './chat-repair';
import { answerStopped } from './errors';
import { holdsSessionLease } from './session-lease';
import { DEFAULT_TITLE } from './sessions';
import { toStoredModel } from '../lib/stored-model';

/** One chat turn as it is stored: the person's message, the answer, and when each arrived. */
export interface ChatTurnRecord {
  userId: string;
  sessionId: string;
  text: string;
  receivedAt: Date;
  answeredAt: Date;
  processingTime: number;
  produced: Produced;
  /** Set when the message is "Fix with AI" for one of the session's answers. */
  repair?: ChatRepair;
}

/** The stored side of the copilot chat: the latest turns of a session, and one turn written at a time. */
export const createChatRecords = (db: Db, metering: Metering) => {
  /** The latest turns of a session, newest first. */
  const latestMessages = (sessionId: string, turns: number) =>
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(desc(chatMessages.seq))
      .limit(Math.max(turns, 1));

  /**
   * The message, its answer, their generation events and the session's activity commit together,
   * only while the turn still holds the session's lease (`leaseToken`): a stopped answer is not stored.
   */
  const writeTurn = async (turn: ChatTurnRecord, leaseToken: string) => {
    const { userId, sessionId, text, produced, answeredAt } = turn;
    const written = await db.transaction(async (tx) => {
      if (!(await holdsSessionLease(tx, sessionId, leaseToken))) throw answerStopped();
      const { charged, event } = await meterAnswer(tx, {
        userId,
        kind: 'chat',
        produced,
        durationMs: turn.processingTime,
        at: answeredAt,
        prompt: text,
        free: turn.repair?.free ?? false,
      });
      // The event, the message and its answer: one statement (two rows in order, so the answer's
      // seq follows the message's).
      const answerEvent = answerEventCte(tx, event);
      const rows = await tx
        .with(answerEvent.cte)
        .insert(chatMessages)
        .values([
          { sessionId, userId, role: 'user', content: text, createdAt: turn.receivedAt },
          {
            sessionId,
            userId,
            role: 'ai',
            content: produced.message,
            codeBlocks: produced.codeBlocks,
            files: produced.files,
            suggestions: produced.suggestions,
            confidence: produced.confidence,
            checklist: produced.checklist,
            provider: produced.provider,
            model: produced.model,
            framework: produced.framework,
            componentModel: toStoredModel(produced.componentModel),
            validation: produced.validation,
            generationEventId: answerEvent.id,
            repairOf: turn.repair?.of ?? null,
            freeRepair: turn.repair?.free ?? false,
            createdAt: answeredAt,
          },
        ])
        .returning({ id: chatMessages.id, role: chatMessages.role });
      const question = rows.find((row) => row.role === 'user');
      const answer = rows.find((row) => row.role === 'ai');
      await tx
        .update(chatSessions)
        .set({
          lastActivity: answeredAt,
          // A conversation started without a title is named after its first message.
          title: sql`case when ${chatSessions.title} = ${DEFAULT_TITLE} then ${text.slice(0, 80)} else ${chatSessions.title} end`,
        })
        .where(eq(chatSessions.id, sessionId));
      if (!question || !answer) throw new Error('chat message insert returned no row');
      return { charged, questionId: question.id, answerId: answer.id };
    });
    metering.answerRecorded('chat', produced, written.charged !== undefined);
    return written;
  };

  return { latestMessages, writeTurn };
};
