import { z } from 'zod';
import { successEnvelope } from '../common';

/** Codes the AI endpoints answer with, beside the shared ErrorCode ones (VALIDATION_ERROR, RATE_LIMITED …). */
export const AiErrorCode = {
  /** 503: the OpenAI-compatible provider is selected but OPENAI_API_KEY is not set. */
  missingApiKey: 'MISSING_API_KEY',
  /** 502: the provider answered with an error, or could not be reached. */
  openAiApiError: 'OPENAI_API_ERROR',
  /** 504: the provider did not finish within the configured time. */
  timeout: 'TIMEOUT',
  /** 429: the generation allowance of the period is used up (same code as billing's). */
  quotaExceeded: 'QUOTA_EXCEEDED',
  /** 400: the message is empty after trimming. */
  emptyMessage: 'EMPTY_MESSAGE',
  /** 400: the message or prompt is longer than the allowed length. */
  promptTooLong: 'PROMPT_TOO_LONG',
  /** 429: a message arrived sooner than the minimum interval after the previous one. */
  messageTooSoon: 'MESSAGE_TOO_SOON',
  /** 409: the session is still answering an earlier message. */
  requestInProgress: 'REQUEST_IN_PROGRESS',
  /** 409: a refine prompt names no earlier component to refine. */
  nothingToRefine: 'NOTHING_TO_REFINE',
  /** 409: the person stopped the answer before it finished; nothing was stored or charged. */
  stopped: 'STOPPED',
} as const;

/** The spec's guard texts, answered as the error message. */
export const AiGuardMessage = {
  emptyMessage: 'Message cannot be empty',
  messageTooSoon: 'Please wait before sending another message',
  requestInProgress: 'Already processing a request',
} as const;

export const MAX_PROMPT_LENGTH = 2000;
export const MIN_MESSAGE_INTERVAL_MS = 500;
/** Code blocks extracted from model text count only when longer than this. */
export const MIN_CODE_BLOCK_LENGTH = 10;

/** The rules the AI endpoints apply right now, so the composer can show the same limits. */
export const aiGuardSettingsSchema = z.object({
  maxPromptLength: z.number().int(),
  minMessageIntervalMs: z.number().int(),
  requestsPerMinute: z.number().int(),
});
export type AiGuardSettings = z.infer<typeof aiGuardSettingsSchema>;
export const aiGuardSettingsAnswerSchema = successEnvelope(aiGuardSettingsSchema);
export type AiGuardSettingsAnswer = z.infer<typeof aiGuardSettingsAnswerSchema>;
