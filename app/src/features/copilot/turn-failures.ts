import {
  AI_BLOCKED_TERM,
  AiErrorCode,
  RETRYABLE_FAILURES,
  isRetryableFailure,
} from '@kiln/contract';
import { ApiError } from '../../lib/api/client';
import type { Notify } from './chat-types';
import { copilotMessages } from './messages';

/** Refusals of the message's own words: sent again unchanged, it can only be refused again. */
const REFUSALS_OF_THE_TEXT: readonly string[] = [AI_BLOCKED_TERM, AiErrorCode.promptTooLong];

/** Whether the failure was a refusal of the words themselves, so the person must change them. */
export const refusesTheText = (error: unknown) =>
  error instanceof ApiError && REFUSALS_OF_THE_TEXT.includes(error.code);

/** A failure of a turn as the chat explains it: the toast's words and the message left in the chat. */
export function describeFailure(error: unknown): {
  toast: string;
  chat: string;
  kind: keyof Notify;
} {
  if (error instanceof ApiError) {
    switch (error.code) {
      case AiErrorCode.missingApiKey:
        return {
          kind: 'warning',
          toast: copilotMessages.missingApiKeyToast,
          chat: copilotMessages.missingApiKeyChat,
        };
      case AiErrorCode.openAiApiError:
        return {
          kind: 'error',
          toast: copilotMessages.aiServiceErrorToast,
          chat: `${copilotMessages.aiServiceErrorToast}: ${error.message}`,
        };
      case AiErrorCode.timeout:
        return {
          kind: 'error',
          toast: copilotMessages.responseTimedOut,
          chat: copilotMessages.timeoutChat,
        };
      case 'NETWORK_ERROR':
        return {
          kind: 'error',
          toast: copilotMessages.noConnection,
          chat: `${copilotMessages.serviceErrorChat} ${copilotMessages.noConnection}.`,
        };
      default:
        if (isRetryableFailure(error.code))
          return {
            kind: 'error',
            toast: RETRYABLE_FAILURES[error.code].aiToast,
            chat: `${copilotMessages.serviceErrorChat} ${error.message}`,
          };
        // The server's own words for its refusals (quota, rate, limits) are the clearest.
        return error.status >= 400 && error.status < 500
          ? {
              kind: 'error',
              toast: error.message,
              chat: `${copilotMessages.serviceErrorChat} ${error.message}`,
            }
          : {
              kind: 'error',
              toast: copilotMessages.otherFailure,
              chat: `${copilotMessages.serviceErrorChat} ${error.message}`,
            };
    }
  }
  return {
    kind: 'error',
    toast: copilotMessages.answerFailed,
    chat: `${copilotMessages.serviceErrorChat} ${copilotMessages.answerFailed}.`,
  };
}

/** Thrown inside a turn when its own timer ran out. */
export class TurnTimeout extends Error {}

export const errorFromEvent = (data: unknown): ApiError => {
  const error = (data as { error?: { code?: unknown; message?: unknown; details?: unknown } })
    ?.error;
  // An event carries no HTTP status; what failed after the stream opened failed on the server's side.
  return new ApiError(
    500,
    typeof error?.code === 'string' ? error.code : 'STREAM_ERROR',
    typeof error?.message === 'string' ? error.message : copilotMessages.answerFailed,
    error?.details,
  );
};
