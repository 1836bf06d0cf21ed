import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** GET /components: the saved components (at most 100 are kept), by name, to put in a starter. */
export const savedComponentsOptions = () =>
  queryOptions({
    queryKey: ['components', 'choices'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ComponentsAnswer>('/components?limit=100&sort=name', { signal })).data
        .items,
  });

export const useSavedComponents = () => useQuery(savedComponentsOptions());
