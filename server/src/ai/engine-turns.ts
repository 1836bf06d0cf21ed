import { AppError, serverBusy } from '../errors';

/** Answers of the built-in engine that may wait for their turn in one process; beyond it, 503 SERVER_BUSY. */
export const ENGINE_QUEUE_LIMIT = 256;

export interface EngineTurnsSettings {
  /** Built-in answers running at once in this process. */
  concurrent: number;
  queueLimit?: number;
}

export interface EngineTurnsStatus {
  running: number;
  queued: number;
  /** Answers dropped while waiting because their request had closed, since start. */
  dropped: number;
  /** Answers refused because the queue was full, since start. */
  refused: number;
}

/** The request closed while its answer waited: nobody reads it, so it never ran. */
const gone = (signal: AbortSignal): Error =>
  signal.reason instanceof Error
    ? signal.reason
    : new AppError(499, 'CLIENT_CLOSED_REQUEST', 'The client closed the request');

/**
 * Below this, the loop did nothing else between two looks: no other request was waiting, and the
 * answers may have the whole loop.
 */
const IDLE_MS = 0.5;

/**
 * Turns on the event loop for the built-in engine's answers. An answer of the engine is CPU on the
 * server's one event loop (the engine, its checklist, its rows and, on embedded PGlite, the
 * database itself), many times the work of a read, so answers let in together would take the
 * loop from every other request for as long as they all take. Here at most `concurrent` run at
 * once and the others wait in arrival order. The next turn is given from `setImmediate`, after the
 * input already waiting (other requests) has been served, and, while other requests keep the loop
 * busy, only once they have had as much of it as the last answer took: answers get at most about
 * half the loop when others wait, and all of it when nothing else does. The queue is bounded
 * (SERVER_BUSY beyond it, retryable); an answer whose request closed while it waited is dropped
 * before it runs (nothing produced, written or charged); one that started finishes as any does.
 */
export const createEngineTurns = ({
  concurrent,
  queueLimit = ENGINE_QUEUE_LIMIT,
}: EngineTurnsSettings) => {
  let running = 0;
  let dropped = 0;
  let refused = 0;
  let scheduled = false;
  /** Loop time other requests are owed before the next answer starts. */
  let owed = 0;
  /** When this scheduler last looked, so the time between looks was the others'. */
  let lookedAt = 0;
  const queue: (() => void)[] = [];

  const look = () => {
    scheduled = false;
    const others = performance.now() - lookedAt;
    owed = others < IDLE_MS ? 0 : owed - others;
    if (owed > 0) return schedule();
    while (running < concurrent && queue.length > 0) queue.shift()?.();
  };

  /** Looks again at the loop's next check phase, while an answer waits and a turn is free. */
  const schedule = () => {
    if (scheduled || running >= concurrent || queue.length === 0) return;
    scheduled = true;
    lookedAt = performance.now();
    setImmediate(look);
  };

  /** Runs `work` in its turn; `signal` aborts when the request closes. */
  const take = <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) return Promise.reject(gone(signal));
    if (queue.length >= queueLimit) {
      refused += 1;
      return Promise.reject(serverBusy());
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        running += 1;
        const startedAt = performance.now();
        work()
          .then(resolve, reject)
          .finally(() => {
            // The answer's reply (its serialisation and write) runs in the microtasks after `work`
            // settles: still this answer's time on the loop, so the turn ends at the check phase.
            setImmediate(() => {
              running -= 1;
              owed += performance.now() - startedAt;
              schedule();
            });
          });
      };
      const onAbort = () => {
        const index = queue.indexOf(start);
        if (index < 0) return;
        queue.splice(index, 1);
        dropped += 1;
        reject(gone(signal as AbortSignal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(start);
      schedule();
    });
  };

  return {
    take,
    status: (): EngineTurnsStatus => ({ running, queued: queue.length, dropped, refused }),
  };
};

export type EngineTurns = ReturnType<typeof createEngineTurns>;
