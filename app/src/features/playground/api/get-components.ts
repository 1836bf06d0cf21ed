import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { playgroundKeys } from './keys';

/** GET /components: the newest saved components to pick from (the API's largest page). */
export const getPickableComponents = async (signal?: AbortSignal) =>
  (
    await apiClient.get<ComponentsAnswer>(
      '/components?limit=100&sort=newest',
      signal ? { signal } : {},
    )
  ).data.items;

export const pickableComponentsQueryOptions = () =>
  queryOptions({
    queryKey: playgroundKeys.components(),
    queryFn: ({ signal }) => getPickableComponents(signal),
  });

export const usePickableComponents = () => useQuery(pickableComponentsQueryOptions());
