import * as React from 'react';
import { useLocation } from 'react-router';
import { GlobalLoadingBar, SiteHeader } from '@kiln/design-system';
import { loadingCounter } from '../lib/api/app-api-client';
import { RouterLink } from '../components/router-link';
import { displayName, showsAdminEntry } from '../lib/session/display';
import { session } from '../lib/session/app-session';
import { useSession } from '../lib/session/use-session';
import { WidgetBoundary } from '../components/widget-boundary';
import { memberHeaderLinks, siteHeaderLinks } from '../navigation';
import { hidesFrame } from './frame-visibility';

// Loaded only once someone is signed in.
const AccountMenus = React.lazy(() => import('./account-menus'));

/** The loading bar and the site header, wired to the session and the request counter. */
export default function SiteHeaderArea() {
  const { pathname } = useLocation();
  const { auth } = useSession();
  const loadingCount = React.useSyncExternalStore(
    loadingCounter.subscribe,
    loadingCounter.getSnapshot,
    () => 0,
  );

  React.useEffect(() => {
    void session.start();
  }, []);

  const user = auth?.user ?? null;
  const isAdmin = user
    ? showsAdminEntry(user, { local: window.localStorage, session: window.sessionStorage })
    : false;

  return (
    <>
      <GlobalLoadingBar active={loadingCount > 0} />
      {hidesFrame(pathname, user !== null) ? null : (
        <SiteHeader
          links={user ? memberHeaderLinks : siteHeaderLinks}
          user={user ? { name: displayName(user) } : null}
          isAdmin={isAdmin}
          currentPath={pathname}
          linkComponent={RouterLink}
          userMenu={
            user ? (
              <WidgetBoundary name="The account menu">
                <React.Suspense fallback={null}>
                  <AccountMenus user={user} isAdmin={isAdmin} />
                </React.Suspense>
              </WidgetBoundary>
            ) : null
          }
        />
      )}
    </>
  );
}
