import * as React from 'react';
import { useSearchParams } from 'react-router';
import type { AiFramework, ComponentSort } from '@kiln/contract';
import type { ComponentsListParams } from './api/keys';

/** The spec's page size. */
export const COMPONENTS_PAGE_SIZE = 10;

export type ComponentsView = 'grid' | 'list';

const SORTS: readonly ComponentSort[] = ['newest', 'oldest', 'updated', 'name', 'framework'];
const FRAMEWORKS: readonly AiFramework[] = ['angular', 'react'];

const oneOf = <T extends string>(value: string | null, options: readonly T[]) =>
  options.find((option) => option === value);

/**
 * The page's state lives in the address (search, filters, sort, page, view, the open component),
 * so a reload, the back button or a shared link shows the same thing.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const list: ComponentsListParams = {
    page,
    limit: COMPONENTS_PAGE_SIZE,
    sort: oneOf(searchParams.get('sort'), SORTS) ?? 'newest',
    search: searchParams.get('q')?.trim() || undefined,
    framework: oneOf(searchParams.get('framework'), FRAMEWORKS),
    tag: searchParams.get('tag')?.trim() || undefined,
  };
  const view: ComponentsView = searchParams.get('view') === 'list' ? 'list' : 'grid';
  const openId = searchParams.get('open') ?? undefined;

  /** Sets or clears parameters; any change but paging itself starts again at page 1. */
  const update = React.useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes) && !('open' in changes)) next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  return { list, view, openId, searchText: searchParams.get('q') ?? '', update };
}
