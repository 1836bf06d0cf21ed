import * as React from 'react';
import { useSearchParams } from 'react-router';
import { LATEST_ANSWER } from './components/component-picker';

/**
 * Which component the playground shows lives in the address — `?component=<id>&version=<n>` for a
 * saved one, `?component=latest` for the last generated answer — so a reload or a shared link
 * opens the same thing.
 */
export function usePlaygroundSource() {
  const [searchParams, setSearchParams] = useSearchParams();
  const component = searchParams.get('component') || undefined;
  const parsedVersion = Number.parseInt(searchParams.get('version') ?? '', 10);
  const version = parsedVersion >= 1 ? parsedVersion : undefined;
  const latest = component === LATEST_ANSWER;

  const choose = React.useCallback(
    (next: string) => setSearchParams(new URLSearchParams({ component: next })),
    [setSearchParams],
  );

  return {
    /** A saved component's id; undefined for the last answer or nothing chosen. */
    componentId: latest ? undefined : component,
    version: latest ? undefined : version,
    latest,
    picked: component,
    choose,
  };
}
