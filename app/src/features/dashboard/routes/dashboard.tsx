import { Link } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { displayName } from '../../../lib/session/display';
import { useSession } from '../../../lib/session/use-session';
import { WidgetBoundary } from '../../../components/widget-boundary';
import { workspaceHrefs } from '../../../navigation';
import { useAnalytics } from '../api/get-analytics';
import { RecentComponents } from '../components/recent-components';
import { RecentGenerations } from '../components/recent-generations';
import { UsagePanel } from '../components/usage-panel';
import { UsageTrendPanel } from '../components/usage-trend-panel';

function QuickActions() {
  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-3">
      <Link to={workspaceHrefs.copilot} className={buttonVariants({ variant: 'primary' })}>
        New chat
      </Link>
      <Link to={workspaceHrefs.generate} className={buttonVariants({ variant: 'outline' })}>
        Generate a component
      </Link>
    </nav>
  );
}

function Usage() {
  const user = useSession().auth?.user;
  const analytics = useAnalytics();
  if (!user) return null;
  return <UsagePanel user={user} analytics={analytics.data ?? null} />;
}

/**
 * "Welcome back" only to someone who has generated before, as the server counts it; a new account
 * (no generation yet, or while the count is on its way) is welcomed.
 */
function Greeting() {
  const user = useSession().auth?.user;
  const analytics = useAnalytics();
  if (!user) return <p>Your usage and your latest work.</p>;
  const returning = (analytics.data?.totals.generations ?? 0) > 0;
  return <p>{`${returning ? 'Welcome back' : 'Welcome'}, ${displayName(user)}.`}</p>;
}

export default function DashboardScreen() {
  return (
    <PageContainer>
      <QueryProvider>
        <PageIntro eyebrow="Workspace" title="Dashboard">
          <Greeting />
        </PageIntro>
        <QuickActions />
        <WidgetBoundary name="Your usage">
          <Usage />
        </WidgetBoundary>
        <WidgetBoundary name="The usage trend">
          <UsageTrendPanel />
        </WidgetBoundary>
        {/* minmax(0, 1fr) columns: a long title truncates instead of widening the page. */}
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-2">
          <WidgetBoundary name="Your recent generations">
            <RecentGenerations />
          </WidgetBoundary>
          {/* Filled from My components (GET /components?sort=newest). */}
          <WidgetBoundary name="Your recent components">
            <RecentComponents />
          </WidgetBoundary>
        </div>
      </QueryProvider>
    </PageContainer>
  );
}
