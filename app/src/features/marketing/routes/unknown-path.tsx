import { Link } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { PageContainer, PageIntro } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';
import { useSession } from '../../../lib/session/use-session';
import { contactHref, homeHref, workspaceHrefs } from '../../../navigation';

/** No row of the route table matches: "Page not found" and noindex. */
export const meta = metaForPath;

/**
 * A path no page answers: said plainly, with the way back (the dashboard when signed in, else
 * home) instead of a silent redirect that leaves people wondering where their link went. The
 * server answers these paths with status 404 (`server/src/static`).
 */
export default function UnknownPath() {
  const { auth } = useSession();
  const signedIn = Boolean(auth?.user);
  return (
    <PageContainer width="narrow">
      <PageIntro eyebrow="404" title="Page not found">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </PageIntro>
      <div className="flex flex-wrap gap-3">
        {signedIn ? (
          <Link to={workspaceHrefs.dashboard} className={buttonVariants({ variant: 'primary' })}>
            Back to the dashboard
          </Link>
        ) : (
          <Link to={homeHref} className={buttonVariants({ variant: 'primary' })}>
            Go to the home page
          </Link>
        )}
        <Link to={contactHref} className={buttonVariants({ variant: 'outline' })}>
          Tell us about a broken link
        </Link>
      </div>
    </PageContainer>
  );
}
