import type { CodeGenerationRequestBody, GeneratedCodeResultData } from '@kiln/contract';
import { describeRequest, parseFramework } from '@kiln/generator';
import type { Metering } from './metering';
import type { PromptRecords } from './prompt-records';
import type { ProducerFor } from './producers/resolve';

export interface GenerateComponentDeps {
  metering: Metering;
  records: PromptRecords;
  producerFor: ProducerFor;
}

/** A component from a structured request, stored as a prompt record of source `generate`. */
export const createGenerateComponent =
  ({ metering, records, producerFor }: GenerateComponentDeps) =>
  (userId: string, request: CodeGenerationRequestBody): Promise<GeneratedCodeResultData> =>
    metering.admitted(
      {
        userId,
        text: describeRequest(request),
        framework: parseFramework(request.framework),
        failureKind: 'generate',
        checkQuota: true,
        source: 'generate',
      },
      async (admission) => {
        const { text: description, at, started, framework } = admission;
        const { produced, result } = await producerFor().component({
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
          { produced, kind: 'generate', started, at },
        );
        return { id: response.id, ...result, timestamp: response.createdAt.toISOString() };
      },
    );
