import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentDiffAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { componentPath, componentsKeys } from './keys';

/** GET /components/{id}/diff?from&to: the server's unified diff of two versions, per file. */
export const getComponentDiff = async (
  id: string,
  from: number,
  to: number,
  signal?: AbortSignal,
) =>
  (
    await apiClient.get<ComponentDiffAnswer>(
      `${componentPath(id)}/diff?from=${from}&to=${to}`,
      signal ? { signal } : {},
    )
  ).data;

export const componentDiffQueryOptions = (id: string, from: number, to: number) =>
  queryOptions({
    queryKey: componentsKeys.diff(id, from, to),
    queryFn: ({ signal }) => getComponentDiff(id, from, to, signal),
    staleTime: Infinity,
  });

export const useComponentDiff = (id: string, pair: { from: number; to: number } | undefined) =>
  useQuery({
    ...componentDiffQueryOptions(id, pair?.from ?? 0, pair?.to ?? 0),
    enabled: pair !== undefined,
  });
