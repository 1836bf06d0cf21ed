/**
 * Reads by key, coalescing the keys asked for together into one call of `load`.
 *
 * Requests that reach the server together are parsed in the same turn of the event loop. Every key
 * asked for during that turn is collected, and one `load` runs for all of them in the turn's check
 * phase (`setImmediate`): many authenticated requests then cost one database round trip instead of
 * one each, which is where most of an authenticated request's time goes.
 *
 * Freshness is the same as reading one key at a time: a batch starts only after all of its callers
 * asked, and a key asked for while a batch is already in flight waits for the next batch, so no
 * caller is ever answered from a read that began before it asked.
 */
export interface CoalescedReaderOptions {
  /** A batch is sent as soon as it holds this many distinct keys. */
  maxBatch?: number;
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export type CoalescedReader<V> = (key: string) => Promise<V | undefined>;

export const createCoalescedReader = <V>(
  load: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
  { maxBatch = 256 }: CoalescedReaderOptions = {},
): CoalescedReader<V> => {
  let waiting = new Map<string, Waiter<V>[]>();
  let scheduled = false;

  const settle = (batch: Map<string, Waiter<V>[]>, found: ReadonlyMap<string, V>) => {
    for (const [key, waiters] of batch) {
      const value = found.get(key);
      for (const waiter of waiters) waiter.resolve(value);
    }
  };
  const fail = (batch: Map<string, Waiter<V>[]>, error: unknown) => {
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
  };

  const dispatch = () => {
    scheduled = false;
    if (waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    let loading: Promise<ReadonlyMap<string, V>>;
    try {
      loading = load([...batch.keys()]);
    } catch (error) {
      fail(batch, error);
      return;
    }
    loading.then(
      (found) => settle(batch, found),
      (error: unknown) => fail(batch, error),
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (waiting.size >= maxBatch) dispatch();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(dispatch);
      }
    });
};
