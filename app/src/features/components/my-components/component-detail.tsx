import * as React from 'react';
import { Link } from 'react-router';
import type { ComponentDetail as Detail } from '@kiln/contract';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  buttonVariants,
  CodeTabs,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { useComponent } from '../api/get-component';
import { useDownloadComponentArchive } from '../api/get-component-archive';
import { useComponentVersion } from '../api/get-component-version';
import { useComponentVersions } from '../api/get-component-versions';
import { useDeleteComponentVersion } from '../api/delete-component-version';
import { useDuplicateComponent } from '../api/post-component-duplicate';
import { useRestoreComponentVersion } from '../api/post-component-version-restore';
import { useUpdateComponent } from '../api/patch-component';
import { showFailure } from '../../../lib/show-failure';
import { ConfirmDialog } from './confirm-dialog';
import { EditComponentDialog } from './edit-component-dialog';
import { PublishToGallery } from './publish-dialog';
import { SharePanel } from './share-panel';
import { VersionCompare } from './version-compare';
import { VersionHistory } from './version-history';
import { usePreviewReporter } from '../../../lib/scorecard/browser-checks';
import { frameworkLabel } from '../../../lib/frameworks';
import { editorHref, playgroundHref } from '../../../navigation';
import { CodeWithPreview } from '../../../lib/preview/code-with-preview';
import { customizeHref } from '../../../lib/copilot-reference';

const toTabs = (files: Detail['current']['files']) =>
  files.map((file) => ({ code: file.content, language: file.language, path: file.path }));

type ComponentDetailProps = {
  id: string;
  onClose: () => void;
  onOpen: (id: string) => void;
  onDelete: (component: Detail) => void;
};

function VersionCode({ id, version, name }: { id: string; version: number; name: string }) {
  const query = useComponentVersion(id, version);
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return (
    <CodeTabs files={toTabs(query.data.files)} label={`Files of ${name}, version ${version}`} />
  );
}

