import { describe, expect, it } from 'vitest';
import { PENDING_POLL_MS, pollWhilePending } from './poll-pending';
import { refetchIntervalFor } from './poll-pending.testing';

describe('pollWhilePending', () => {
  const options = {
    queryKey: ['pending'],
    refetchInterval: pollWhilePending((d: string) => d === 'x'),
  };

  it('reads again while the data is pending, and not once it is settled', () => {
    expect(refetchIntervalFor(options, 'x')).toBe(PENDING_POLL_MS);
    expect(refetchIntervalFor(options, 'y')).toBe(false);
  });

  it('gives up after a minute of reads, so a check that never comes does not poll forever', () => {
    expect(refetchIntervalFor(options, 'x', 30)).toBe(PENDING_POLL_MS);
    expect(refetchIntervalFor(options, 'x', 31)).toBe(false);
  });
});
