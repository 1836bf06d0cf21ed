import * as React from 'react';
import { useSearchParams } from 'react-router';
import { LIBRARY_CATEGORIES } from '@kiln/contract';
import { frameworks } from '../../lib/frameworks';
import type { LibraryListParams } from './api/keys';

/** Items on one page of the library. */
export const LIBRARY_PAGE_SIZE = 24;

/** The framework shown until another is chosen; `all` lists every framework's items. */
export const DEFAULT_FRAMEWORK = 'angular';
export const ALL_FRAMEWORKS = 'all';

const oneOf = <T extends string>(value: string | null, options: readonly T[]) =>
  options.find((option) => option === value);

/**
 * The library's state lives in the address (search, category, framework, page, the open item), so
 * a reload, the back button or a shared link shows the same thing.
 */
export function useLibraryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const frameworkParam = searchParams.get('framework') ?? DEFAULT_FRAMEWORK;
  const list: LibraryListParams = {
    page,
    limit: LIBRARY_PAGE_SIZE,
    q: searchParams.get('q')?.trim() || undefined,
    category: oneOf(searchParams.get('category'), LIBRARY_CATEGORIES),
    framework: oneOf(frameworkParam, frameworks),
  };
  const framework = list.framework ?? ALL_FRAMEWORKS;
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

  return { list, framework, openId, searchText: searchParams.get('q') ?? '', update };
}
