import * as React from 'react';

/**
 * The value once it has stopped changing for `delay` ms: the same rule as
 * `lib/use-debounced-value.ts`, restated here for the reason `file-tabs.ts` gives (the editor shares
 * no module with other screens that they do not already share).
 */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
