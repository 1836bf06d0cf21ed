import type { User } from '@kiln/contract';
import { isProfileAnswer } from '../../api/answers';
import { ApiError } from '../../api/client';
import { apiClient } from '../../api/app-api-client';
import type { ProfileResult } from '../session-store';

export const PROFILE_FAILED_MESSAGE = 'Failed to get profile';

/**
 * GET /auth/profile: the signed-in user, also used to verify a restored session. Only the session
 * calls it and keeps the result, so it has no query options or hook (and stays free of TanStack
 * Query, which the first page does not load).
 */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const answer = await apiClient.get<unknown>('/auth/profile', signal ? { signal } : {});
  if (!isProfileAnswer(answer)) throw new ApiError(200, 'INVALID_RESPONSE', PROFILE_FAILED_MESSAGE);
  return answer.data.user;
}

/** The session's view of a profile fetch: a rejected token differs from a server out of reach. */
export async function fetchProfileForSession(): Promise<ProfileResult> {
  try {
    return { ok: true, user: await getProfile() };
  } catch (error) {
    const rejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return { ok: false, reason: rejected ? 'unauthorized' : 'unavailable' };
  }
}
