import type { StopAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /ai/copilot/sessions/{id}/stop: false when the answer had already been stored. */
export const postStop = async (sessionId: string) =>
  (await apiClient.post<StopAnswer>(`/ai/copilot/sessions/${encodeURIComponent(sessionId)}/stop`))
    .data.stopped;
