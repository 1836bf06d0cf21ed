import * as React from 'react';

/** Spec §9: searches wait this long after the last keystroke. */
export const DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = DEBOUNCE_MS): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
