// @vitest-environment jsdom
import * as React from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { checkStatusText, useRetryingCheck, type CheckState } from './use-retrying-check';

const busy = () => new ApiError(503, 'SERVER_BUSY', 'Kiln is busy with other requests.');

type Probe = { input: string | null; check: (input: string) => Promise<string> };

let seen: CheckState<string>[] = [];

function Checker({
  input,
  check,
  answeredBusy,
}: Probe & { answeredBusy?: (v: string) => boolean }) {
  const state = useRetryingCheck(
    input,
    (value) => check(value),
    answeredBusy ? { answeredBusy } : {},
  );
  React.useEffect(() => {
    seen.push(state);
  });
  return <p role="status">{checkStatusText(state)}</p>;
}

/** Lets the promise callbacks of an answered check run. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  seen = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('given a check the server answers busy', { timeout: 20_000 }, () => {
  it('should say so and ask again on its own after 1 s, 2 s, 4 s, until it is answered', async () => {
    const check = vi
      .fn<(input: string) => Promise<string>>()
      .mockRejectedValueOnce(busy())
      .mockRejectedValueOnce(busy())
      .mockRejectedValueOnce(busy())
      .mockResolvedValueOnce('no problems');
    render(<Checker input="files" check={check} />);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Kiln is busy — retrying in 1 s');
    expect(check).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(999));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Kiln is busy — retrying in 2 s');

    await act(async () => vi.advanceTimersByTime(2000));
    expect(check).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status').textContent).toBe('Kiln is busy — retrying in 4 s');

    await act(async () => vi.advanceTimersByTime(4000));
    expect(check).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('status').textContent).toBe('Checked');
    expect(seen.at(-1)).toEqual({ status: 'checked', value: 'no problems' });

    // Answered: nothing more is asked.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('should retry an answer that says it could not check yet, keeping it on show', async () => {
    const check = vi
      .fn<(input: string) => Promise<string>>()
      .mockResolvedValueOnce('not checked')
      .mockResolvedValueOnce('checked');
    render(<Checker input="files" check={check} answeredBusy={(v) => v === 'not checked'} />);
    await settle();
    expect(seen.at(-1)).toMatchObject({ status: 'busy', last: 'not checked', retryInMs: 1000 });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toEqual({ status: 'checked', value: 'checked' });
  });

  it('should stop retrying the old input once the input changes', async () => {
    const check = vi.fn<(input: string) => Promise<string>>((input) =>
      input === 'old' ? Promise.reject(busy()) : Promise.resolve(`checked ${input}`),
    );
    const { rerender } = render(<Checker input="old" check={check} />);
    await settle();
    rerender(<Checker input="new" check={check} />);
    await settle();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(check.mock.calls.map(([input]) => input)).toEqual(['old', 'new']);
    expect(seen.at(-1)).toEqual({ status: 'checked', value: 'checked new' });
  });
});

describe('given a check that fails for another reason', { timeout: 20_000 }, () => {
  it('should say it could not check and not ask again', async () => {
    const check = vi
      .fn<(input: string) => Promise<string>>()
      .mockRejectedValue(new ApiError(400, 'VALIDATION_ERROR', 'Bad files'));
    render(<Checker input="files" check={check} />);
    await settle();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Could not check');
  });
});
