import { AiErrorCode, AiGuardMessage } from '@kiln/contract';
import { AppError, formatWait } from '../errors';

export const missingApiKey = () =>
  new AppError(
    503,
    AiErrorCode.missingApiKey,
    'OpenAI API Key Required: the server uses an OpenAI-compatible provider but OPENAI_API_KEY is not set.',
    { provider: 'openai' },
  );

export const providerError = (message: string, details: Record<string, unknown>) =>
  new AppError(502, AiErrorCode.openAiApiError, message, details);

export const providerTimeout = (timeoutMs: number) =>
  new AppError(
    504,
    AiErrorCode.timeout,
    `AI request timed out after ${formatWait(Math.ceil(timeoutMs / 1000))}. Please try again.`,
    { timeoutMs },
  );

export const emptyMessage = () =>
  new AppError(400, AiErrorCode.emptyMessage, AiGuardMessage.emptyMessage, { field: 'message' });

export const promptTooLong = (length: number, limit: number) =>
  new AppError(
    400,
    AiErrorCode.promptTooLong,
    `The message is ${length} characters long; the limit is ${limit}.`,
    { length, limit },
  );

export const messageTooSoon = (retryAfterMs: number) =>
  new AppError(
    429,
    AiErrorCode.messageTooSoon,
    AiGuardMessage.messageTooSoon,
    { retryAfterMs },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

export const requestInProgress = () =>
  new AppError(409, AiErrorCode.requestInProgress, AiGuardMessage.requestInProgress);

/**
 * The person stopped the answer (Stop in the copilot): the work ends and nothing is stored or
 * charged. A client that merely went away (reload, closed tab) does not stop it: that answer is
 * stored and shown when the conversation reopens.
 */
export const answerStopped = () =>
  new AppError(
    409,
    AiErrorCode.stopped,
    'The answer was stopped before it finished. Nothing was saved or charged.',
  );

/** Even without any history, the message does not fit the model's context: refused, never cut. */
export const beyondContext = (estimatedTokens: number, budget: number, contextLength: number) =>
  new AppError(
    400,
    AiErrorCode.promptTooLong,
    `This message and the instructions it needs come to about ${estimatedTokens} tokens; the model's context holds ${contextLength}, of which ${budget} are left for them after room for the answer. Shorten the message.`,
    { estimatedTokens, budget, contextLength },
  );
