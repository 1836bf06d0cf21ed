import type { AiFramework, HistoryItem, HistoryStatus } from '@kiln/contract';
import { frameworkOf } from '@kiln/generator';
import { and, count, desc, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, generationEvents, promptResponses, prompts } from '../db/schema/index';
import { notFound } from '../errors';
import type { Tx } from '../lib/executor';
import { likePattern } from '../lib/like-pattern';
import { pageInfo, pageOffset } from '../lib/pagination';
import { releaseStoredBytes, storedJsonBytes } from '../quota/storage';

export interface HistoryFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  framework?: AiFramework | undefined;
  status?: HistoryStatus | undefined;
}

/**
 * A history entry is the generation event of something the user asked for (it has a source); the
 * events of repair calls, completions and exports have none. Entries the user deleted stay as
 * events, so usage and analytics still count them, but are hidden here.
 */
const listed = (userId: string) =>
  and(
    eq(generationEvents.userId, userId),
    isNotNull(generationEvents.source),
    eq(generationEvents.hiddenFromHistory, false),
  );

const filtered = (userId: string, filter: HistoryFilter) => {
  const conditions: (SQL | undefined)[] = [listed(userId)];
  if (filter.search) conditions.push(ilike(generationEvents.prompt, likePattern(filter.search)));
  if (filter.framework) conditions.push(eq(generationEvents.framework, filter.framework));
  if (filter.status) conditions.push(eq(generationEvents.succeeded, filter.status === 'completed'));
  return and(...conditions);
};

const entryColumns = {
  id: generationEvents.id,
  kind: generationEvents.kind,
  source: generationEvents.source,
  prompt: generationEvents.prompt,
  failureReason: generationEvents.failureReason,
  framework: generationEvents.framework,
  model: generationEvents.model,
  charged: generationEvents.charged,
  succeeded: generationEvents.succeeded,
  createdAt: generationEvents.createdAt,
  message: {
    id: chatMessages.id,
    sessionId: chatMessages.sessionId,
    content: chatMessages.content,
    files: chatMessages.files,
    suggestions: chatMessages.suggestions,
    confidence: chatMessages.confidence,
  },
  response: {
    id: promptResponses.id,
    content: promptResponses.content,
    files: promptResponses.files,
    suggestions: promptResponses.suggestions,
    confidence: promptResponses.confidence,
  },
};

/** Each event with the answer it produced: a copilot message or a prompt response, if any. */
const entries = (db: Db) =>
  db
    .select(entryColumns)
    .from(generationEvents)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.generationEventId, generationEvents.id), eq(chatMessages.role, 'ai')),
    )
    .leftJoin(promptResponses, eq(promptResponses.generationEventId, generationEvents.id));

type EntryRow = Awaited<ReturnType<typeof entries>>[number];

const toAnswer = (row: EntryRow): HistoryItem['answer'] => {
  if (row.message)
    return {
      kind: 'chat-message',
      id: row.message.id,
      sessionId: row.message.sessionId,
      message: row.message.content,
      files: row.message.files,
      suggestions: row.message.suggestions,
      confidence: row.message.confidence,
    };
  if (row.response)
    return {
      kind: 'prompt-response',
      id: row.response.id,
      sessionId: null,
      message: row.response.content,
      files: row.response.files,
      suggestions: row.response.suggestions,
      confidence: row.response.confidence,
    };
  return null;
};

const toHistoryItem = (row: EntryRow): HistoryItem => ({
  id: row.id,
  // Listed events always carry a source and a prompt; the fallbacks only satisfy the types.
  prompt: row.prompt ?? '',
  source: row.source ?? 'prompt',
  kind: row.kind === 'chat' || row.kind === 'refine' ? row.kind : 'generate',
  status: row.succeeded ? 'completed' : 'failed',
  failureReason: row.succeeded ? null : (row.failureReason ?? 'The generation failed.'),
  framework: frameworkOf(row.framework) ?? null,
  model: row.model,
  charged: row.charged,
  timestamp: row.createdAt.toISOString(),
  answer: toAnswer(row),
});

/** The user's generation history: list, delete one, clear all. */
export const createGenerationHistory = (db: Db, now: () => Date) => {
  /**
   * Deleting an entry drops what it stored of the prompt: the event's copy, and for the prompt API
   * and the generate form the prompt record with its response (its context's bytes go back to the
   * user's storage). A copilot answer stays in its conversation, which the copilot deletes.
   */
  const dropPromptRecords = async (tx: Tx, userId: string, events: SQL | undefined) => {
    const deleted = await tx
      .delete(prompts)
      .where(
        and(
          eq(prompts.userId, userId),
          inArray(
            prompts.id,
            tx
              .select({ id: promptResponses.promptId })
              .from(promptResponses)
              .innerJoin(
                generationEvents,
                eq(generationEvents.id, promptResponses.generationEventId),
              )
              .where(and(eq(promptResponses.userId, userId), events)),
          ),
        ),
      )
      .returning({ context: prompts.context });
    const bytes = deleted.reduce((sum, row) => sum + storedJsonBytes(row.context), 0);
    await releaseStoredBytes(tx, userId, bytes, now());
  };

  const hide = (tx: Tx, where: SQL | undefined) =>
    tx
      .update(generationEvents)
      .set({ hiddenFromHistory: true, prompt: null })
      .where(where)
      .returning({ id: generationEvents.id });

  return {
    async list(userId: string, filter: HistoryFilter) {
      const where = filtered(userId, filter);
      const [rows, [total]] = await Promise.all([
        entries(db)
          .where(where)
          .orderBy(desc(generationEvents.createdAt), desc(generationEvents.id))
          .limit(filter.limit)
          .offset(pageOffset(filter.page, filter.limit)),
        db.select({ value: count() }).from(generationEvents).where(where),
      ]);
      return {
        items: rows.map(toHistoryItem),
        pagination: pageInfo(filter.page, filter.limit, total?.value ?? 0),
      };
    },

    /** Scoped by owner: another user's entry is indistinguishable from an unknown one. */
    async remove(userId: string, id: string) {
      await db.transaction(async (tx) => {
        const [hidden] = await hide(tx, and(eq(generationEvents.id, id), listed(userId)));
        if (!hidden) throw notFound('History entry');
        await dropPromptRecords(tx, userId, eq(generationEvents.id, id));
      });
    },

    /** Answers how many entries it removed. */
    async clear(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const hidden = await hide(tx, listed(userId));
        await dropPromptRecords(
          tx,
          userId,
          and(eq(generationEvents.userId, userId), eq(generationEvents.hiddenFromHistory, true)),
        );
        return hidden.length;
      });
    },
  };
};

export type GenerationHistory = ReturnType<typeof createGenerationHistory>;
