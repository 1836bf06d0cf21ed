import type { CodeGenerationRequestBody, GeneratedCodeResultData } from '@kiln/contract';
import { describeRequest, parseFramework } from '@kiln/generator';
import type { EngineTurns } from './engine-turns';
import type { Metering } from './metering';
import type { PromptRecords } from './prompt-records';
import type { ProducerFor } from './producers/resolve';

export interface GenerateComponentDeps {
  metering: Metering;
  records: PromptRecords;
  producerFor: ProducerFor;
  turns: EngineTurns;
}

/**
 * A component from a structured request, stored as a prompt record of source `generate`; the
 * built-in engine's take their turn on the event loop as prompt records do (engine-turns.ts).
 */
export const createGenerateComponent =
  ({ metering, records, producerFor, turns }: GenerateComponentDeps) =>
  async (
    userId: string,
    request: CodeGenerationRequestBody,
    signal?: AbortSignal,
  ): Promise<GeneratedCodeResultData> => {
    // Asked for together: one read of the settings row (metering.guards).
    const [{ producer, builtin }, guards] = await Promise.all([
      producerFor().resolve(),
      metering.guards(),
    ]);
    const answer = () =>
      metering.admitted(
        {
          userId,
          text: describeRequest(request),
          framework: parseFramework(request.framework),
          failureKind: 'generate',
          checkQuota: true,
          quotaAtCharge: builtin,
          source: 'generate',
          guards,
        },
        async (admission) => {
          const { text: description, at, started, framework, quotaAtCharge } = admission;
          const { produced, result } = await producer.component({
            request,
            description,
            framework,
            at,
          });
          const { response } = await records.writeAnswer(
            userId,
            {
              source: 'generate',
              type: request.type ?? 'generate',
              content: description,
              context: request as Record<string, unknown>,
              model: null,
              clientId: null,
            },
            { produced, kind: 'generate', started, at, checkQuota: quotaAtCharge },
          );
          return { id: response.id, ...result, timestamp: response.createdAt.toISOString() };
        },
      );
    return builtin ? turns.take(answer, signal) : answer();
  };
