import type * as React from 'react';
import { cn } from '../lib/cn';

export type UsageTrendPoint = {
  /** A calendar day, YYYY-MM-DD. */
  date: string;
  value: number;
};

/** "Nov 21": a day as the axis and the table name it (the date is a calendar day, so UTC). */
export function formatTrendDay(date: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** What the chart says in one sentence, for screen readers: the total and the busiest day. */
export function describeUsageTrend(
  points: readonly UsageTrendPoint[],
  unit: string,
  formatDay: (date: string) => string = formatTrendDay,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `No ${unit} to show.`;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const span = `from ${formatDay(first.date)} to ${formatDay(last.date)}`;
  if (total === 0) return `No ${unit} ${span}.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  return `${total} ${unit} ${span}; the most, ${peak.value}, on ${formatDay(peak.date)}.`;
}

export type UsageTrendChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  points: readonly UsageTrendPoint[];
  /** The chart's caption, e.g. "Generations per day". */
  title: string;
  /** What the values count, in the plural: "generations". */
  unit?: string;
  formatDay?: (date: string) => string;
};

const VIEW_HEIGHT = 100;
const BAR_WIDTH = 10;
const GAP_RATIO = 0.2;

/**
 * Daily usage as a bar chart: an SVG for the eye, summarised in its accessible name, and the same
 * figures as a table for screen readers (WCAG 1.1.1: a non-text chart has a text alternative).
 * Presentational: the points come in, already counted.
 */
export function UsageTrendChart({
  points,
  title,
  unit = 'generations',
  formatDay = formatTrendDay,
  className,
  ...props
}: UsageTrendChartProps) {
  const peak = Math.max(0, ...points.map((point) => point.value));
  // Bars scale to the busiest day; with none, to 1, so empty days draw no bar.
  const max = Math.max(1, peak);
  const summary = describeUsageTrend(points, unit, formatDay);
  const first = points[0];
  const last = points.at(-1);
  const width = Math.max(1, points.length) * BAR_WIDTH;

  return (
    <figure
      data-slot="usage-trend-chart"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <figcaption className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-foreground">{title}</span>
        <span aria-hidden="true" className="text-muted-foreground tabular-nums">
          max {peak}
        </span>
      </figcaption>
      <div className="flex flex-col gap-1">
        <svg
          role="img"
          aria-label={`${title}: ${summary}`}
          viewBox={`0 0 ${width} ${VIEW_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full overflow-visible rounded-control bg-muted/40"
        >
          <line
            x1={0}
            x2={width}
            y1={VIEW_HEIGHT}
            y2={VIEW_HEIGHT}
            className="stroke-border"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {points.map((point, index) => {
            const height = (point.value / max) * (VIEW_HEIGHT - 4);
            return (
              <rect
                key={point.date}
                data-slot="usage-trend-bar"
                x={index * BAR_WIDTH + (BAR_WIDTH * GAP_RATIO) / 2}
                y={VIEW_HEIGHT - height}
                width={BAR_WIDTH * (1 - GAP_RATIO)}
                height={height}
                className="fill-primary"
              >
                <title>{`${formatDay(point.date)}: ${point.value} ${unit}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last ? (
          <div
            aria-hidden="true"
            className="flex justify-between text-xs text-muted-foreground tabular-nums"
          >
            <span>{formatDay(first.date)}</span>
            <span>{formatDay(last.date)}</span>
          </div>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{unit.charAt(0).toLocaleUpperCase() + unit.slice(1)}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date)}</th>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
