import { ErrorCode, type AiFramework } from '@kiln/contract';
import {
  fromModel,
  generate,
  GeneratorError,
  interpret,
  refine,
  type ComponentModel,
  type Generation,
} from '@kiln/generator';
import { AppError } from '../errors';
import { emptyMessage, promptTooLong } from './errors';

/** The name the builtin engine answers under, in answers, history and generation events. */
export const BUILTIN_MODEL = 'kiln-engine';

export interface EngineAnswer {
  message: string;
  /** Undefined when the message changed nothing and no code is answered. */
  generation: Generation | undefined;
  suggestions: string[];
  confidence: number;
}

/** The engine's input errors, as the same codes the guards answer with. */
export const engineError = (error: unknown, limit: number): unknown => {
  if (!(error instanceof GeneratorError)) return error;
  if (error.code === 'EMPTY_DESCRIPTION') return emptyMessage();
  if (error.code === 'DESCRIPTION_TOO_LONG') return promptTooLong(limit + 1, limit);
  return new AppError(400, ErrorCode.validation, error.message, { field: 'message' });
};

const withFramework = (
  model: ComponentModel,
  framework: AiFramework | undefined,
): ComponentModel => (framework && framework !== model.framework ? { ...model, framework } : model);

/**
 * A chat turn on the engine. With an earlier component, the message is first read as a change to
 * it (refine); a message that changes nothing but clearly names another component starts a new
 * one; anything else is answered with the engine's note and no code.
 */
export const engineChat = (
  message: string,
  previous: ComponentModel | undefined,
  framework: AiFramework | undefined,
): EngineAnswer => {
  if (!previous) {
    const generation = generate(message, framework ? { framework } : {});
    return {
      message: generation.reply,
      generation,
      suggestions: generation.suggestions,
      confidence: generation.confidence,
    };
  }
  const refinement = refine(withFramework(previous, framework), message);
  if (refinement.changed) {
    const generation = fromModel(refinement.model);
    return {
      message: `${refinement.note} ${generation.reply}`,
      generation,
      suggestions: generation.suggestions,
      confidence: generation.confidence,
    };
  }
  const fresh = interpret(message, previous);
  if (fresh.understood.length > 0 && fresh.archetype !== previous.archetype) {
    const generation = fromModel(withFramework(fresh, framework ?? previous.framework));
    return {
      message: generation.reply,
      generation,
      suggestions: generation.suggestions,
      confidence: generation.confidence,
    };
  }
  const current = fromModel(withFramework(previous, framework));
  return {
    message: refinement.note,
    generation: undefined,
    suggestions: current.suggestions,
    confidence: 0,
  };
};
