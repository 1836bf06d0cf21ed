import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentStatsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentsKeys } from './keys';

/** GET /components/stats: how many I keep, saved in the last 7 days, per framework. */
export const getComponentStats = async (signal?: AbortSignal) =>
  (await apiClient.get<ComponentStatsAnswer>('/components/stats', signal ? { signal } : {})).data;

export const componentStatsQueryOptions = () =>
  queryOptions({
    queryKey: componentsKeys.stats(),
    queryFn: ({ signal }) => getComponentStats(signal),
  });

export const useComponentStats = () => useQuery(componentStatsQueryOptions());
