import { dependenciesOfCode } from '@kiln/generator';
import type { FastifyBaseLogger } from 'fastify';
import type { AiFramework } from '@kiln/contract';
import type { LlmMessage, OpenAiCompatibleProvider } from '../providers/openai';
import { answerWithModel, type StreamHooks, type Validator } from './model-answer';
import {
  chatMessagesFor,
  completionMessagesFor,
  promptMessagesFor,
  requestMessagesFor,
} from './model-prompts';
import type { Producer, Produced } from './producer';

export interface ModelProducerDeps {
  provider: OpenAiCompatibleProvider;
  /** The engine's validator, run in the server's worker pool. */
  validate: Validator;
  log: FastifyBaseLogger;
}

/** A model behind an OpenAI-compatible provider: its answers are parsed, validated and repaired once. */
export const createModelProducer = ({ provider, validate, log }: ModelProducerDeps): Producer => {
  const answer = async (
    messages: LlmMessage[],
    framework: AiFramework,
    options: { model?: string; hooks?: StreamHooks },
  ): Promise<Produced> => {
    const checked = await answerWithModel(provider, validate, messages, framework, {
      ...options,
      onRepairFailed: (error) =>
        log.warn({ err: error }, 'repair call failed; answering the first, invalid answer'),
    });
    return {
      message:
        checked.parsed.message || (checked.parsed.files.length > 0 ? 'Here is the component.' : ''),
      codeBlocks: checked.parsed.codeBlocks,
      files: checked.parsed.files,
      suggestions: checked.parsed.suggestions,
      confidence: checked.confidence,
      validation: checked.validation,
      provider: 'openai',
      model: (checked.repair ?? checked.first).model,
      framework,
      componentModel: undefined,
      first: checked.first,
      repair: checked.repair,
    };
  };

  return {
    chat: (turn, hooks) =>
      answer(
        chatMessagesFor(turn.framework, turn.contexts, turn.history, turn.text),
        turn.framework,
        hooks ? { hooks } : {},
      ),

    prompt: (turn) =>
      answer(
        promptMessagesFor(turn.framework, turn.earlier, turn.text),
        turn.framework,
        turn.model ? { model: turn.model } : {},
      ),

    component: async ({ request, description, framework }) => {
      const produced = await answer(requestMessagesFor(framework, description), framework, {});
      const component = produced.files.find((f) => f.type === 'component');
      const name =
        request.name ?? component?.path.replace(/\.component\.ts$|\.tsx$/, '') ?? 'Component';
      const result = {
        name,
        framework,
        files: produced.files,
        dependencies: dependenciesOfCode(produced.files, framework, request.dependencies),
        instructions: produced.message,
      };
      return { produced, result };
    },

    completion: async (context) => {
      const call = await provider.complete({
        messages: completionMessagesFor(context),
        maxTokens: 256,
      });
      return { model: call.model, call };
    },
  };
};