/** One component: its current code, its versions, and what can be done with them. */
export function ComponentDetail({ id, onClose, onOpen, onDelete }: ComponentDetailProps) {
  const component = useComponent(id);
  const versions = useComponentVersions(id);
  // The preview's render and axe results are stored with the version it ran.
  const reportPreview = usePreviewReporter({
    kind: 'version',
    componentId: id,
    version: component.data?.currentVersion ?? 0,
  });
  const update = useUpdateComponent();
  const duplicate = useDuplicateComponent();
  const restore = useRestoreComponentVersion();
  const removeVersion = useDeleteComponentVersion();
  const download = useDownloadComponentArchive();
  const [editing, setEditing] = React.useState(false);
  const [viewing, setViewing] = React.useState<number>();
  const [versionToDelete, setVersionToDelete] = React.useState<number>();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const loaded = component.data;
  React.useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per component opened

  if (component.isPending) return <Skeleton className="h-96 w-full" />;
  if (component.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>
          {component.error instanceof ApiError && component.error.status === 404
            ? 'This component no longer exists'
            : 'The component could not be loaded'}
        </AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={onClose}>
            Back to My components
          </Button>
        </AlertDescription>
      </Alert>
    );

  const detail = component.data;
  const downloadVersion = (version: number) =>
    download.mutate({ id, version }, { onError: showFailure });

  return (
    <section aria-labelledby="component-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <Button variant="link" className="h-auto self-start p-0" onClick={onClose}>
          ← Back to My components
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id="component-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight break-words outline-none"
          >
            {detail.name}
          </h2>
          <Badge variant="outline">{frameworkLabel(detail.framework)}</Badge>
          <Badge variant="secondary">
            Version {detail.currentVersion} · {detail.versionCount}{' '}
            {detail.versionCount === 1 ? 'version' : 'versions'} kept
          </Badge>
        </div>
        {detail.description ? <p className="text-muted-foreground">{detail.description}</p> : null}
        {detail.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {detail.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" size="sm">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link
            to={editorHref({ componentId: detail.id })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Open in the editor
          </Link>
          <Link
            to={customizeHref({ kind: 'component', id: detail.id, version: detail.currentVersion })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Customize in copilot
          </Link>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit details
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(id, {
                onSuccess: (copy) => {
                  toast.success(`Duplicated as “${copy.name}”`);
                  onOpen(copy.id);
                },
                onError: showFailure,
              })
            }
          >
            Duplicate
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => downloadVersion(detail.currentVersion)}
          >
            Download zip
          </Button>
          <Link
            to={playgroundHref(id, detail.currentVersion)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Open in playground
          </Link>
          <PublishToGallery component={detail} />
          <Button variant="destructive" size="sm" onClick={() => onDelete(detail)}>
            Delete component
          </Button>
        </div>
      </div>

      <section aria-labelledby="current-code" className="flex flex-col gap-3">
        <h3 id="current-code" className="text-lg font-semibold">
          Current code (version {detail.currentVersion})
        </h3>
        <CodeWithPreview
          files={detail.current.files}
          label={detail.name}
          code={<CodeTabs files={toTabs(detail.current.files)} label={`Files of ${detail.name}`} />}
          onReport={reportPreview}
        />
      </section>

      <SharePanel componentId={id} name={detail.name} version={viewing ?? detail.currentVersion} />

      <section aria-labelledby="versions" className="flex flex-col gap-3">
        <h3 id="versions" className="text-lg font-semibold">
          Versions
        </h3>
        <p className="text-sm text-muted-foreground">
          Every save is kept as it was. Restoring saves a copy of an older version as the newest
          one; deleting an older version frees its storage.
        </p>
        {versions.data ? (
          <VersionHistory
            componentId={id}
            name={detail.name}
            versions={versions.data}
            currentVersion={detail.currentVersion}
            viewing={viewing}
            onView={(version) => setViewing(viewing === version ? undefined : version)}
            onDownload={downloadVersion}
            onRestore={(version) =>
              restore.mutate(
                { id, version },
                {
                  onSuccess: (next) =>
                    toast.success(`Version ${version} restored as version ${next.currentVersion}`),
                  onError: showFailure,
                },
              )
            }
            onDelete={setVersionToDelete}
          />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
        {viewing !== undefined ? (
          <section aria-labelledby="viewed-version" className="flex flex-col gap-3">
            <h4 id="viewed-version" className="font-medium">
              Code of version {viewing}
            </h4>
            <VersionCode id={id} version={viewing} name={detail.name} />
          </section>
        ) : null}
      </section>

      <section aria-labelledby="compare" className="flex flex-col gap-3">
        <h3 id="compare" className="text-lg font-semibold">
          Compare versions
        </h3>
        {versions.data ? <VersionCompare componentId={id} versions={versions.data} /> : null}
      </section>

      <EditComponentDialog
        key={`${detail.id}-${detail.updatedAt}`}
        component={detail}
        open={editing}
        onOpenChange={(open) => {
          setEditing(open);
          update.reset();
        }}
        pending={update.isPending}
        error={
          update.error instanceof ApiError && update.error.status < 500
            ? update.error.message
            : undefined
        }
        onSave={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () => {
                setEditing(false);
                toast.success('Details saved');
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={versionToDelete !== undefined}
        onOpenChange={(open) => {
          if (!open) setVersionToDelete(undefined);
        }}
        title={`Delete version ${versionToDelete ?? ''}?`}
        description="Its code is removed for good and its storage is freed. The other versions stay as they are."
        confirmLabel="Delete version"
        pending={removeVersion.isPending}
        onConfirm={() => {
          if (versionToDelete === undefined) return;
          const version = versionToDelete;
          removeVersion.mutate(
            { id, version },
            {
              onSuccess: () => {
                toast.success(`Version ${version} deleted`);
                if (viewing === version) setViewing(undefined);
              },
              onError: showFailure,
              onSettled: () => setVersionToDelete(undefined),
            },
          );
        }}
      />
    </section>
  );
}
