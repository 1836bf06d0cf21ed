/**
 * The server's run state. Stopping aborts `signal`: provider calls and pool tasks that listen to it
 * end at once, so a shutdown answers every open request (streams get a retryable error event) and
 * releases every session lease instead of being cut off after the grace period.
 */
export const createLifecycle = () => {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    get stopping() {
      return controller.signal.aborted;
    },
    stop: () => controller.abort(),
  };
};

export type Lifecycle = ReturnType<typeof createLifecycle>;
