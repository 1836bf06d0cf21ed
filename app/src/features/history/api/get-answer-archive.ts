import type { HistoryAnswerRef } from '@kiln/contract';
import { API_BASE_URL } from '../../../config/env';
import { ApiError } from '../../../lib/api/client';
import { session } from '../../../lib/session/app-session';

/** Where the server's archive writer zips a stored answer's files. */
export const archivePath = (answer: Pick<HistoryAnswerRef, 'kind' | 'id'>) =>
  answer.kind === 'chat-message'
    ? `/ai/copilot/messages/${encodeURIComponent(answer.id)}/archive`
    : `/ai/responses/${encodeURIComponent(answer.id)}/archive`;

const fetchArchive = (path: string, token: string | null) =>
  fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

/** The file name the server gave, else the fallback. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * GET the answer's zip (bearer token, one refresh on a 401) and hand it to the browser as a
 * download. The zip is built by the server, never in the page.
 */
export async function downloadAnswerArchive(answer: HistoryAnswerRef, fallbackName: string) {
  const path = archivePath(answer);
  let response = await fetchArchive(path, session.getAccessToken());
  if (response.status === 401) {
    const refreshed = await session.refresh();
    if (refreshed.ok) response = await fetchArchive(path, refreshed.accessToken);
  }
  if (!response.ok)
    throw new ApiError(response.status, `HTTP_${response.status}`, 'The download failed');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
