import { Link } from 'react-router';
import { Badge, EmptyState, formatRelativeTime } from '@kiln/design-system';
import { workspaceHrefs } from '../../../navigation';
import { useRecentGenerations } from '../api/get-recent-generations';
import { frameworkLabel } from '../../../lib/frameworks';

/** The newest few entries of the history, each leading to the full history. */
export function RecentGenerations() {
  const recent = useRecentGenerations();
  const now = new Date(recent.dataUpdatedAt);
  const items = recent.data ?? [];

  return (
    <section aria-labelledby="recent-generations-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-generations-heading" className="text-xl font-semibold tracking-tight">
          Recent generations
        </h2>
        <Link to={workspaceHrefs.history} className="text-sm text-link underline">
          View history
        </Link>
      </div>
      {recent.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : items.length === 0 ? (
        <EmptyState
          title="No generations yet"
          description="Describe a component to the copilot or in the generate form."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-card text-card-foreground">
          {items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{entry.prompt}</span>
              {entry.status === 'failed' ? <Badge variant="destructive">Failed</Badge> : null}
              {entry.framework ? (
                <Badge variant="secondary">{frameworkLabel(entry.framework)}</Badge>
              ) : null}
              <time dateTime={entry.timestamp} className="text-muted-foreground">
                {formatRelativeTime(entry.timestamp, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
