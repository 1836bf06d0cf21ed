import { describe, expect, it } from 'vitest';
import { summarizeScorecard } from './version-checks';

const row = (status: 'green' | 'amber' | 'red' | 'unchecked') => ({
  status,
  reason: 'why',
  reportedBy: 'server' as const,
  checkedAt: null,
});

describe('summarizeScorecard', () => {
  it('counts the rows by status, worst first', () => {
    expect(
      summarizeScorecard({
        hash: null,
        compiles: row('green'),
        renders: row('unchecked'),
        accessible: { ...row('unchecked'), violations: [] },
        safe: row('red'),
      }),
    ).toBe('1 fail · 2 not checked · 1 pass');
  });
});
