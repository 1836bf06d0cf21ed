import type * as React from 'react';
import { cn } from '../lib/cn';
import { Progress } from '../components/progress';

/** From this share of the limit the meter warns. */
export const USAGE_WARNING_PERCENT = 80;

export type UsageState = 'ok' | 'warning' | 'full';

/** Used share of the limit in whole percent, 0 to 100. A limit of zero (nothing allowed) counts as full. */
export function getUsagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

/** Fine below 80 %, warning from 80 %, full once the limit is reached. */
export function getUsageState(used: number, limit: number): UsageState {
  if (limit <= 0 || used >= limit) return 'full';
  return (used / limit) * 100 >= USAGE_WARNING_PERCENT ? 'warning' : 'ok';
}

const indicatorVariant = { ok: 'primary', warning: 'warning', full: 'destructive' } as const;

export type UsageMeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  used: number;
  limit: number;
  /** What is counted, in the plural: "generations", "components". */
  unit?: string;
  /** Heading above the bar; defaults to the unit, capitalised. */
  label?: string;
};

/** How much of a quota is used: "3/10 generations used" over a bar that turns amber at 80 % and red when full. */
export function UsageMeter({
  used,
  limit,
  unit = 'generations',
  label,
  className,
  ...props
}: UsageMeterProps) {
  const percent = getUsagePercent(used, limit);
  const state = getUsageState(used, limit);
  const heading = label ?? unit.charAt(0).toLocaleUpperCase() + unit.slice(1);
  const summary = `${used}/${limit} ${unit} used`;

  return (
    <div
      data-slot="usage-meter"
      data-state={state}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span data-slot="usage-meter-label" className="font-medium text-foreground">
          {heading}
        </span>
        <span data-slot="usage-meter-value" className="text-muted-foreground tabular-nums">
          {summary}
        </span>
      </div>
      <Progress
        value={percent}
        variant={indicatorVariant[state]}
        aria-label={heading}
        aria-valuetext={`${summary} (${percent}%)`}
      />
      {state === 'ok' ? null : (
        <p
          data-slot="usage-meter-message"
          className={cn(
            'text-xs font-medium',
            state === 'full' ? 'text-destructive' : 'text-foreground',
          )}
        >
          {state === 'full'
            ? `You have used all your ${unit} for this period.`
            : `You have used ${percent}% of your ${unit}.`}
        </p>
      )}
    </div>
  );
}
