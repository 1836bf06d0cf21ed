import { useLocation } from 'react-router';
import { findRoute } from '../../../routes';
import { PageContainer, PageIntro } from '../../../lib/page';
import { WorkspaceNav } from '../../../lib/workspace-nav';
import { planDisplay } from '../../../lib/session/display';
import { useSession } from '../../../lib/session/use-session';

/** The workspace screens that do their job: the frame never links to another frame. */

/**
 * The frame of a signed-in screen: its title, what it is for, the account's usage and the way to
 * the workspace screens that work. Each screen's own content arrives with its feature.
 */
export default function WorkspaceScreen() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const user = useSession().auth?.user;
  const plan = user ? planDisplay(user) : undefined;

  return (
    <PageContainer>
      <PageIntro eyebrow="Workspace" title={route?.title ?? 'Workspace'}>
        <p>{route?.description}</p>
      </PageIntro>
      {user && plan ? (
        <p className="text-sm text-muted-foreground">
          Signed in as {user.email} · {plan.label} plan · {plan.used}/{plan.limit} generations used
        </p>
      ) : null}
      <WorkspaceNav />
    </PageContainer>
  );
}
