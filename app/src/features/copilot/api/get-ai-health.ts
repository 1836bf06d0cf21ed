import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiHealthAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** The copilot health check gives up after this long, and then counts as unhealthy. */
export const HEALTH_CHECK_TIMEOUT_MS = 5000;

/** GET /ai/prompt/health: whether the configured provider answers, with its name and model. */
export const getAiHealth = async (signal?: AbortSignal) =>
  (
    await apiClient.get<AiHealthAnswer>('/ai/prompt/health', {
      timeoutMs: HEALTH_CHECK_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    })
  ).data;

export const aiHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'health'],
    queryFn: ({ signal }) => getAiHealth(signal),
    refetchInterval: 60_000,
  });

export const useAiHealth = () => useQuery(aiHealthQueryOptions());
