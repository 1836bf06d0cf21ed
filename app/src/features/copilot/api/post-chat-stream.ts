import type { ChatBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { readEventStream } from '../../../lib/api/event-stream';

/** POST /ai/copilot/chat/stream: the answer as it is written (delta, status, then done or error). */
export const postChatStream = async (body: ChatBody, signal: AbortSignal) =>
  readEventStream(await apiClient.stream('/ai/copilot/chat/stream', body, { signal }));
