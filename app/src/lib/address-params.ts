import * as React from 'react';
import { useSearchParams } from 'react-router';

/** The value if it is one of the options (an address holds whatever was typed into it). */
export const oneOf = <T extends string>(value: string | null, options: readonly T[]) =>
  options.find((option) => option === value);

/**
 * A list screen's state kept in the address (search, filters, page, the open item), so a reload,
 * the back button or a shared link shows the same thing. `update` sets or clears parameters; any
 * change but paging or opening an item starts again at page 1.
 */
export function useAddressParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
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
  return {
    searchParams,
    page,
    openId: searchParams.get('open') ?? undefined,
    searchText: searchParams.get('q') ?? '',
    update,
  };
}
