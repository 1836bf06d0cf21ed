import type { HistoryAnswerRef } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** Where the server's archive writer zips a stored answer's files. */
export const archivePath = (answer: Pick<HistoryAnswerRef, 'kind' | 'id'>) =>
  answer.kind === 'chat-message'
    ? `/ai/copilot/messages/${encodeURIComponent(answer.id)}/archive`
    : `/ai/responses/${encodeURIComponent(answer.id)}/archive`;

/** GET the answer's zip, built by the server, never in the page. */
export const getAnswerArchive = (answer: HistoryAnswerRef) =>
  apiClient.download(archivePath(answer));
