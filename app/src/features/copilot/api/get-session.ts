import type { SessionAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** GET /ai/copilot/sessions/{id}: one conversation with every stored message. */
export const getSession = async (id: string) =>
  (await apiClient.get<SessionAnswer>(`/ai/copilot/sessions/${encodeURIComponent(id)}`)).data;
