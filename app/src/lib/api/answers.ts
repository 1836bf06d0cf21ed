import type { User } from '@kiln/contract';

/**
 * Shape checks for the answers the first page needs. They stay hand-written so that zod (and the
 * contract's schemas) load only with the pages that validate forms.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isUser = (value: unknown): value is User =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.email === 'string' &&
  typeof value.role === 'string';

/** Login and signup: `{ success, user, token, refreshToken, expiresIn }`. */
export const isAuthAnswer = (
  value: unknown,
): value is {
  success: true;
  user: User;
  token: string;
  refreshToken: string;
  expiresIn?: number;
} =>
  isRecord(value) &&
  value.success === true &&
  isUser(value.user) &&
  typeof value.token === 'string' &&
  value.token.length > 0 &&
  typeof value.refreshToken === 'string';

/** Profile: `{ success, data: { user } }`. */
export const isProfileAnswer = (value: unknown): value is { success: true; data: { user: User } } =>
  isRecord(value) && value.success === true && isRecord(value.data) && isUser(value.data.user);

/** Refresh: `{ success, data: { accessToken, refreshToken, expiresIn } }`. */
export const isRefreshAnswer = (
  value: unknown,
): value is {
  success: true;
  data: { accessToken: string; refreshToken: string; expiresIn?: number };
} =>
  isRecord(value) &&
  value.success === true &&
  isRecord(value.data) &&
  typeof value.data.accessToken === 'string' &&
  typeof value.data.refreshToken === 'string';
