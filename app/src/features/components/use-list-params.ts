import { componentChecksFilterSchema, componentSortSchema } from '@kiln/contract';
import { oneOf, useAddressParams } from '../../lib/address-params';
import { frameworks } from '../../lib/frameworks';
import type { ComponentsListParams } from './api/keys';

/** The spec's page size. */
export const COMPONENTS_PAGE_SIZE = 10;

export type ComponentsView = 'grid' | 'list';

const SORTS = componentSortSchema.options;
const CHECKS = componentChecksFilterSchema.options;

/**
 * The page's state lives in the address (search, filters, sort, page, view, the open component),
 * so a reload, the back button or a shared link shows the same thing.
 */
export function useListParams() {
  const { searchParams, page, openId, searchText, update } = useAddressParams();
  const list: ComponentsListParams = {
    page,
    limit: COMPONENTS_PAGE_SIZE,
    sort: oneOf(searchParams.get('sort'), SORTS) ?? 'newest',
    search: searchParams.get('q')?.trim() || undefined,
    framework: oneOf(searchParams.get('framework'), frameworks),
    tag: searchParams.get('tag')?.trim() || undefined,
    checks: oneOf(searchParams.get('checks'), CHECKS),
  };
  const view: ComponentsView = searchParams.get('view') === 'list' ? 'list' : 'grid';

  return { list, view, openId, searchText, update };
}
