import type {
  ChatMessage,
  ChatSession,
  ChatSessionSummary,
  SessionOrigin,
  SessionQuery,
  StartSessionBody,
} from '@kiln/contract';
import { and, count, desc, eq, exists, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  chatMessages,
  chatSessions,
  type ChatMessageRow,
  type ChatSessionRow,
  type StoredCodeBlock,
  type StoredFile,
} from '../db/schema/index';
import { notFound } from '../errors';
import { pageInfo, pageOffset } from '../lib/pagination';
import { countStoredBytes, releaseStoredBytes, storedJsonBytes } from '../quota/storage';
import { originOf, readReference } from './session-origin';

export const DEFAULT_TITLE = 'New conversation';

/** The code a chat answer leads with: the component class, else the first block. */
export const mainFile = (files: StoredFile[], blocks: StoredCodeBlock[]) => {
  const component = files.find((f) => f.type === 'component');
  if (component) return { code: component.content, codeLanguage: component.language };
  const first = blocks[0];
  return first ? { code: first.code, codeLanguage: first.language } : {};
};

const {
  context: _context,
  fromKind: _fromKind,
  fromId: _fromId,
  fromVersion: _fromVersion,
  ...summaryColumns
} = getTableColumns(chatSessions);
type SessionSummaryRow = Omit<ChatSessionRow, 'context' | 'fromKind' | 'fromId' | 'fromVersion'>;

/** A conversation as lists show it: without its context, which only the single read returns. */
export const toSessionSummary = (
  row: SessionSummaryRow,
  messageCount: number,
  now: Date,
): ChatSessionSummary => ({
  id: row.id,
  title: row.title,
  isActive: row.isActive,
  isProcessing: row.busyUntil !== null && row.busyUntil > now,
  messageCount,
  createdAt: row.createdAt.toISOString(),
  lastActivity: row.lastActivity.toISOString(),
});

export const toSession = (
  row: ChatSessionRow,
  messageCount: number,
  now: Date,
  from?: SessionOrigin,
): ChatSession => ({
  ...toSessionSummary(row, messageCount, now),
  context: row.context ?? null,
  ...(from ? { from } : {}),
});

export const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  type: row.role,
  sender: row.role === 'user' ? 'You' : 'Kiln Copilot',
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  ...mainFile(row.files, row.codeBlocks),
  codeBlocks: row.codeBlocks,
  files: row.files,
  suggestions: row.suggestions,
  ...(row.confidence !== null ? { confidence: row.confidence } : {}),
  ...(row.checklist ? { checklist: row.checklist } : {}),
  hasAppliedCode: false,
  isCodeMessage: row.codeBlocks.length > 0,
  ...(row.model ? { model: row.model } : {}),
  ...(row.validation ? { validation: row.validation } : {}),
  ...(row.repairOf ? { repairOf: row.repairOf } : {}),
});

/** Copilot conversations and their stored messages, per user. */
export const createSessionService = (db: Db, now: () => Date) => {
  const messageCounts = (userId: string) =>
    db
      .select({ sessionId: chatMessages.sessionId, messages: count().as('messages') })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .groupBy(chatMessages.sessionId)
      .as('counts');

  const startSession = async (userId: string, body: StartSessionBody): Promise<ChatSession> => {
    const at = now();
    // The reference is checked, never copied: another user's component is not found.
    const from = body.from && (await readReference(db, userId, body.from)).origin;
    const row = await db.transaction(async (tx) => {
      await countStoredBytes(tx, userId, storedJsonBytes(body.context), at);
      // The client keeps one active conversation; starting a new one retires the others.
      await tx
        .update(chatSessions)
        .set({ isActive: false })
        .where(and(eq(chatSessions.userId, userId), eq(chatSessions.isActive, true)));
      const [created] = await tx
        .insert(chatSessions)
        .values({
          userId,
          title: body.title || DEFAULT_TITLE,
          context: body.context ?? null,
          ...(body.from
            ? { fromKind: body.from.kind, fromId: body.from.id, fromVersion: body.from.version }
            : {}),
          createdAt: at,
          lastActivity: at,
        })
        .returning();
      return created;
    });
    if (!row) throw new Error('session insert returned no row');
    return toSession(row, 0, at, from);
  };

  /**
   * The conversations that hold a message, newest activity first. A conversation is listed from
   * its first message on: a New chat nobody wrote in is not a conversation yet.
   */
  const listSessions = async (userId: string, page: number, limit: number) => {
    const counts = messageCounts(userId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ session: summaryColumns, messages: counts.messages })
        .from(chatSessions)
        .innerJoin(counts, eq(counts.sessionId, chatSessions.id))
        .where(eq(chatSessions.userId, userId))
        .orderBy(desc(chatSessions.lastActivity), desc(chatSessions.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db
        .select({ value: count() })
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.userId, userId),
            exists(
              db
                .select({ one: sql`1` })
                .from(chatMessages)
                .where(eq(chatMessages.sessionId, chatSessions.id)),
            ),
          ),
        ),
    ]);
    const at = now();
    return {
      items: rows.map((row) => toSessionSummary(row.session, Number(row.messages ?? 0), at)),
      pagination: pageInfo(page, limit, total?.value ?? 0),
    };
  };

  const getSession = async (userId: string, sessionId: string, query: SessionQuery = {}) => {
    const [session] = await db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
    if (!session) throw notFound('Chat session');
    const [total] = await db
      .select({ value: count() })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));
    const before = query.before
      ? sql`${chatMessages.seq} < (select seq from chat_messages where id = ${query.before} and session_id = ${sessionId})`
      : undefined;
    const newestFirst = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), before))
      .orderBy(desc(chatMessages.seq))
      .limit(query.limit === undefined ? Number.MAX_SAFE_INTEGER : query.limit + 1);
    const hasEarlier = query.limit !== undefined && newestFirst.length > query.limit;
    const rows = newestFirst.slice(0, query.limit).reverse();
    return {
      session: toSession(session, total?.value ?? 0, now(), await originOf(db, userId, session)),
      messages: rows.map(toMessage),
      hasEarlier,
    };
  };

  const deleteSession = async (userId: string, sessionId: string) => {
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
        .returning({ context: chatSessions.context });
      if (!deleted) throw notFound('Chat session');
      await releaseStoredBytes(tx, userId, storedJsonBytes(deleted.context), now());
    });
  };

  const renameSession = async (userId: string, sessionId: string, title: string) => {
    const [renamed] = await db
      .update(chatSessions)
      .set({ title })
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
      .returning();
    if (!renamed) throw notFound('Chat session');
    const [messages] = await db
      .select({ value: count() })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));
    return toSession(renamed, messages?.value ?? 0, now());
  };

  return { startSession, listSessions, getSession, renameSession, deleteSession };
};
