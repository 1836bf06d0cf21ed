import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { adminRoutes, findRoute } from '../../../routes';
import { PageContainer, PageIntro } from '../../../lib/page';
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
      <nav aria-label="Administration">
        <ul className="flex flex-wrap gap-2">
          {adminRoutes.map((entry) => (
            <li key={entry.path}>
              <Link
                to={`/${entry.path}`}
                aria-current={`/${entry.path}` === pathname ? 'page' : undefined}
                className={buttonVariants({ variant: `/${entry.path}` === pathname ? 'secondary' : 'ghost', size: 'sm' })}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageContainer>
  );
}
