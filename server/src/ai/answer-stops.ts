/**
 * The answers this process is writing, one per conversation, so a stop that reaches this instance
 * aborts the work at once (a model call stops spending tokens). A stop that reaches another instance
 * still takes effect: it withdraws the session's lease, and the answer is discarded when it is stored.
 */
export const createAnswerStops = () => {
  const running = new Map<string, AbortController>();

  /** Registers the turn of `sessionId`; `done` must be called when it ends, however it ends. */
  const begin = (sessionId: string) => {
    const controller = new AbortController();
    running.set(sessionId, controller);
    return {
      signal: controller.signal,
      done: () => {
        if (running.get(sessionId) === controller) running.delete(sessionId);
      },
    };
  };

  const stop = (sessionId: string) => running.get(sessionId)?.abort();

  return { begin, stop };
};

export type AnswerStops = ReturnType<typeof createAnswerStops>;
