import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SharedComponent as Shared } from '@kiln/contract';
import { Badge, Button, buttonVariants, CodeTabs, Spinner } from '@kiln/design-system';
import { copyAllFiles } from '../../../lib/file-actions';
import { frameworkLabel } from '../../../lib/frameworks';
import { PageContainer } from '../../../components/page';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { QueryProvider } from '../../../lib/query';
import { loginUrlFor } from '../../../lib/session/return-url';
import { useSession } from '../../../lib/session/use-session';
import { showFailure } from '../../../lib/show-failure';
import { componentHref } from '../../../navigation';
import { useForkShared } from '../api/post-shared-fork';
import { sharedPreviewBuilder } from '../api/post-shared-preview';

/** After signing in from "Open in Kiln", the visitor comes back here with this and the fork goes on. */
const OPEN_AFTER_SIGN_IN = 'open';

function LinkGone() {
  return (
    <PageContainer width="narrow">
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold tracking-tight">This link is no longer available</h1>
        <p className="text-lg text-muted-foreground">
          Its owner may have revoked it, or it has expired. Ask them for a new link.
        </p>
        <Link to="/" className={buttonVariants()}>
          Go to the home page
        </Link>
      </div>
    </PageContainer>
  );
}

function OpenInKiln({ token }: { token: string }) {
  const { auth, ready } = useSession();
  const fork = useForkShared();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resumed = React.useRef(false);

  const open = React.useCallback(() => {
    if (!auth) {
      void navigate(loginUrlFor(`/s/${token}?${OPEN_AFTER_SIGN_IN}=1`));
      return;
    }
    fork.mutate(token, {
      onSuccess: (component) => void navigate(componentHref(component.id)),
      onError: showFailure,
    });
  }, [auth, fork, navigate, token]);

  // Back from signing in: the click that sent the visitor away is carried out once.
  React.useEffect(() => {
    if (resumed.current || !ready || !auth || searchParams.get(OPEN_AFTER_SIGN_IN) !== '1') return;
    resumed.current = true;
    open();
  }, [auth, ready, searchParams, open]);

  return (
    <Button onClick={open} disabled={fork.isPending}>
      {fork.isPending ? <Spinner size="sm" aria-hidden /> : null}
      Open in Kiln
    </Button>
  );
}

function SharedView({ token, shared }: { token: string; shared: Shared }) {
  const builder = React.useMemo(() => sharedPreviewBuilder(token), [token]);
  return (
    <PageContainer>
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          Shared component
        </p>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{shared.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{frameworkLabel(shared.framework)}</Badge>
          <Badge variant="secondary">Version {shared.version}</Badge>
        </div>
        {shared.description ? (
          <p className="max-w-2xl text-lg break-words text-muted-foreground">
            {shared.description}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <OpenInKiln token={token} />
          <Button variant="outline" onClick={() => void copyAllFiles(shared.files)}>
            Copy all files
          </Button>
        </div>
      </header>
      <section aria-labelledby="shared-preview" className="flex flex-col gap-3">
        <h2 id="shared-preview" className="text-xl font-semibold">
          Preview
        </h2>
        <LazyLivePreview
          framework={shared.framework}
          files={shared.files}
          label={shared.name}
          builder={builder}
        />
      </section>
      <section aria-labelledby="shared-code" className="flex flex-col gap-3">
        <h2 id="shared-code" className="text-xl font-semibold">
          Code
        </h2>
        <CodeTabs
          files={shared.files.map((file) => ({
            code: file.content,
            language: file.language,
            path: file.path,
          }))}
          label={`Files of ${shared.name}`}
        />
      </section>
    </PageContainer>
  );
}

/** The share page's content: the shared version, or the page that says the link is gone. */
export default function SharedPage({ token, shared }: { token: string; shared: Shared | null }) {
  return (
    <QueryProvider>
      {shared ? <SharedView token={token} shared={shared} /> : <LinkGone />}
    </QueryProvider>
  );
}
