import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { pollWhilePending } from '../../../lib/scorecard/poll-pending';
import { componentsKeys, type ComponentsListParams } from './keys';

/** GET /components: one page of my components, searched, filtered and sorted by the server. */
export const getComponents = async (params: ComponentsListParams, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const answer = await apiClient.get<ComponentsAnswer>(
    `/components?${query.toString()}`,
    signal ? { signal } : {},
  );
  return answer.data;
};

export const componentsQueryOptions = (params: ComponentsListParams) =>
  queryOptions({
    queryKey: componentsKeys.list(params),
    queryFn: ({ signal }) => getComponents(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhilePending((page: ComponentsAnswer['data']) =>
      page.items.some((item) => item.compiles === null),
    ),
  });

export const useComponents = (params: ComponentsListParams) =>
  useQuery(componentsQueryOptions(params));
