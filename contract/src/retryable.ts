import { ErrorCode } from './common';

/** The spec's toast texts a retryable failure is shown with: on any screen, and inside the copilot. */
export interface RetryableFailureToasts {
  /** The 5xx toast of the error catalogue. */
  toast: 'Server error - please try again later';
  /** The copilot's toast for an AI failure that is neither a timeout nor a provider error. */
  aiToast: 'AI service error - Please try again';
}

const SERVER_SIDE: RetryableFailureToasts = {
  toast: 'Server error - please try again later',
  aiToast: 'AI service error - Please try again',
};

/**
 * Failures that say nothing about the request itself: the same request succeeds once the server
 * has room again or has restarted. They answer 503 with a Retry-After header; in a chat they are
 * the catalogue's "any other failure" and show its 'Service Error' message.
 */
export const RETRYABLE_FAILURES = {
  [ErrorCode.serverBusy]: SERVER_SIDE,
  [ErrorCode.shuttingDown]: SERVER_SIDE,
} as const satisfies Record<string, RetryableFailureToasts>;

export type RetryableFailureCode = keyof typeof RETRYABLE_FAILURES;

export const isRetryableFailure = (code: string): code is RetryableFailureCode =>
  Object.hasOwn(RETRYABLE_FAILURES, code);
