import * as React from 'react';
import { Link } from 'react-router';
import type { GalleryEntryDetail } from '@kiln/contract';
import {
  Badge,
  Button,
  CodeTabs,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
} from '@kiln/design-system';
import { ApiError } from '../../../lib/api/client';
import { componentHref } from '../../../navigation';
import { frameworkLabel } from '../../../lib/frameworks';
import { galleryCategoryLabel } from '../../../lib/gallery-categories';
import { LazyLivePreview } from '../../../lib/preview/code-with-preview';
import { showFailure } from '../../../lib/show-failure';
import { useGalleryEntry } from '../api/get-gallery-entry';
import { useGalleryFork } from '../api/post-gallery-fork';
import type { GalleryReactionKind } from '../api/put-gallery-reaction';
import { AdminControls } from './admin-controls';
import { ReactionButtons } from './reaction-buttons';
import { RemixPanel } from './remix-panel';
import { ReportDialog } from './report-dialog';

type EntryDetailDialogProps = {
  entryId: string | undefined;
  isAdmin: boolean;
  reactionPending: boolean;
  onToggle: (entryId: string, kind: GalleryReactionKind, active: boolean) => void;
  onClose: () => void;
};

function EntryBody({
  entry,
  isAdmin,
  reactionPending,
  onToggle,
  onClose,
}: Omit<EntryDetailDialogProps, 'entryId'> & { entry: GalleryEntryDetail }) {
  const fork = useGalleryFork();
  const [reporting, setReporting] = React.useState(false);
  const [forked, setForked] = React.useState<string>();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DialogHeader>
        <DialogTitle className="break-words">{entry.title}</DialogTitle>
        <DialogDescription>
          by {entry.author.displayName || 'Someone'} · version {entry.version} · {entry.viewsCount}{' '}
          {entry.viewsCount === 1 ? 'view' : 'views'} · {entry.forksCount}{' '}
          {entry.forksCount === 1 ? 'fork' : 'forks'}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="outline">{frameworkLabel(entry.framework)}</Badge>
        <Badge variant="secondary">{galleryCategoryLabel(entry.category)}</Badge>
        {entry.featured ? <Badge>Featured</Badge> : null}
        {entry.hidden ? <Badge variant="destructive">Hidden</Badge> : null}
      </div>
      {entry.description ? (
        <p className="break-words whitespace-pre-line text-muted-foreground">{entry.description}</p>
      ) : null}
      {entry.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {entry.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" size="sm">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <ReactionButtons
          entry={entry}
          pending={reactionPending}
          onToggle={(kind, active) => onToggle(entry.id, kind, active)}
        />
        <Button
          size="sm"
          disabled={fork.isPending}
          onClick={() =>
            fork.mutate(entry.id, {
              onSuccess: (component) => {
                toast.success(`Forked into My components as “${component.name}”`);
                setForked(component.id);
              },
              onError: showFailure,
            })
          }
        >
          Fork into My components
        </Button>
        {entry.mine ? null : (
          <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
            Report
          </Button>
        )}
      </div>
      {forked ? (
        <p role="status" className="text-sm">
          Saved to My components.{' '}
          <Link className="text-link underline" to={componentHref(forked)}>
            Open it in My components
          </Link>
        </p>
      ) : null}
      {isAdmin ? <AdminControls entry={entry} onHidden={onClose} /> : null}
      <section aria-labelledby="entry-preview" className="flex min-w-0 flex-col gap-3">
        <h3 id="entry-preview" className="text-lg font-semibold">
          Live preview
        </h3>
        <LazyLivePreview framework={entry.framework} files={entry.files} label={entry.title} />
        <CodeTabs
          files={entry.files.map((file) => ({
            code: file.content,
            language: file.language,
            path: file.path,
          }))}
          label={`Files of ${entry.title}`}
        />
      </section>
      <section aria-labelledby="entry-remix" className="flex min-w-0 flex-col gap-3">
        <h3 id="entry-remix" className="text-lg font-semibold">
          Remix
        </h3>
        <RemixPanel entry={entry} onSaved={setForked} />
      </section>
      <ReportDialog
        entryId={entry.id}
        title={entry.title}
        open={reporting}
        onOpenChange={setReporting}
      />
    </div>
  );
}

/** One entry, opened over the grid: its live preview, code, reactions, fork, remix and report. */
export function EntryDetailDialog({ entryId, onClose, ...props }: EntryDetailDialogProps) {
  return (
    <Dialog
      open={entryId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="xl">
        {entryId ? <EntryLoader entryId={entryId} onClose={onClose} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryLoader({
  entryId,
  ...props
}: Omit<EntryDetailDialogProps, 'entryId'> & { entryId: string }) {
  const entry = useGalleryEntry(entryId);
  if (entry.isPending)
    return (
      <>
        <DialogTitle>Opening the entry…</DialogTitle>
        <Skeleton className="h-96 w-full" />
      </>
    );
  if (entry.isError)
    return (
      <>
        <DialogTitle>
          {entry.error instanceof ApiError && entry.error.status === 404
            ? 'This entry is no longer in the gallery'
            : 'The entry could not be loaded'}
        </DialogTitle>
        <DialogDescription>Close this and pick another entry.</DialogDescription>
      </>
    );
  return <EntryBody entry={entry.data} {...props} />;
}
