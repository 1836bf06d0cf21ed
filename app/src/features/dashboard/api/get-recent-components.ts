import { queryOptions, useQuery } from '@tanstack/react-query';
import { componentsAnswerSchema, type ComponentListItem } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { pollWhilePending } from '../../../lib/scorecard/poll-pending';

export const RECENT_COMPONENTS = 5;

/**
 * GET /components, the newest few, read through the contract's schema. Spec §8 fallbacks: a
 * failure (or an answer of another shape) shows none.
 */
export async function getRecentComponents(signal?: AbortSignal): Promise<ComponentListItem[]> {
  try {
    const answer = await apiClient.get<unknown>(
      `/components?sort=newest&limit=${RECENT_COMPONENTS}`,
      signal ? { signal } : {},
    );
    const parsed = componentsAnswerSchema.safeParse(answer);
    return parsed.success ? parsed.data.data.items : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export const recentComponentsQueryOptions = () =>
  queryOptions({
    queryKey: ['components', 'recent'],
    queryFn: ({ signal }) => getRecentComponents(signal),
    refetchInterval: pollWhilePending((items: ComponentListItem[]) =>
      items.some((item) => item.compiles === null),
    ),
  });

export const useRecentComponents = () => useQuery(recentComponentsQueryOptions());
