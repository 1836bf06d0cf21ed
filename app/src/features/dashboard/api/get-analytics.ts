import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer, AnalyticsData } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const analyticsQueryKey = ['users', 'analytics'] as const;

/** GET /users/analytics. Spec §8 fallbacks: a failure answers null, and the page shows defaults. */
export async function getAnalytics(signal?: AbortSignal): Promise<AnalyticsData | null> {
  try {
    const answer = await apiClient.get<AnalyticsAnswer>(
      '/users/analytics',
      signal ? { signal } : {},
    );
    return answer?.data ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: analyticsQueryKey, queryFn: ({ signal }) => getAnalytics(signal) });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
