import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKeys } from './keys';

/** GET /components/{id}: one component with its current version's code. */
export const getComponent = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<ComponentAnswer>(componentPath(id), signal ? { signal } : {})).data;

export const componentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: componentsKeys.detail(id),
    queryFn: ({ signal }) => getComponent(id, signal),
  });

export const useComponent = (id: string) => useQuery(componentQueryOptions(id));
