import type { ComponentsQuery } from '@kiln/contract';

/** Every query of saved components starts with `components`, so a change refreshes them all. */
export const componentsKey = ['components'] as const;

export type ComponentsListParams = Pick<
  ComponentsQuery,
  'page' | 'limit' | 'sort' | 'search' | 'framework' | 'tag' | 'checks'
>;

export const componentsKeys = {
  list: (params: ComponentsListParams) => [...componentsKey, 'list', params] as const,
  stats: () => [...componentsKey, 'stats'] as const,
  detail: (id: string) => [...componentsKey, 'detail', id] as const,
  versions: (id: string) => [...componentsKey, 'versions', id] as const,
  version: (id: string, version: number) => [...componentsKey, 'version', id, version] as const,
  diff: (id: string, from: number, to: number) => [...componentsKey, 'diff', id, from, to] as const,
};

export const componentPath = (id: string) => `/components/${encodeURIComponent(id)}`;
