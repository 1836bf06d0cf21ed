import type { StartSessionAnswer, StartSessionBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** POST /ai/copilot/session/start: a new conversation, which becomes the active one. */
export const postSessionStart = async (body: StartSessionBody = {}) =>
  (await apiClient.post<StartSessionAnswer>('/ai/copilot/session/start', body)).data;
