import { apiClient } from '../../../lib/api/app-api-client';

/** GET /ai/responses/{id}/archive: a generated result's files as a zip, built by the server. */
export const getResultArchive = (responseId: string) =>
  apiClient.download(`/ai/responses/${encodeURIComponent(responseId)}/archive`);
