import type { ScorecardData } from '@kiln/design-system';

/** Every row "not checked" with the same reason: while checks load, or when they could not run. */
export const scorecardWithReason = (reason: string): ScorecardData => {
  const row = { status: 'unchecked' as const, reason };
  return { compiles: row, renders: row, accessible: { ...row, violations: [] }, safe: row };
};
