import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryAnswer, HistoryItem } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const RECENT_GENERATIONS = 5;

/** GET /ai/history, the newest few. Spec §8 fallbacks: a failure shows none. */
export async function getRecentGenerations(signal?: AbortSignal): Promise<HistoryItem[]> {
  try {
    const answer = await apiClient.get<HistoryAnswer>(
      `/ai/history?limit=${RECENT_GENERATIONS}`,
      signal ? { signal } : {},
    );
    return answer?.data?.items ?? [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const recentGenerationsQueryOptions = () =>
  queryOptions({
    // Under the history's key, so whatever changes the history refreshes this list too.
    queryKey: ['ai', 'history', 'recent'],
    queryFn: ({ signal }) => getRecentGenerations(signal),
  });

export const useRecentGenerations = () => useQuery(recentGenerationsQueryOptions());
