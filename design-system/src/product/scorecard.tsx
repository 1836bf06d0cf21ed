import type * as React from 'react';
import { CircleCheck, CircleDashed, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '../components/badge';
import { cn } from '../lib/cn';

export type ScorecardStatus = 'green' | 'amber' | 'red' | 'unchecked';

export interface ScorecardCheck {
  status: ScorecardStatus;
  /** One line: why the check has this status. */
  reason: string;
}

export interface ScorecardViolation {
  /** The axe rule, e.g. `label`. */
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  /** What the rule asks for, e.g. "Form elements must have labels". */
  help: string;
  /** The elements (CSS selectors) that break it. */
  targets: readonly string[];
}

export interface ScorecardData {
  /** Optional first row: how much of what was asked for the code does ("9 of 10 met — …"). */
  requirements?: ScorecardCheck | undefined;
  compiles: ScorecardCheck;
  renders: ScorecardCheck;
  accessible: ScorecardCheck & { violations: readonly ScorecardViolation[] };
  safe: ScorecardCheck;
}

/** The four checks in the order they are shown, for stories and tests. */
export const scorecardCheckNames = ['compiles', 'renders', 'accessible', 'safe'] as const;
export type ScorecardCheckName = (typeof scorecardCheckNames)[number];

const checkLabels: Record<ScorecardCheckName | 'requirements', string> = {
  requirements: 'Requirements',
  compiles: 'Compiles',
  renders: 'Renders',
  accessible: 'Accessible',
  safe: 'Safe',
};

/** Colour is never the only signal: each status has its own icon and word. */
const statuses: Record<
  ScorecardStatus,
  { label: string; Icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }
> = {
  green: { label: 'Pass', Icon: CircleCheck, variant: 'success' },
  amber: { label: 'Warning', Icon: TriangleAlert, variant: 'warning' },
  red: { label: 'Fail', Icon: CircleX, variant: 'destructive' },
  unchecked: { label: 'Not checked', Icon: CircleDashed, variant: 'outline' },
};

/** The word a status is shown with ("red" → "Fail"). */
export function getScorecardStatusLabel(status: ScorecardStatus): string {
  return statuses[status].label;
}

export type ScorecardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  scorecard: ScorecardData;
  /** The heading, which also names the region; defaults to "Quality checks". */
  title?: string;
};

function Violations({ violations }: { violations: readonly ScorecardViolation[] }) {
  return (
    <details data-slot="scorecard-violations" className="mt-1 text-xs">
      <summary className="cursor-pointer rounded-sm font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {violations.length} axe {violations.length === 1 ? 'violation' : 'violations'}
      </summary>
      <ul className="mt-1 flex flex-col gap-1.5 pl-4">
        {violations.map((violation) => (
          <li
            key={violation.id}
            data-rule={violation.id}
            className="list-disc text-muted-foreground"
          >
            <code className="font-mono text-foreground">{violation.id}</code>
            {violation.impact ? ` (${violation.impact})` : null}: {violation.help}
            {violation.targets.length > 0 ? (
              <span className="block break-all">
                on{' '}
                {violation.targets.map((target, index) => (
                  <span key={target}>
                    {index > 0 ? ', ' : null}
                    <code className="font-mono text-foreground">{target}</code>
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Whether code compiles, renders, is accessible and is safe: four rows, each with a status (colour,
 * icon and word) and a one-line reason; the accessible row lists axe's violations on demand.
 */
export function Scorecard({
  scorecard,
  title = 'Quality checks',
  className,
  ...props
}: ScorecardProps) {
  return (
    <section
      data-slot="scorecard"
      aria-label={title}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-sm',
        className,
      )}
      {...props}
    >
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      <ul className="flex flex-col gap-2">
        {(scorecard.requirements
          ? (['requirements', ...scorecardCheckNames] as const)
          : scorecardCheckNames
        ).map((name) => {
          const check = name === 'requirements' ? scorecard.requirements! : scorecard[name];
          const { label, Icon, variant } = statuses[check.status];
          return (
            <li
              key={name}
              data-slot="scorecard-row"
              data-check={name}
              data-status={check.status}
              className="flex flex-col gap-0.5"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-foreground">{checkLabels[name]}</span>
                <Badge variant={variant} size="sm">
                  <Icon aria-hidden />
                  {label}
                </Badge>
              </div>
              <p data-slot="scorecard-reason" className="text-xs text-muted-foreground">
                {check.reason}
              </p>
              {name === 'accessible' && scorecard.accessible.violations.length > 0 ? (
                <Violations violations={scorecard.accessible.violations} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
