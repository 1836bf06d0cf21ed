import * as React from 'react';
import { useLocation } from 'react-router';
import { ScrollToTopButton, SiteFooter, toastStore } from '@kiln/design-system';
import { RouterLink } from '../components/router-link';
import { useSession } from '../lib/session/use-session';
import { siteFooterLinks, workspaceHrefs } from '../navigation';
import { hidesFrame } from './frame-visibility';

// Loaded with the first toast: most visits never need it.
const LazyToaster = React.lazy(() => import('./toaster'));

const BUILD_YEAR = new Date().getFullYear();

function useToasterNeeded() {
  const hasToasts = React.useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
    () => false,
  );
  const [needed, setNeeded] = React.useState(false);
  if (hasToasts && !needed) setNeeded(true);
  return needed;
}

/** The footer, the scroll-to-top button and the toasts. */
export default function SiteFooterArea() {
  const { pathname } = useLocation();
  const signedIn = useSession().auth !== null;
  const toasterNeeded = useToasterNeeded();
  return (
    <>
      {hidesFrame(pathname, signedIn) ? null : (
        <SiteFooter year={BUILD_YEAR} links={siteFooterLinks} linkComponent={RouterLink} />
      )}
      {/* Where a composer sits at the bottom of the screen, the button moves to the top corner
          below the header, so it never covers Send. */}
      <ScrollToTopButton
        className={pathname === workspaceHrefs.copilot ? 'top-20 bottom-auto' : undefined}
      />
      {toasterNeeded ? (
        <React.Suspense fallback={null}>
          <LazyToaster />
        </React.Suspense>
      ) : null}
    </>
  );
}
