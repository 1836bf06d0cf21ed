import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentVersionAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKeys } from './keys';

/** GET /components/{id}/versions/{version}: one version with its code. */
export const getComponentVersion = async (id: string, version: number, signal?: AbortSignal) =>
  (
    await apiClient.get<ComponentVersionAnswer>(
      `${componentPath(id)}/versions/${version}`,
      signal ? { signal } : {},
    )
  ).data;

export const componentVersionQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: componentsKeys.version(id, version),
    queryFn: ({ signal }) => getComponentVersion(id, version, signal),
    // A version never changes once saved.
    staleTime: Infinity,
  });

export const useComponentVersion = (id: string, version: number | undefined) =>
  useQuery({ ...componentVersionQueryOptions(id, version ?? 0), enabled: version !== undefined });
