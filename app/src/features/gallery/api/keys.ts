import type { GalleryCategoriesQuery, GalleryQuery } from '@kiln/contract';

/** Every gallery query starts with `gallery`, so a like, fork or moderation refreshes them all. */
export const galleryKey = ['gallery'] as const;

export type GalleryListParams = Pick<
  GalleryQuery,
  'page' | 'limit' | 'tab' | 'sort' | 'category' | 'search'
>;

export const galleryKeys = {
  list: (params: GalleryListParams) => [...galleryKey, 'list', params] as const,
  categories: (params: GalleryCategoriesQuery) => [...galleryKey, 'categories', params] as const,
  entry: (id: string) => [...galleryKey, 'entry', id] as const,
};

export const galleryEntryPath = (id: string) => `/gallery/${encodeURIComponent(id)}`;

/** A query string of the values that are set. */
export const toSearchParams = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};
