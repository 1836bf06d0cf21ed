/** Why a caller stopped waiting: its signal's reason. */
const gone = (signal: AbortSignal): unknown => signal.reason ?? new Error('The requester has gone');

/**
 * One run per key, shared by everyone who asks for it while it runs. Each caller may bring an
 * AbortSignal (its request closed): it stops waiting at once, and when every caller has gone the
 * run's own signal aborts, so work that has not started yet (a task still queued for a worker
 * thread) is dropped instead of done for nobody.
 */
export const createSharedTasks = <Value>() => {
  interface Entry {
    promise: Promise<Value>;
    controller: AbortController;
    waiters: number;
  }
  const running = new Map<string, Entry>();

  const join = (
    key: string,
    start: (signal: AbortSignal) => Promise<Value>,
    signal?: AbortSignal,
  ): Promise<Value> => {
    // A caller already gone starts nothing and joins nothing.
    if (signal?.aborted) return Promise.reject(gone(signal));
    let entry = running.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Entry = { controller, waiters: 0, promise: Promise.resolve() as never };
      created.promise = start(controller.signal).finally(() => {
        if (running.get(key) === created) running.delete(key);
      });
      // The run's failure is its waiters'; once every one has gone (the run then fails as
      // cancelled), it is nobody's, and must not end the process as an unhandled rejection.
      created.promise.catch(() => undefined);
      entry = created;
      running.set(key, entry);
    }
    const joined = entry;
    joined.waiters += 1;
    if (!signal) return joined.promise;
    return new Promise<Value>((resolve, reject) => {
      const leave = () => {
        joined.waiters -= 1;
        if (joined.waiters === 0) {
          joined.controller.abort();
          // A later caller starts afresh rather than joining a run nobody waits for.
          if (running.get(key) === joined) running.delete(key);
        }
        reject(gone(signal));
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.promise
        .finally(() => signal.removeEventListener('abort', leave))
        .then(resolve, reject);
    });
  };

  return { join, size: () => running.size };
};
