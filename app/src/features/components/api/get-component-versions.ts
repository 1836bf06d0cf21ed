import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentVersionsAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKeys } from './keys';

/** GET /components/{id}/versions: newest first, with dates and provenance, without code. */
export const getComponentVersions = async (id: string, signal?: AbortSignal) =>
  (
    await apiClient.get<ComponentVersionsAnswer>(
      `${componentPath(id)}/versions`,
      signal ? { signal } : {},
    )
  ).data.items;

export const componentVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: componentsKeys.versions(id),
    queryFn: ({ signal }) => getComponentVersions(id, signal),
  });

export const useComponentVersions = (id: string) => useQuery(componentVersionsQueryOptions(id));
