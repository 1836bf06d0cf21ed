import { LIBRARY_CATEGORIES } from '@kiln/contract';
import { oneOf, useAddressParams } from '../../lib/address-params';
import { frameworks } from '../../lib/frameworks';
import type { LibraryListParams } from './api/keys';

/** Items on one page of the library. */
export const LIBRARY_PAGE_SIZE = 24;

/** The framework shown until another is chosen; `all` lists every framework's items. */
export const DEFAULT_FRAMEWORK = 'angular';
export const ALL_FRAMEWORKS = 'all';

/**
 * The library's state lives in the address (search, category, framework, page, the open item), so
 * a reload, the back button or a shared link shows the same thing.
 */
export function useLibraryParams() {
  const { searchParams, page, openId, searchText, update } = useAddressParams();
  const frameworkParam = searchParams.get('framework') ?? DEFAULT_FRAMEWORK;
  const list: LibraryListParams = {
    page,
    limit: LIBRARY_PAGE_SIZE,
    q: searchParams.get('q')?.trim() || undefined,
    category: oneOf(searchParams.get('category'), LIBRARY_CATEGORIES),
    framework: oneOf(frameworkParam, frameworks),
  };
  const framework = list.framework ?? ALL_FRAMEWORKS;

  return { list, framework, openId, searchText, update };
}
