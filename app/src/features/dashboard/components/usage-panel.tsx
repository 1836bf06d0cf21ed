import type { AnalyticsData, User } from '@kiln/contract';
import { formatDate, PlanBadge, UsageMeter } from '@kiln/design-system';
import { planDisplay } from '../../../lib/session/display';

const MEGABYTE = 1024 * 1024;
const PERIOD_MS = 30 * 24 * 3600 * 1000;
/** Megabytes to two decimals, so the first saved components show as more than nothing. */
const megabytes = (bytes: number) => Math.round((bytes / MEGABYTE) * 100) / 100;

/**
 * The plan and what is left of it. The analytics answer has this period's figures; without it
 * (spec §8: a failure shows defaults) the signed-in profile's usage is shown instead.
 */
export function UsagePanel({ user, analytics }: { user: User; analytics: AnalyticsData | null }) {
  const plan = planDisplay(user);
  const period = analytics?.currentPeriod;
  const used = period?.generationsUsed ?? plan.used;
  const limit = period?.generationsLimit ?? plan.limit;
  const resetsAt =
    period?.periodEnd ?? new Date(Date.parse(user.usage.lastResetDate) + PERIOD_MS).toISOString();

  return (
    <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="usage-heading" className="text-xl font-semibold tracking-tight">
          Usage
        </h2>
        <PlanBadge plan={user.role === 'admin' ? 'admin' : plan.plan} />
      </div>
      <div className="grid gap-6 rounded-card border border-border bg-card p-4 text-card-foreground sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <UsageMeter used={used} limit={limit} unit="generations" label="Generations" />
          <p className="text-xs text-muted-foreground">
            Resets on <time dateTime={resetsAt}>{formatDate(resetsAt)}</time>
          </p>
        </div>
        <UsageMeter
          used={megabytes(user.usage.storageUsed)}
          limit={megabytes(user.usage.storageLimit)}
          unit="MB of storage"
          label="Storage"
        />
      </div>
    </section>
  );
}
