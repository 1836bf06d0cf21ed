import * as React from 'react';
import { busyRetryDelay, isBusyFailure } from './busy';

/**
 * Where a check of some input stands. `last` is the previous answer, kept on show while the next
 * one is on its way.
 */
export type CheckState<Value> =
  | { status: 'checking'; last: Value | null }
  | { status: 'busy'; last: Value | null; attempt: number; retryInMs: number }
  | { status: 'checked'; value: Value }
  | { status: 'failed'; last: Value | null; error: unknown };

export type RetryingCheckOptions<Value> = {
  /** An answer that says the server could not check yet (a scorecard without its hash, say). */
  answeredBusy?: (value: Value) => boolean;
};

/** What a busy check says while it waits to ask again. */
export const busyText = (retryInMs: number) =>
  `Kiln is busy — retrying in ${Math.ceil(retryInMs / 1000)} s`;

/** The words a check's state is shown with, the same wherever code is checked. */
export const checkStatusText = (state: CheckState<unknown>): string => {
  switch (state.status) {
    case 'checking':
      return 'Checking…';
    case 'busy':
      return busyText(state.retryInMs);
    case 'checked':
      return 'Checked';
    case 'failed':
      return 'Could not check';
  }
};

/**
 * Runs `check` on `input` whenever the input changes (compared by identity; null runs nothing),
 * and, when the server is busy — a retryable failure, no answer, or an answer saying it could not
 * check yet — asks again on its own after 1 s, 2 s, 4 s … (at most 30 s) until it gets a real
 * answer or the input changes. Any other failure stops at "failed". The editor's validation and
 * the answers' scorecards both check through this, so they retry and say so the same way.
 */
export function useRetryingCheck<Input, Value>(
  input: Input | null,
  check: (input: Input, signal: AbortSignal) => Promise<Value>,
  options: RetryingCheckOptions<Value> = {},
): CheckState<Value> {
  const [state, setState] = React.useState<CheckState<Value>>({ status: 'checking', last: null });
  const latest = React.useRef({ check, answeredBusy: options.answeredBusy });
  React.useEffect(() => {
    latest.current = { check, answeredBusy: options.answeredBusy };
  });

  React.useEffect(() => {
    if (input === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lastOf = (current: CheckState<Value>) =>
      current.status === 'checked' ? current.value : current.last;

    const busy = (attempt: number, answer: Value | null) => {
      const retryInMs = busyRetryDelay(attempt);
      setState((current) => ({
        status: 'busy',
        last: answer ?? lastOf(current),
        attempt: attempt + 1,
        retryInMs,
      }));
      timer = setTimeout(() => run(attempt + 1), retryInMs);
    };

    const run = (attempt: number) => {
      if (attempt === 0) setState((current) => ({ status: 'checking', last: lastOf(current) }));
      latest.current.check(input, controller.signal).then(
        (value) => {
          if (controller.signal.aborted) return;
          if (latest.current.answeredBusy?.(value)) busy(attempt, value);
          else setState({ status: 'checked', value });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isBusyFailure(error)) busy(attempt, null);
          else setState((current) => ({ status: 'failed', last: lastOf(current), error }));
        },
      );
    };

    run(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [input]);

  return state;
}
