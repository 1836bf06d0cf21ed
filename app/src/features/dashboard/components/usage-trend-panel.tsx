import * as React from 'react';
import type { TrendPeriod } from '@kiln/contract';
import { Button, UsageTrendChart } from '@kiln/design-system';
import { useUsageTrends } from '../api/get-usage-trends';

const periods: { value: TrendPeriod; label: string; name: string }[] = [
  { value: '7d', label: '7d', name: 'Last 7 days' },
  { value: '30d', label: '30d', name: 'Last 30 days' },
  { value: '90d', label: '90d', name: 'Last 90 days' },
];

/** Generations per day over the chosen period, from the server's usage trends. */
export function UsageTrendPanel() {
  const [period, setPeriod] = React.useState<TrendPeriod>('7d');
  const trends = useUsageTrends(period);
  const points = (trends.data?.points ?? []).map((point) => ({
    date: point.date,
    value: point.generations,
  }));

  return (
    <section aria-labelledby="trend-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trend-heading" className="text-xl font-semibold tracking-tight">
          Usage trend
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1">
          {periods.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={option.value === period ? 'secondary' : 'ghost'}
              aria-pressed={option.value === period}
              aria-label={option.name}
              onClick={() => setPeriod(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      <div className="rounded-card border border-border bg-card p-4 text-card-foreground">
        <UsageTrendChart
          title={`Generations per day, ${periods.find((p) => p.value === period)?.name.toLowerCase()}`}
          points={points}
        />
      </div>
    </section>
  );
}
