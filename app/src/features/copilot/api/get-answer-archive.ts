import { apiClient } from '../../../lib/api/app-api-client';

/** GET /ai/copilot/messages/{id}/archive: an answer's files as a zip, built by the server. */
export const getAnswerArchive = (messageId: string) =>
  apiClient.download(`/ai/copilot/messages/${encodeURIComponent(messageId)}/archive`);
