import { isRefreshAnswer } from '../../api/answers';
import { ApiError } from '../../api/client';
import { apiClient } from '../../api/app-api-client';
import type { RefreshResult } from '../session-store';

/**
 * POST /auth/refresh. Only the session calls it (on its timer, at start and for the client's
 * retry after a 401), so it has no query options or hook: it is never cached or shown.
 */
export async function postRefresh(refreshToken: string): Promise<RefreshResult> {
  try {
    const answer = await apiClient.post<unknown>('/auth/refresh', { refreshToken });
    if (!isRefreshAnswer(answer)) return { ok: false, status: 0 };
    const { accessToken, refreshToken: rotated, expiresIn } = answer.data;
    return {
      ok: true,
      accessToken,
      refreshToken: rotated,
      ...(expiresIn !== undefined ? { expiresIn } : {}),
    };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}
