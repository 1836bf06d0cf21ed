import type { GenerationKind, PromptResponseData } from '@kiln/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promptResponses, prompts, type PromptResponseRow } from '../db/schema/index';
import { storedJsonBytes } from '../quota/storage';
import { promptCode } from './history';
import { answerEventCte, meterAnswer, usageOf, type Metering } from './metering';
import type { Produced } from './producers/producer';
import { toStoredModel } from '../lib/stored-model';

/** What a prompt record keeps of the request: prompt send and generate write the same table. */
export interface PromptRecord {
  source: 'prompt' | 'generate';
  type: string;
  content: string;
  context: Record<string, unknown> | null;
  model: string | null;
  clientId: string | null;
}

export const toPromptResponse = (
  row: PromptResponseRow,
  metadata: PromptResponseData['metadata'],
): PromptResponseData => ({
  id: row.id,
  promptId: row.promptId,
  content: row.content,
  code: promptCode(row.files),
  files: row.files,
  suggestions: row.suggestions,
  confidence: row.confidence,
  checklist: row.checklist ?? [],
  processingTime: row.processingTimeMs,
  model: row.model,
  metadata,
  timestamp: row.createdAt.toISOString(),
});

/** The stored side of the prompt API: prompt records and their responses. */
export const createPromptRecords = (db: Db, metering: Metering, now: () => Date) => {
  /** One of the user's earlier responses, the one a refine prompt changes. */
  const findResponse = async (userId: string, responseId: string) => {
    const [row] = await db
      .select()
      .from(promptResponses)
      .where(and(eq(promptResponses.id, responseId), eq(promptResponses.userId, userId)));
    return row;
  };

  /**
   * The record, its response and their generation events commit together; the request's context
   * counts against the user's storage.
   */
  const writeAnswer = async (
    userId: string,
    record: PromptRecord,
    answer: {
      produced: Produced;
      kind: GenerationKind;
      started: number;
      at: Date;
      /** The quota is refused here, not at admission (`Admission.quotaAtCharge`). */
      checkQuota?: boolean;
    },
  ) => {
    const { produced, kind } = answer;
    const processingTime = Math.round(performance.now() - answer.started);
    const answeredAt = now();
    const written = await db.transaction(async (tx) => {
      const { charged, event } = await meterAnswer(tx, {
        userId,
        kind,
        produced,
        durationMs: processingTime,
        at: answeredAt,
        prompt: record.content,
        source: record.source,
        storedBytes: storedJsonBytes(record.context),
        checkQuota: answer.checkQuota,
      });
      const metadata = {
        generationTime: processingTime,
        model: produced.model,
        provider: produced.provider,
        framework: produced.framework,
        validation: produced.validation,
        charged: charged !== undefined,
        ...(charged ? { usage: usageOf(charged) } : {}),
      };
      // The event, the prompt record and its response: one statement.
      const answerEvent = answerEventCte(tx, event);
      const prompt = tx.$with('prompt').as(
        tx
          .insert(prompts)
          .values({ userId, ...record, createdAt: answer.at })
          .returning({ id: prompts.id }),
      );
      const values = {
        userId,
        content: produced.message,
        files: produced.files,
        suggestions: produced.suggestions,
        confidence: produced.confidence,
        checklist: produced.checklist,
        processingTimeMs: processingTime,
        provider: produced.provider,
        model: produced.model,
        framework: produced.framework,
        componentModel: toStoredModel(produced.componentModel),
        metadata,
        createdAt: answeredAt,
      };
      // Only what the database decides comes back (the stored confidence is a real): the files
      // and the rest are the values just written, not parsed back from their JSON.
      const [stored] = await tx
        .with(answerEvent.cte, prompt)
        .insert(promptResponses)
        .values({
          ...values,
          promptId: sql<string>`(select ${prompt.id} from ${prompt})`,
          generationEventId: answerEvent.id,
        })
        .returning({
          id: promptResponses.id,
          promptId: promptResponses.promptId,
          generationEventId: promptResponses.generationEventId,
          confidence: promptResponses.confidence,
        });
      if (!stored) throw new Error('prompt response insert returned no row');
      const response: PromptResponseRow = { ...values, ...stored };
      return { response, metadata };
    });
    metering.answerRecorded(kind, produced, written.metadata.charged);
    return written;
  };

  return {
    findResponse,
    writeAnswer,
  };
};

export type PromptRecords = ReturnType<typeof createPromptRecords>;
