import { apiClient } from '../../api/app-api-client';

/** POST /auth/logout: revokes the refresh token on the server; the answer is not used. */
export async function postLogout(refreshToken: string): Promise<void> {
  await apiClient.post<unknown>('/auth/logout', { refreshToken });
}
