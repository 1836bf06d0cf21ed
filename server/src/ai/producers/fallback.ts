import { AiErrorCode } from '@kiln/contract';
import { AppError } from '../../errors';
import type { Produced, Producer } from './producer';

/** Said in the answer whenever the built-in engine stood in for the provider. */
export const FALLBACK_NOTE =
  'The AI provider could not answer just now, so Kiln’s built-in engine wrote this answer.';

/** Failures of the provider itself; a refused message or a used-up quota is not one. */
const PROVIDER_FAILURES = new Set<string>([
  AiErrorCode.timeout,
  AiErrorCode.openAiApiError,
  AiErrorCode.missingApiKey,
]);

const providerFailed = (error: unknown) =>
  error instanceof AppError && PROVIDER_FAILURES.has(error.code);

const noted = (produced: Produced): Produced => ({
  ...produced,
  message: `${FALLBACK_NOTE}\n\n${produced.message}`,
});

/**
 * The model producer with the built-in engine behind it: when the provider fails or runs past its
 * deadline and the operator's fallback switch is on, the engine answers the same request, and the
 * answer says so. Editor completions are not replaced: an engine completion is never better than none.
 */
export const createFallbackProducer = (
  model: Producer,
  engine: Producer,
  enabled: () => Promise<boolean>,
): Producer => {
  const guarded = async <T>(primary: () => Promise<T>, standIn: () => Promise<T>): Promise<T> => {
    try {
      return await primary();
    } catch (error) {
      if (!providerFailed(error) || !(await enabled())) throw error;
      return standIn();
    }
  };
  return {
    chat: (turn, hooks) =>
      guarded(
        () => model.chat(turn, hooks),
        async () => {
          hooks?.onDelta(`\n\n${FALLBACK_NOTE}\n\n`);
          return noted(await engine.chat(turn, hooks));
        },
      ),
    prompt: (turn) =>
      guarded(
        () => model.prompt(turn),
        async () => noted(await engine.prompt({ ...turn, model: undefined })),
      ),
    component: (request) =>
      guarded(
        () => model.component(request),
        async () => {
          const answer = await engine.component(request);
          return { ...answer, produced: noted(answer.produced) };
        },
      ),
    completion: (context) => model.completion(context),
  };
};
