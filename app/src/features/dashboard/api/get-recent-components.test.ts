import type { ComponentListItem } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { PENDING_POLL_MS } from '../../../lib/scorecard/poll-pending';
import { refetchIntervalFor } from '../../../lib/scorecard/poll-pending.testing';
import { recentComponentsQueryOptions } from './get-recent-components';

const item = (compiles: boolean | null) => ({ id: 'c1', compiles }) as ComponentListItem;

describe('the dashboard’s recent components', () => {
  it('read again while a current version is unchecked, and stop once it is checked', () => {
    const options = recentComponentsQueryOptions();
    expect(refetchIntervalFor(options, [item(null)])).toBe(PENDING_POLL_MS);
    expect(refetchIntervalFor(options, [item(false)])).toBe(false);
  });
});
