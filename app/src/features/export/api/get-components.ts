import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** GET /components: every saved component (at most 100 are kept), by name, to choose from. */
export const getComponentChoices = async (signal?: AbortSignal) =>
  (
    await apiClient.get<ComponentsAnswer>(
      '/components?limit=100&sort=name',
      signal ? { signal } : {},
    )
  ).data.items;

export const componentChoicesKey = ['components', 'choices'] as const;

export const componentChoicesOptions = () =>
  queryOptions({
    queryKey: componentChoicesKey,
    queryFn: ({ signal }) => getComponentChoices(signal),
  });

export const useComponentChoices = () => useQuery(componentChoicesOptions());
