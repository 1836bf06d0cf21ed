import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryListAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { libraryKeys, type LibraryListParams } from './keys';

/** GET /library: one page of the library, searched and filtered by the server, with counts. */
export const getLibrary = async (params: LibraryListParams, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const answer = await apiClient.get<LibraryListAnswer>(
    `/library?${query.toString()}`,
    signal ? { signal } : {},
  );
  return answer.data;
};

export const libraryQueryOptions = (params: LibraryListParams) =>
  queryOptions({
    queryKey: libraryKeys.list(params),
    queryFn: ({ signal }) => getLibrary(params, signal),
    placeholderData: keepPreviousData,
  });

export const useLibrary = (params: LibraryListParams) => useQuery(libraryQueryOptions(params));
