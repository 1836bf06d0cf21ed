import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryListAnswer } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryKeys, toSearchParams, type GalleryListParams } from './keys';

/** GET /gallery: one page of entries for a tab, category, search and sort. */
export const getGallery = async (params: GalleryListParams, signal?: AbortSignal) =>
  (
    await apiClient.get<GalleryListAnswer>(
      `/gallery?${toSearchParams(params)}`,
      signal ? { signal } : {},
    )
  ).data;

export const galleryQueryOptions = (params: GalleryListParams) =>
  queryOptions({
    queryKey: galleryKeys.list(params),
    queryFn: ({ signal }) => getGallery(params, signal),
  });

/** The page stays on screen while the next one loads, so paging and filtering do not flash. */
export const useGallery = (params: GalleryListParams) =>
  useQuery({ ...galleryQueryOptions(params), placeholderData: keepPreviousData });
