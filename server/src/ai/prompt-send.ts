import { AiErrorCode, type PromptRecordBody, type PromptResponseData } from '@kiln/contract';
import { frameworkOf } from '@kiln/generator';
import type { PromptResponseRow } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { EngineTurns } from './engine-turns';
import type { Metering } from './metering';
import type { PromptRecords } from './prompt-records';
import { toPromptResponse } from './prompt-records';
import type { ProducerFor } from './producers/resolve';

export interface PromptSendDeps {
  metering: Metering;
  records: PromptRecords;
  producerFor: ProducerFor;
  turns: EngineTurns;
}

const nothingToRefine = () =>
  new AppError(
    409,
    AiErrorCode.nothingToRefine,
    'A refine prompt needs context.responseId: the answer whose component to change.',
  );

/**
 * A prompt record: a new component, or (type refine) a change to one of the user's earlier answers.
 * The built-in engine's answers, from their admission to their stored rows, take their turn on the
 * event loop (engine-turns.ts); `signal` aborts when the request closes, dropping one still waiting.
 */
export const createPromptSend =
  ({ metering, records, producerFor, turns }: PromptSendDeps) =>
  async (
    userId: string,
    body: PromptRecordBody,
    signal?: AbortSignal,
  ): Promise<PromptResponseData> => {
    // Asked for together: one read of the settings row (metering.guards).
    const [{ producer, builtin }, guards] = await Promise.all([
      producerFor(body.model).resolve(),
      metering.guards(),
    ]);
    const answer = () =>
      metering.admitted(
        {
          userId,
          text: body.content,
          framework: body.context?.framework ?? 'angular',
          failureKind: 'generate',
          checkQuota: true,
          quotaAtCharge: builtin,
          guards,
        },
        async (admission) => {
          let earlier: PromptResponseRow | undefined;
          if (body.type === 'refine') {
            const responseId = body.context?.responseId;
            if (!responseId) throw nothingToRefine();
            earlier = await records.findResponse(userId, responseId);
            if (!earlier) throw notFound('Prompt response');
            admission.framework =
              body.context?.framework ?? frameworkOf(earlier.framework) ?? admission.framework;
          }
          const produced = await producer.prompt({
            text: admission.text,
            earlier,
            framework: admission.framework,
            model: body.model,
          });
          const { response, metadata } = await records.writeAnswer(
            userId,
            {
              source: 'prompt',
              type: body.type,
              content: admission.text,
              context: body.context ?? null,
              model: body.model ?? null,
              clientId: body.id ?? null,
            },
            {
              produced,
              kind: body.type === 'refine' ? 'refine' : 'generate',
              started: admission.started,
              at: admission.at,
              checkQuota: admission.quotaAtCharge,
            },
          );
          const answer = toPromptResponse(response, metadata);
          return produced.clarification
            ? { ...answer, clarification: produced.clarification }
            : answer;
        },
      );
    return builtin ? turns.take(answer, signal) : answer();
  };
