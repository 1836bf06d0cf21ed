import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_PROMPT_LENGTH,
  MIN_MESSAGE_INTERVAL_MS,
  type AiGuardSettingsAnswer,
} from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** What the composer assumes until the server has said otherwise: the product's defaults. */
export const defaultGuards = {
  maxPromptLength: MAX_PROMPT_LENGTH,
  minMessageIntervalMs: MIN_MESSAGE_INTERVAL_MS,
  requestsPerMinute: 30,
};

/** GET /ai/guards: the prompt length, message interval and rate the AI endpoints apply now. */
export const getGuards = async (signal?: AbortSignal) =>
  (await apiClient.get<AiGuardSettingsAnswer>('/ai/guards', signal ? { signal } : {})).data;

export const guardsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'guards'],
    queryFn: ({ signal }) => getGuards(signal),
    staleTime: 60_000,
  });

export const useGuards = () => useQuery(guardsQueryOptions());
