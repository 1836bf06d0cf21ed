import type { SessionAnswer, SessionQuery } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** GET /ai/copilot/sessions/{id}: a conversation with its latest messages (all, without a limit). */
export const getSession = async (id: string, query: SessionQuery = {}) => {
  const search = new URLSearchParams();
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  if (query.before) search.set('before', query.before);
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return (
    await apiClient.get<SessionAnswer>(`/ai/copilot/sessions/${encodeURIComponent(id)}${suffix}`)
  ).data;
};
