import type { User } from '@kiln/contract';
import { isAuthAnswer } from '../../lib/api/answers';
import { ApiError } from '../../lib/api/client';

export type AuthSuccess = { user: User; token: string; refreshToken: string; expiresIn?: number };

/**
 * Spec section 5: login and signup succeed only if the answer has success, user and token;
 * otherwise the server's message is shown, or the given fallback.
 */
export function readAuthAnswer(
  answer: unknown,
  fallback: string,
): { ok: true; value: AuthSuccess } | { ok: false; message: string; toastMessage: string } {
  if (!isAuthAnswer(answer)) {
    const fromServer = serverMessage(answer);
    return { ok: false, message: fromServer ?? fallback, toastMessage: fromServer ?? AUTH_FAILED };
  }
  const { user, token, refreshToken, expiresIn } = answer;
  return {
    ok: true,
    value: { user, token, refreshToken, ...(expiresIn !== undefined ? { expiresIn } : {}) },
  };
}

function serverMessage(answer: unknown): string | undefined {
  const message = (answer as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

/** Spec section 8: a failed login or signup also toasts the server's message, or this. */
export const AUTH_FAILED = 'Authentication failed';

export const authErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && !error.code.startsWith('HTTP_')
    ? error.message
    : fallback;
