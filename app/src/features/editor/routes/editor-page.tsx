import { PageIntro } from '../../../components/page';
import { useSession } from '../../../lib/session/use-session';
import { Suspense, lazy } from 'react';

// The page's frame shows at once; the editor (CodeMirror and the rest) loads from here.
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
    </div>
  );
}
