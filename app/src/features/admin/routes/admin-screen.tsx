import { useLocation } from 'react-router';
import { adminRoutes, findRoute } from '../../../routes';
import { PageContainer, PageIntro } from '../../../lib/page';
import { SectionNav } from '../../../lib/section-nav';
import { metaForPath } from '../../../lib/seo';
import { useSession } from '../../../lib/session/use-session';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../lib/route-error-boundary';

/** The frame of the admin screens, reached only through the admin guard. */
export default function AdminScreen() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const user = useSession().auth?.user;

  return (
    <PageContainer>
      <PageIntro eyebrow="Administration" title={route?.title ?? 'Administration'}>
        <p>{route?.description}</p>
      </PageIntro>
      {user ? <p className="text-sm text-muted-foreground">Administrator: {user.email}</p> : null}
      <SectionNav label="Administration" routes={adminRoutes} />
    </PageContainer>
  );
}
