import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendPeriod, UsageTrendsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export type UsageTrends = UsageTrendsAnswer['data'];

/** GET /users/analytics/usage-trends. Spec §8 fallbacks: a failure shows an empty chart. */
export async function getUsageTrends(
  period: TrendPeriod,
  signal?: AbortSignal,
): Promise<UsageTrends> {
  try {
    const answer = await apiClient.get<UsageTrendsAnswer>(
      `/users/analytics/usage-trends?period=${period}`,
      signal ? { signal } : {},
    );
    return answer?.data ?? { period, timezone: 'UTC', points: [] };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { period, timezone: 'UTC', points: [] };
  }
}

export const usageTrendsQueryOptions = (period: TrendPeriod) =>
  queryOptions({
    queryKey: ['users', 'analytics', 'usage-trends', period],
    queryFn: ({ signal }) => getUsageTrends(period, signal),
  });

export const useUsageTrends = (period: TrendPeriod) =>
  useQuery({ ...usageTrendsQueryOptions(period), placeholderData: keepPreviousData });
