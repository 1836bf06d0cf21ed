import type { LibraryQuery } from '@kiln/contract';

/** Every query of the library starts with `library`. */
export const libraryKey = ['library'] as const;

export type LibraryListParams = Pick<
  LibraryQuery,
  'page' | 'limit' | 'q' | 'category' | 'framework'
>;

export const libraryKeys = {
  list: (params: LibraryListParams) => [...libraryKey, 'list', params] as const,
  item: (id: string) => [...libraryKey, 'item', id] as const,
};

export const libraryItemPath = (id: string) => `/library/${encodeURIComponent(id)}`;
