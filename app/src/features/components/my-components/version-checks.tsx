import { useQuery } from '@tanstack/react-query';
import type { ComponentChecksFilter, Scorecard as ScorecardShape } from '@kiln/contract';
import {
  Badge,
  getScorecardStatusLabel,
  Scorecard,
  scorecardCheckNames,
} from '@kiln/design-system';
import { DoesNotCompileBadge } from '../../../lib/scorecard/does-not-compile-badge';
import { versionScorecardsQueryOptions } from '../../../lib/scorecard/scorecard-api';

/** "2 pass · 2 not checked": the rows of a scorecard counted by status, worst first. */
export function summarizeScorecard(scorecard: ScorecardShape): string {
  const order = ['red', 'amber', 'unchecked', 'green'] as const;
  const counts = order
    .map((status) => ({
      status,
      count: scorecardCheckNames.filter((name) => scorecard[name].status === status).length,
    }))
    .filter(({ count }) => count > 0);
  return counts
    .map(({ status, count }) => `${count} ${getScorecardStatusLabel(status).toLowerCase()}`)
    .join(' · ');
}

/** One version's scorecard, folded to its summary line. */
export function VersionChecks({ componentId, version }: { componentId: string; version: number }) {
  const query = useQuery(versionScorecardsQueryOptions(componentId));
  const scorecard = query.data?.find((item) => item.version === version)?.scorecard;
  if (!scorecard)
    return (
      <p className="text-xs text-muted-foreground">
        {query.isError ? 'Checks could not be read' : 'Reading checks…'}
      </p>
    );
  return (
    <details data-testid={`version-checks-${version}`} className="text-sm">
      <summary className="cursor-pointer rounded-sm text-xs text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Checks: {summarizeScorecard(scorecard)}
        <DoesNotCompileBadge
          compiles={
            scorecard.compiles.status === 'unchecked' ? null : scorecard.compiles.status !== 'red'
          }
          className="ml-2"
        />
      </summary>
      <Scorecard
        scorecard={scorecard}
        title={`Version ${version} checks`}
        className="mt-2 max-w-md"
      />
    </details>
  );
}

const checksLabels: Record<ComponentChecksFilter, string> = {
  passing: 'All checks pass',
  problems: 'Has problems',
  unchecked: 'Not fully checked',
};
const checksVariants = {
  passing: 'success',
  problems: 'destructive',
  unchecked: 'outline',
} as const;

/** The list's word for the current version's checks. */
export function ChecksBadge({ checks }: { checks: ComponentChecksFilter }) {
  return (
    <Badge variant={checksVariants[checks]} size="sm" data-checks={checks}>
      {checksLabels[checks]}
    </Badge>
  );
}

export const checksFilterOptions = Object.entries(checksLabels).map(([value, label]) => ({
  value,
  label,
}));
