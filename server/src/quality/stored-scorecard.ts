import type { Scorecard } from '@kiln/contract';
import type { ComponentVersionRow, VersionScorecardRow } from '../db/schema/index';
import { requirementsCheck, withRequirementsRow } from './requirements-check';
import { browserChecks, combineScorecard } from './scorecard';

const PENDING = 'Checking: the server validates saved code in the background';

type StoredChecks = Pick<
  VersionScorecardRow,
  'serverChecks' | 'browserReport' | 'browserReportedAt'
> | null;

/** A version's checklist (kept with it when saved from an answer) as the scorecard's first row. */
const withRequirements = (
  scorecard: Scorecard,
  version: Pick<ComponentVersionRow, 'checklist' | 'createdAt'> | undefined,
): Scorecard =>
  withRequirementsRow(
    scorecard,
    version?.checklist
      ? requirementsCheck(version.checklist, version.createdAt.toISOString())
      : undefined,
  );

/** A version's scorecard from its stored row; rows not written yet read as pending. */
export const toScorecard = (
  row: StoredChecks,
  version?: Pick<ComponentVersionRow, 'checklist' | 'createdAt'>,
): Scorecard => withRequirements(storedScorecard(row), version);

const storedScorecard = (row: StoredChecks): Scorecard => {
  const report = row?.browserReport ?? null;
  const reportedAt = row?.browserReportedAt?.toISOString() ?? null;
  if (row?.serverChecks) return combineScorecard(row.serverChecks, report, reportedAt);
  const pending = { status: 'unchecked' as const, reason: PENDING, reportedBy: 'server' as const };
  return {
    hash: null,
    compiles: { ...pending, checkedAt: null },
    ...browserChecks(report, reportedAt),
    safe: { ...pending, checkedAt: null },
  };
};
