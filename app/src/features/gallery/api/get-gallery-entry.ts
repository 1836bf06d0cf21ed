import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryEntryAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryEntryPath, galleryKeys } from './keys';

/** GET /gallery/{id}: one entry with its code (opening another author's entry counts a view). */
export const getGalleryEntry = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<GalleryEntryAnswer>(galleryEntryPath(id), signal ? { signal } : {})).data;

export const galleryEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: galleryKeys.entry(id),
    queryFn: ({ signal }) => getGalleryEntry(id, signal),
  });

export const useGalleryEntry = (id: string) => useQuery(galleryEntryQueryOptions(id));
