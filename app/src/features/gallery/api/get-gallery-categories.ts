import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryCategoriesAnswer, GalleryCategoriesQuery } from '@kiln/contract';
import { apiClient } from '../../../lib/api/app-api-client';
import { galleryKeys, toSearchParams } from './keys';

/** GET /gallery/categories: how many entries of the tab and search each category holds. */
export const getGalleryCategories = async (query: GalleryCategoriesQuery, signal?: AbortSignal) =>
  (
    await apiClient.get<GalleryCategoriesAnswer>(
      `/gallery/categories?${toSearchParams(query)}`,
      signal ? { signal } : {},
    )
  ).data;

export const galleryCategoriesQueryOptions = (query: GalleryCategoriesQuery) =>
  queryOptions({
    queryKey: galleryKeys.categories(query),
    queryFn: ({ signal }) => getGalleryCategories(query, signal),
  });

export const useGalleryCategories = (query: GalleryCategoriesQuery) =>
  useQuery({ ...galleryCategoriesQueryOptions(query), placeholderData: keepPreviousData });
