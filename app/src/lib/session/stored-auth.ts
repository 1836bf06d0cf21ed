import type { User } from '@kiln/contract';

/** What the browser keeps between visits (the stored auth data: tokens, expiry and the user). */
export type StoredAuth = {
  user: User;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
  /** Epoch ms when this entry was written. */
  storedAt: number;
};

export const AUTH_STORAGE_KEY = 'kiln.auth';
export const STORED_AUTH_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Storage written without an expiry is assumed to hold a 15-minute token. */
export const ASSUMED_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** Used when the server's answer carries no expiresIn. */
export const DEFAULT_EXPIRES_IN_SECONDS = 86_400;

export type StoredAuthCheck =
  | { kind: 'valid'; auth: StoredAuth }
  /** Past its expiry but refreshable: the caller refreshes and otherwise treats it as valid. */
  | { kind: 'expired'; auth: StoredAuth }
  | { kind: 'invalid' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Applies the spec's validity rule to whatever storage holds: the user has an e-mail, both tokens
 * exist, it was stored less than 7 days ago, and it has not expired (an expired entry with a
 * refresh token is reported as `expired`, to be refreshed).
 */
export function checkStoredAuth(raw: string | null, now: number): StoredAuthCheck {
  if (raw === null) return { kind: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (!isRecord(value) || !isRecord(value.user) || !nonEmpty(value.user.email))
    return { kind: 'invalid' };
  if (!nonEmpty(value.accessToken) || !nonEmpty(value.refreshToken)) return { kind: 'invalid' };
  const storedAt =
    typeof value.storedAt === 'number' && Number.isFinite(value.storedAt)
      ? value.storedAt
      : undefined;
  if (storedAt === undefined || now - storedAt >= STORED_AUTH_MAX_AGE_MS || storedAt > now)
    return { kind: 'invalid' };
  const expiresAt =
    typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt)
      ? value.expiresAt
      : storedAt + ASSUMED_TOKEN_LIFETIME_MS;
  const auth: StoredAuth = {
    user: value.user as User,
    accessToken: value.accessToken,
    refreshToken: value.refreshToken,
    expiresAt,
    storedAt,
  };
  return expiresAt > now ? { kind: 'valid', auth } : { kind: 'expired', auth };
}

export const expiresAtFrom = (expiresIn: number | undefined, now: number) =>
  now + (expiresIn !== undefined && expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN_SECONDS) * 1000;
