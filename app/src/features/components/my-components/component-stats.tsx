import type { ComponentStats as Stats } from '@kiln/contract';
import { Skeleton } from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/** Counts from the server: in all (of the limit), saved in the last 7 days, per framework. */
export function ComponentStats({ stats }: { stats: Stats | undefined }) {
  if (!stats) return <Skeleton className="h-24 w-full" />;
  return (
    <dl aria-label="Component statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Saved components" value={String(stats.total)} detail={`of ${stats.limit}`} />
      <Stat label="Saved in the last 7 days" value={String(stats.savedLast7Days)} />
      {frameworks.map((framework) => (
        <Stat
          key={framework}
          label={frameworkLabel(framework)}
          value={String(stats.byFramework[framework] ?? 0)}
        />
      ))}
    </dl>
  );
}
