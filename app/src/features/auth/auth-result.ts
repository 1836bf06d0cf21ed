import type { User } from '@kiln/contract';
import { toast } from '@kiln/design-system';
import { isAuthAnswer } from '../../lib/api/answers';
import { ApiError } from '../../lib/api/client';

export type AuthSuccess = { user: User; token: string; refreshToken: string; expiresIn?: number };

/**
 * Login and signup succeed only if the answer has success, user and token;
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

/** A failed login or signup also toasts the server's message, or this. */
export const AUTH_FAILED = 'Authentication failed';

export const authErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && !error.code.startsWith('HTTP_')
    ? error.message
    : fallback;

/**
 * What login and signup do with their request's outcome: a valid answer signs the user in;
 * anything else shows the form's message (the server's, else `formFallback`) and toasts the
 * server's message, else "Authentication failed".
 */
export const authOutcome = (
  formFallback: string,
  {
    onFormError,
    onSignedIn,
  }: { onFormError: (message: string) => void; onSignedIn: (value: AuthSuccess) => void },
) => ({
  onSuccess: (answer: unknown) => {
    const result = readAuthAnswer(answer, formFallback);
    if (result.ok) {
      onSignedIn(result.value);
      return;
    }
    onFormError(result.message);
    toast.error(result.toastMessage);
  },
  onError: (error: unknown) => {
    onFormError(authErrorMessage(error, formFallback));
    toast.error(authErrorMessage(error, AUTH_FAILED));
  },
});
