import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentVersionAnswer, LibraryItemAnswer, SessionReference } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/**
 * The files of the component a conversation customizes, for its preview: a library item's version
 * (GET /library/{id}?version=) or one of my saved components' (GET /components/{id}/versions/{v}).
 */
export const getOriginFiles = async (reference: SessionReference, signal?: AbortSignal) => {
  const id = encodeURIComponent(reference.id);
  const options = signal ? { signal } : {};
  if (reference.kind === 'library')
    return (
      await apiClient.get<LibraryItemAnswer>(`/library/${id}?version=${reference.version}`, options)
    ).data.files;
  return (
    await apiClient.get<ComponentVersionAnswer>(
      `/components/${id}/versions/${reference.version}`,
      options,
    )
  ).data.files;
};

export const originFilesQueryOptions = (reference: SessionReference) =>
  queryOptions({
    queryKey: ['copilot', 'origin', reference.kind, reference.id, reference.version] as const,
    queryFn: ({ signal }) => getOriginFiles(reference, signal),
    // A version's files never change.
    staleTime: Infinity,
  });

export const useOriginFiles = (reference: SessionReference) =>
  useQuery(originFilesQueryOptions(reference));
