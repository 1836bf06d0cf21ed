import { signedInRoutes } from '../../../routes';
import { PageIntro } from '../../../lib/page';
import { SectionNav } from '../../../lib/section-nav';
import { metaForPath } from '../../../lib/route-table-meta';
import { useSession } from '../../../lib/session/use-session';
import { Suspense, lazy } from 'react';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../lib/route-error-boundary';

// The route module stays small (its imports are listed in the router's manifest, which the first
// page carries); the editor and everything it needs load from here.
const EditorBody = lazy(() => import('../components/editor-body'));

/** The AI code editor: a saved component's code (or a blank one), edited, checked and saved. */
export default function EditorPage() {
  const userId = useSession().auth?.user.id;
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageIntro eyebrow="Workspace" title="AI code editor">
        <p>
          Edit a component’s code with suggestions as you type and the validator’s findings in
          place, then save it as a new version.
        </p>
      </PageIntro>
      {/* The guard lets only a signed-in person in; the session is known before the editor opens. */}
      {userId ? (
        <Suspense fallback={<div aria-busy="true" className="h-[36rem]" />}>
          <EditorBody userId={userId} />
        </Suspense>
      ) : null}
      <SectionNav label="Workspace" routes={signedInRoutes} />
    </div>
  );
}
