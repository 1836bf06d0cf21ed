import type { ComponentListItem } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { PENDING_POLL_MS } from '../../../lib/scorecard/poll-pending';
import { refetchIntervalFor } from '../../../lib/scorecard/poll-pending.testing';
import { componentsQueryOptions } from './get-components';

const item = (compiles: boolean | null) => ({ id: 'c1', compiles }) as ComponentListItem;

describe('My components’ list', () => {
  it('reads again while a current version is unchecked, and stops once it is checked', () => {
    const options = componentsQueryOptions({ page: 1, limit: 12, sort: 'newest' });
    const page = (compiles: boolean | null) => ({ items: [item(true), item(compiles)] });
    expect(refetchIntervalFor(options, page(null))).toBe(PENDING_POLL_MS);
    expect(refetchIntervalFor(options, page(false))).toBe(false);
    expect(refetchIntervalFor(options, page(true))).toBe(false);
  });
});
