import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryItemAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { libraryItemPath, libraryKeys } from './keys';

/** GET /library/{id}: one item with the files of its current version. */
export const getLibraryItem = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<LibraryItemAnswer>(libraryItemPath(id), signal ? { signal } : {})).data;

export const libraryItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.item(id),
    queryFn: ({ signal }) => getLibraryItem(id, signal),
  });

export const useLibraryItem = (id: string) => useQuery(libraryItemQueryOptions(id));
