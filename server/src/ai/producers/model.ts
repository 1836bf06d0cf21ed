import { dependenciesOfCode } from '@kiln/generator';
import type { FastifyBaseLogger } from 'fastify';
import type { AiFramework } from '@kiln/contract';
import type { LlmMessage, OpenAiCompatibleProvider } from '../providers/openai';
import { fitToContext, trimmedNote } from './context-fit';
import { answerWithModel, type StreamHooks, type Validator } from './model-answer';
import {
  type ChatMessages,
  chatMessagesFor,
  completionMessagesFor,
  promptMessagesFor,
  requestMessagesFor,
} from './model-prompts';
import type { Producer, Produced } from './producer';

export interface ModelProducerDeps {
  provider: OpenAiCompatibleProvider;
  /** Tokens the model accepts, when known: every call is fitted to it, never cut by the provider. */
  contextLength: number | null;
  /** The engine's validator, run in the server's worker pool. */
  validate: Validator;
  log: FastifyBaseLogger;
}

/** A call without a conversation: everything before the last message is kept whole. */
const single = (messages: LlmMessage[]): ChatMessages => ({
  head: messages.slice(0, -1),
  history: [],
  tail: messages.slice(-1),
});

/** A model behind an OpenAI-compatible provider: its answers are parsed, validated and repaired once. */
export const createModelProducer = ({
  provider,
  contextLength,
  validate,
  log,
}: ModelProducerDeps): Producer => {
  const answer = async (
    parts: ChatMessages,
    framework: AiFramework,
    options: { asked: string; model?: string; hooks?: StreamHooks },
  ): Promise<Produced> => {
    const fitted = fitToContext(parts.head, parts.history, parts.tail, contextLength);
    // A trimmed conversation says so first, streamed before the model's own words.
    const note =
      fitted.omitted > 0 && contextLength !== null
        ? trimmedNote(fitted.omitted, contextLength)
        : undefined;
    if (note) options.hooks?.onDelta(`${note}\n\n`);
    const checked = await answerWithModel(provider, validate, fitted.messages, framework, {
      ...options,
      onRepairFailed: (error) =>
        log.warn({ err: error }, 'repair call failed; answering the first, invalid answer'),
    });
    const message =
      checked.parsed.message || (checked.parsed.files.length > 0 ? 'Here is the component.' : '');
    return {
      message: note ? `${note}\n\n${message}` : message,
      codeBlocks: checked.parsed.codeBlocks,
      files: checked.parsed.files,
      suggestions: checked.parsed.suggestions,
      confidence: checked.confidence,
      checklist: checked.checklist,
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
        chatMessagesFor(
          turn.framework,
          turn.contexts,
          turn.history,
          turn.text,
          turn.startingPoint,
          turn.editedFiles,
        ),
        turn.framework,
        hooks ? { asked: turn.text, hooks } : { asked: turn.text },
      ),

    prompt: (turn) =>
      answer(
        single(promptMessagesFor(turn.framework, turn.earlier, turn.text)),
        turn.framework,
        turn.model ? { asked: turn.text, model: turn.model } : { asked: turn.text },
      ),

    component: async ({ request, description, framework }) => {
      const produced = await answer(single(requestMessagesFor(framework, description)), framework, {
        asked: request.description || description,
      });
      const component = produced.files.find((f) => f.type === 'component');
      const name =
        request.name ?? component?.path.replace(/\.component\.ts$|\.tsx$/, '') ?? 'Component';
      const result = {
        name,
        framework,
        files: produced.files,
        dependencies: dependenciesOfCode(produced.files, framework, request.dependencies),
        instructions: produced.message,
        checklist: produced.checklist,
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
