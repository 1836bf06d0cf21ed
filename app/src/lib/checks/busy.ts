import { isRetryableFailure } from '@kiln/contract';
import { ApiError } from '../api/client';

/** The first retry of a busy check waits this long; each next one twice as long, up to the cap. */
export const BUSY_RETRY_FIRST_MS = 1_000;
export const BUSY_RETRY_MAX_MS = 30_000;

/**
 * Whether a failure says the server had no room for the work (its worker pool full, the task past
 * its deadline, a restart) or no answer came: it says nothing about the code, so it is asked again.
 */
export const isBusyFailure = (error: unknown): boolean =>
  error instanceof ApiError &&
  (isRetryableFailure(error.code) || error.code === 'TIMEOUT' || error.code === 'NETWORK_ERROR');

/** The wait before retry number `attempt` (0 for the first): 1 s, 2 s, 4 s … at most 30 s. */
export const busyRetryDelay = (attempt: number): number =>
  Math.min(BUSY_RETRY_MAX_MS, BUSY_RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
