import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@kiln/design-system';
import { describeError } from '../../../lib/error-message';
import { useAdminStats } from '../api/admin';
import { BarChart } from './bar-chart';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-control border border-border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold">{value}</p>
    </div>
  );
}

/** Totals and charts: users, generations per day, plan mix, active sessions, failure rate. */
export function StatsOverview() {
  const stats = useAdminStats();
  if (stats.isError) return <p role="alert">{describeError(stats.error)}</p>;
  const data = stats.data;
  if (!data) return <Skeleton className="h-64 w-full" />;
  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-4">
      <h2 id="stats-title" className="text-xl font-semibold">
        Overview
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Figure label="Users" value={data.users.total} />
        <Figure label="Active (30 days)" value={data.users.activeLast30Days} />
        <Figure label="New (30 days)" value={data.users.newLast30Days} />
        <Figure label="Active sessions" value={data.activeSessions} />
        <Figure label="Generations (30 days)" value={data.generations.last30Days} />
        <Figure
          label="Failure rate (30 days)"
          value={`${(data.generations.failureRateLast30Days * 100).toFixed(1)} %`}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>New users per day</CardTitle>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Accounts created per day, last 30 days"
              data={data.users.newByDay.map((day) => ({ label: day.date, value: day.count }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Generations per day</CardTitle>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Generations per day, last 30 days"
              data={data.generations.byDay.map((day) => ({ label: day.date, value: day.count }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Failure rate per day</CardTitle>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Share of generations that failed per day, last 30 days (%)"
              data={data.generations.byDay.map((day) => ({
                label: day.date,
                value: day.count ? Math.round((day.failed / day.count) * 1000) / 10 : 0,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Plan mix</CardTitle>
          </CardHeader>
          <CardContent>
            <BarChart
              title="Users per plan"
              data={data.planMix.map((entry) => ({ label: entry.plan, value: entry.users }))}
            />
            <ul className="mt-2 flex flex-wrap gap-3 text-sm text-muted-foreground">
              {data.planMix.map((entry) => (
                <li key={entry.plan} className="capitalize">
                  {entry.plan}: {entry.users}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
