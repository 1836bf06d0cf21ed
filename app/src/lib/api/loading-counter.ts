/** URLs that never move the global loading indicator: health probes and long-running AI calls. */
const LOADING_EXEMPT = ['/health', '/ping', '/ai/', '/prompt'];

export const affectsLoading = (url: string) => !LOADING_EXEMPT.some((part) => url.includes(part));

export type LoadingCounter = {
  increment(): void;
  decrement(): void;
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
};

/** Counts requests in flight; the loading bar shows while the count is above zero. */
export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = Math.max(0, next);
    for (const listener of listeners) listener();
  };
  return {
    increment: () => set(count + 1),
    decrement: () => set(count - 1),
    getSnapshot: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
