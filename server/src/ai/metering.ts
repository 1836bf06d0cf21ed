import {
  AiErrorCode,
  failedValidation,
  type AiFramework,
  type GenerationKind,
} from '@kiln/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationEvents } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { AttemptStore } from '../lib/attempt-store';
import type { Metrics } from '../plugins/metrics';
import {
  chargeAllowance,
  generationEventValues,
  getQuotaStatus,
  hasGenerationLeft,
  QuotaExceededError,
  recordUnchargedGeneration,
  type Allowance,
  type GenerationEventValues,
  type GenerationSource,
  type Tx,
} from '../quota/service';
import { countStoredBytes, StorageLimitError } from '../quota/storage';
import { checkBlockedTerms, type AiGuards, type GuardStore } from './guards';
import { checkPromptText, checkUserRate } from './limits';
import type { Produced } from './producers/producer';
import type { LlmResult } from './providers/openai';

export interface MeteringDeps {
  db: Db;
  /** The guard rules in force, re-read on every request (an admin may change them at any time). */
  guards: GuardStore;
  attempts: AttemptStore;
  metrics: Metrics;
  /** The model a failed provider call is recorded under. */
  defaultModel: () => Promise<string>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** A generation request that passed the text and rate checks, with its clock started. */
export interface Admission {
  userId: string;
  text: string;
  /** performance.now() when admitted: the answer's processing time counts from here. */
  started: number;
  at: Date;
  /** The framework a failure is recorded under; a use case sets it once it knows better. */
  framework: AiFramework;
  /** Where the request came from, as a failure shows in the user's history. */
  source: GenerationSource;
  /** The guard rules this request was admitted under. */
  guards: AiGuards;
  /**
   * The quota was not checked at admission: the answer's own transaction refuses it (its charge,
   * or `ensureQuota` for an answer that is not charged), see `admitted`'s `quotaAtCharge`.
   */
  quotaAtCharge: boolean;
}

/** The copilot's requests are chats; the prompt API says so unless the generate form sent it. */
const sourceOf = (kind: GenerationKind, source?: GenerationSource): GenerationSource =>
  source ?? (kind === 'chat' ? 'copilot' : 'prompt');

/** What history says of an answer whose code did not pass its checks. */
const INVALID_CODE_REASON = 'The generated code did not pass its checks.';

/** The usage figures of a charged answer. */
export const usageOf = (charged: Allowance | undefined) =>
  charged
    ? {
        generationsUsed: charged.generationsUsed,
        generationsLimit: charged.generationsLimit,
        generationsRemaining: charged.generationsRemaining,
        resetsAt: charged.resetsAt.toISOString(),
      }
    : undefined;

/** Refuses a request once the user's plan has no generations left this period. */
const ensureQuota = async (db: Tx | Db, userId: string, at: Date) => {
  // One statement answers the usual case; the full status is read only to word a refusal.
  if (await hasGenerationLeft(db, userId, at)) return;
  const status = await getQuotaStatus(db, userId, at);
  if (!status) throw notFound('User');
  if (status.generationsRemaining <= 0) {
    const { plan, generationsUsed, generationsLimit, resetsAt } = status;
    throw new QuotaExceededError({ plan, generationsUsed, generationsLimit, resetsAt }, at);
  }
};

/**
 * What one answer costs, in the caller's transaction: the answer itself is charged when it has
 * code that validated; a repair call, an invalid answer, a prose-only answer, a free "Fix with AI"
 * repair and the engine's re-print of a component in another framework are recorded uncharged.
 * Answers the charge and the answer's generation event, which the caller writes in the same
 * statement as the answer's own rows (`answerEventCte`); a repair call's event is written here.
 */
export const meterAnswer = async (
  tx: Tx,
  answer: {
    userId: string;
    kind: GenerationKind;
    produced: Produced;
    durationMs: number;
    at: Date;
    /** The prompt as the user wrote it, kept on the answer's own event for their history. */
    prompt?: string;
    source?: GenerationSource;
    /** A free repair ("Fix with AI", the first for its answer) is recorded, never charged. */
    free?: boolean;
    /** Bytes the answer stores that count toward the user's storage (a prompt record's context). */
    storedBytes?: number;
    /** Refuse the answer here when the user has no generation left (not checked at admission). */
    checkQuota?: boolean;
  },
): Promise<{ charged: Allowance | undefined; event: GenerationEventValues }> => {
  const { userId, kind, produced, durationMs, at } = answer;
  const valid = produced.files.length > 0 && produced.validation.valid;
  // The engine re-printing the same component in another framework is not a new generation,
  // and a clarifying question is not a generation at all. Code the server was too busy to check
  // is not charged, and not a failure either: nothing is known against it.
  const chargeable = valid && !answer.free && !produced.reprinted && !produced.clarification;
  const succeeded = !failedValidation(produced.validation) || produced.files.length === 0;
  const base = {
    kind,
    model: produced.model,
    framework: produced.framework,
    promptTokens: produced.first?.promptTokens ?? 0,
    completionTokens: produced.first?.completionTokens ?? 0,
    durationMs: produced.first?.durationMs ?? durationMs,
    at,
  };
  // Only the answer's own event carries the prompt: a repair call is not a generation of its own.
  const main = {
    ...base,
    // A clarification built nothing: it is no generation of the person's history.
    ...(answer.prompt === undefined || produced.clarification
      ? {}
      : {
          history: {
            source: sourceOf(kind, answer.source),
            prompt: answer.prompt,
            failureReason: succeeded ? null : INVALID_CODE_REASON,
          },
        }),
  };
  const storedBytes = answer.storedBytes ?? 0;
  // An answer not checked at admission is refused as it would have been there: a charged one by
  // its charge (a full storage is reported only when generations are left, as the admission's
  // order has it), one that is not charged by the quota check itself.
  if (answer.checkQuota && !chargeable) await ensureQuota(tx, userId, at);
  // A charged answer counts its bytes in the charge's own statement.
  const charged = chargeable
    ? await chargeAllowance(tx, userId, at, storedBytes).catch(async (error: unknown) => {
        if (answer.checkQuota && error instanceof StorageLimitError)
          await ensureQuota(tx, userId, at);
        throw error;
      })
    : undefined;
  if (!chargeable) await countStoredBytes(tx, userId, storedBytes, at);
  const event = generationEventValues(
    userId,
    main,
    chargeable ? { succeeded: true, charged: true } : { succeeded, charged: false },
  );
  if (produced.repair) {
    await recordUnchargedGeneration(tx, userId, {
      ...base,
      promptTokens: produced.repair.promptTokens,
      completionTokens: produced.repair.completionTokens,
      durationMs: produced.repair.durationMs,
      succeeded: !failedValidation(produced.validation),
    });
  }
  return { charged, event };
};

/**
 * An answer's generation event as a common table expression, so the answer's rows and its event
 * go to the database in one statement; `id` is the event's id for the rows that point at it.
 */
export const answerEventCte = (tx: Tx, event: GenerationEventValues) => {
  const cte = tx
    .$with('answer_event')
    .as(tx.insert(generationEvents).values(event).returning({ id: generationEvents.id }));
  return { cte, id: sql<string>`(select ${cte.id} from ${cte})` };
};

/** Quota, generation events and failures: what every answer costs and how it is counted. */
export const createMetering = (deps: MeteringDeps) => {
  const { db, guards: guardStore, attempts, metrics, defaultModel, now, log } = deps;

  /** Only the provider failing (its error or its timeout) is recorded: it spent the user's time, not their quota. */
  const recordFailure = async (admission: Admission, kind: GenerationKind, error: unknown) => {
    if (
      !(error instanceof AppError) ||
      (error.code !== AiErrorCode.timeout && error.code !== AiErrorCode.openAiApiError)
    )
      return;
    metrics.providerFailed(error.code);
    await recordUnchargedGeneration(db, admission.userId, {
      kind,
      model: await defaultModel(),
      framework: admission.framework,
      durationMs: Math.round(performance.now() - admission.started),
      succeeded: false,
      at: now(),
      history: { source: admission.source, prompt: admission.text, failureReason: error.message },
    }).catch((failure: unknown) =>
      log.warn({ err: failure }, 'could not record a failed generation'),
    );
  };

  /**
   * The opening every generation request shares: check the text, check the user's rate (and, when
   * asked, their quota), start the clock; then run the request, and record a provider failure before it is answered.
   */
  const admitted = async <T>(
    request: {
      userId: string;
      text: string;
      framework: AiFramework;
      failureKind: GenerationKind;
      source?: GenerationSource;
      /** Refuse the request when the user has no generation left (the chat checks beside its lease). */
      checkQuota?: boolean;
      /**
       * With `checkQuota`: leave the check to the answer's transaction (`meterAnswer`), which
       * refuses it the same way, one statement fewer per answer. For the built-in engine's answers,
       * which cost the server little more than that statement; a provider's answer is checked
       * before its call is paid for.
       */
      quotaAtCharge?: boolean;
      /** The guard rules in force, when the caller read them beside its other settings. */
      guards?: AiGuards;
    },
    run: (admission: Admission) => Promise<T>,
  ): Promise<T> => {
    const guards = request.guards ?? (await guardStore.current());
    const text = checkPromptText(request.text, guards.maxPromptLength);
    checkBlockedTerms(text, guards.blockedTerms);
    await checkUserRate(attempts, 'generate', request.userId, guards.requestsPerMinute);
    const at = now();
    const quotaAtCharge = request.checkQuota === true && request.quotaAtCharge === true;
    if (request.checkQuota && !quotaAtCharge) await ensureQuota(db, request.userId, at);
    const admission: Admission = {
      userId: request.userId,
      text,
      started: performance.now(),
      at,
      framework: request.framework,
      source: sourceOf(request.failureKind, request.source),
      guards,
      quotaAtCharge,
    };
    try {
      return await run(admission);
    } catch (error) {
      await recordFailure(admission, request.failureKind, error);
      throw error;
    }
  };

  /** An editor completion is free: it is recorded for the usage figures, never charged. */
  const recordCompletion = (userId: string, call: LlmResult) =>
    recordUnchargedGeneration(db, userId, {
      kind: 'suggestion',
      model: call.model,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      durationMs: call.durationMs,
      succeeded: true,
      at: now(),
    });

  /** Counted once the answer's transaction committed, so a rolled-back answer is not counted. */
  const answerRecorded = (kind: GenerationKind, produced: Produced, charged: boolean) =>
    metrics.generationRecorded(kind, produced.provider, charged);

  return {
    admitted,
    /**
     * The guard rules in force, from the settings row the provider in force is read from too:
     * asked for in the same turn of the event loop as the provider, both are one read of the row.
     */
    guards: () => guardStore.current(),
    ensureQuota: (userId: string, at: Date) => ensureQuota(db, userId, at),
    recordCompletion,
    answerRecorded,
  };
};

export type Metering = ReturnType<typeof createMetering>;
