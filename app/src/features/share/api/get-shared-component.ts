import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedComponentAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

export const sharePublicPath = (token: string) => `/share/public/${encodeURIComponent(token)}`;
export const sharedKey = (token: string) => ['share', 'public', token] as const;

/** GET /share/public/{token}: the shared version, read-only; 404 when the link is gone. */
export const getSharedComponent = async (token: string, signal?: AbortSignal) =>
  (await apiClient.get<SharedComponentAnswer>(sharePublicPath(token), signal ? { signal } : {}))
    .data;

export const sharedComponentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedKey(token),
    queryFn: ({ signal }) => getSharedComponent(token, signal),
  });

export const useSharedComponent = (token: string) => useQuery(sharedComponentQueryOptions(token));
