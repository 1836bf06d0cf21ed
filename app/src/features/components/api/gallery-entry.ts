import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, MyGalleryEntryAnswer, PublishGalleryBody } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';

/** The gallery's own queries start with `gallery`; publishing refreshes them with this one. */
const galleryKey = ['gallery'] as const;
const myEntryKey = (componentId: string) => [...galleryKey, 'mine', componentId] as const;

/** GET /gallery/components/{id}: my component's gallery entry, or null when it is not published. */
export const getMyGalleryEntry = async (componentId: string, signal?: AbortSignal) =>
  (
    await apiClient.get<MyGalleryEntryAnswer>(
      `/gallery/components/${encodeURIComponent(componentId)}`,
      signal ? { signal } : {},
    )
  ).data;

export const myGalleryEntryQueryOptions = (componentId: string) =>
  queryOptions({
    queryKey: myEntryKey(componentId),
    queryFn: ({ signal }) => getMyGalleryEntry(componentId, signal),
  });

export const useMyGalleryEntry = (componentId: string) =>
  useQuery(myGalleryEntryQueryOptions(componentId));

/** POST /gallery: publish (or publish again) a version of my component as a snapshot. */
export const postGalleryEntry = async (body: PublishGalleryBody) =>
  (await apiClient.post<MyGalleryEntryAnswer>('/gallery', body)).data;

/** DELETE /gallery/{id}: unpublish my entry. */
export const deleteGalleryEntry = async (entryId: string) =>
  (await apiClient.delete<MessageAnswer>(`/gallery/${encodeURIComponent(entryId)}`)).data;

export function usePublishToGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'publish'],
    mutationFn: postGalleryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey }),
  });
}

export function useUnpublishFromGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...galleryKey, 'unpublish'],
    mutationFn: deleteGalleryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey }),
  });
}
