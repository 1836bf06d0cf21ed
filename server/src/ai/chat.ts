import type { AiFramework, ChatAnswerData, ChatBody } from '@kiln/contract';
import { frameworkOf } from '@kiln/generator';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ChatMessageRow } from '../db/schema/index';
import type { ChatTurnRecord, createChatRecords } from './chat-records';
import type { AiConfig } from './config';
import type { AnswerStops } from './answer-stops';
import type { ChatStreamOpener } from './chat-stream';
import { findRepair } from './chat-repair';
import { answerStopped } from './errors';
import { usageOf, type Metering } from './metering';
import type { ChatTurn } from './producers/producer';
import type { ProducerFor } from './producers/resolve';
import { acquireSessionLease, type SessionLease } from './session-lease';
import { referencedComponent, type ReferencedComponent } from './session-origin';
import { mainFile } from './sessions';
import { readStoredModel } from '../lib/stored-model';

export interface ChatDeps {
  db: Db;
  config: AiConfig;
  metering: Metering;
  records: ReturnType<typeof createChatRecords>;
  producerFor: ProducerFor;
  stops: AnswerStops;
  now: () => Date;
  log: FastifyBaseLogger;
}

const latestAnswer = (history: ChatMessageRow[], has: (row: ChatMessageRow) => boolean) =>
  [...history].reverse().find((row) => row.role === 'ai' && has(row));

/** What the producer reads of a conversation: the message, the stored turns and the framework. */
const chatTurn = (
  body: ChatBody,
  text: string,
  lease: SessionLease,
  history: ChatMessageRow[],
  referenced: ReferencedComponent | undefined,
): ChatTurn => {
  const framework: AiFramework =
    body.framework ??
    frameworkOf(lease.context?.framework) ??
    frameworkOf(latestAnswer(history, (row) => Boolean(row.framework))?.framework) ??
    referenced?.origin.framework ??
    'angular';
  return {
    text,
    history,
    contexts: [lease.context, body.context],
    framework,
    requestedFramework: body.framework,
    previousModel:
      readStoredModel(
        latestAnswer(history, (row) => row.componentModel !== null)?.componentModel,
      ) ?? referenced?.model,
    ...(referenced
      ? { startingPoint: { name: referenced.origin.name, files: referenced.files } }
      : {}),
    editedFiles: body.editedFiles,
  };
};

/**
 * A conversation started from a component refines it until it has answered with a model of its
 * own: the referenced component is read only while the history holds none.
 */
const startingComponent = (
  db: Db,
  userId: string,
  lease: SessionLease,
  history: ChatMessageRow[],
): Promise<ReferencedComponent | undefined> =>
  lease.from && !latestAnswer(history, (row) => row.componentModel !== null)
    ? referencedComponent(db, userId, lease.from)
    : Promise.resolve(undefined);

const chatAnswer = (
  turn: ChatTurnRecord,
  written: Awaited<ReturnType<ReturnType<typeof createChatRecords>['writeTurn']>>,
): ChatAnswerData => {
  const { produced } = turn;
  const usage = usageOf(written.charged);
  return {
    sessionId: turn.sessionId,
    messageId: written.answerId,
    userMessageId: written.questionId,
    message: produced.message,
    codeBlocks: produced.codeBlocks,
    ...mainFile(produced.files, produced.codeBlocks),
    files: produced.files,
    suggestions: produced.suggestions,
    confidence: produced.confidence,
    checklist: produced.checklist,
    ...(produced.clarification ? { clarification: produced.clarification } : {}),
    model: produced.model,
    provider: produced.provider,
    validation: produced.validation,
    charged: written.charged !== undefined,
    ...(turn.repair ? { repairOf: turn.repair.of } : {}),
    ...(usage ? { usage } : {}),
    processingTime: turn.processingTime,
    timestamp: turn.answeredAt.toISOString(),
  };
};

/**
 * One chat turn. With `stream`, the checks and the quota run first, so their refusals are ordinary
 * JSON answers; only an admitted message opens the event stream.
 */
export const createChat =
  ({ db, config, metering, records, producerFor, stops, now, log }: ChatDeps) =>
  (userId: string, body: ChatBody, stream?: ChatStreamOpener): Promise<ChatAnswerData> =>
    metering.admitted(
      { userId, text: body.message, framework: body.framework ?? 'angular', failureKind: 'chat' },
      async (admission) => {
        const { text, at: receivedAt } = admission;
        // The lease, the quota check and the history read go out together: every round trip before
        // the first streamed token is felt. The history is used only once the lease proved the
        // session is the user's.
        // The first repair of an answer uses no generation, so it needs none left.
        const repair = await findRepair(db, userId, body.sessionId, body.repairOf);
        const [leased, quota, latest] = await Promise.allSettled([
          acquireSessionLease(
            db,
            {
              timeoutMs: config.timeoutMs,
              minMessageIntervalMs: admission.guards.minMessageIntervalMs,
            },
            userId,
            body.sessionId,
            receivedAt,
          ),
          repair?.free ? Promise.resolve() : metering.ensureQuota(userId, receivedAt),
          records.latestMessages(body.sessionId, config.historyTurns),
        ]);
        if (leased.status === 'rejected') throw leased.reason;
        const lease = leased.value;
        const turnStop = stops.begin(body.sessionId);
        try {
          if (quota.status === 'rejected') throw quota.reason;
          if (latest.status === 'rejected') throw latest.reason;
          const hooks = stream?.open(turnStop.signal);
          const history = latest.value.reverse();
          const referenced = await startingComponent(db, userId, lease, history);
          const turn = chatTurn(body, text, lease, history, referenced);
          admission.framework = turn.framework;
          const produced = await producerFor().chat(turn, hooks);
          if (turnStop.signal.aborted) throw answerStopped();
          const answeredAt = now();
          const record: ChatTurnRecord = {
            userId,
            sessionId: body.sessionId,
            text,
            receivedAt,
            answeredAt,
            processingTime: Math.round(performance.now() - admission.started),
            produced,
            ...(repair ? { repair } : {}),
          };
          return chatAnswer(record, await records.writeTurn(record, lease.token));
        } finally {
          turnStop.done();
          await lease
            .release()
            .catch((error: unknown) =>
              log.warn(
                { err: error },
                'could not release a chat session lease; it expires on its own',
              ),
            );
        }
      },
    );
