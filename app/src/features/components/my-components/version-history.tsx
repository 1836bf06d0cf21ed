import type { ComponentVersionSummary } from '@kiln/contract';
import { Badge, Button } from '@kiln/design-system';
import { VersionChecks } from './version-checks';

const dateTime = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${Math.round((bytes / 1024) * 10) / 10} KB`;

/** What produced a version, in words: the prompt, or where its code came from. */
export function describeOrigin({ provenance }: ComponentVersionSummary): string {
  switch (provenance.source) {
    case 'restore':
      return (
        `Restored from version ${provenance.restoredFrom ?? '?'}` +
        (provenance.prompt ? ` · “${provenance.prompt}”` : '')
      );
    case 'duplicate':
      return (
        'Copied from another component' + (provenance.prompt ? ` · “${provenance.prompt}”` : '')
      );
    case 'gallery-fork':
      return provenance.origin
        ? `Forked from ${provenance.origin.title} by ${provenance.origin.author}`
        : 'Forked from the gallery';
    case 'gallery-remix':
      return provenance.origin
        ? `Remixed from ${provenance.origin.title} by ${provenance.origin.author}`
        : 'Remixed from the gallery';
    case 'share-fork':
      return provenance.sharedFrom
        ? `Opened from a share link of “${provenance.sharedFrom.name}”, version ${provenance.sharedFrom.version}`
        : 'Opened from a share link';
    case 'files':
      return provenance.basedOnVersion
        ? `Edited code, based on version ${provenance.basedOnVersion}`
        : 'Edited code';
    default:
      return provenance.prompt ? `“${provenance.prompt}”` : 'Saved answer';
  }
}

type VersionHistoryProps = {
  componentId: string;
  name: string;
  versions: readonly ComponentVersionSummary[];
  currentVersion: number;
  viewing: number | undefined;
  onView: (version: number) => void;
  onRestore: (version: number) => void;
  onDelete: (version: number) => void;
  onDownload: (version: number) => void;
};

/** Every version, newest first, with its date and prompt; older ones can be restored or deleted. */
export function VersionHistory({
  componentId,
  name,
  versions,
  currentVersion,
  viewing,
  onView,
  onRestore,
  onDelete,
  onDownload,
}: VersionHistoryProps) {
  return (
    <ol
      aria-label={`Versions of ${name}`}
      className="flex flex-col divide-y divide-border rounded-card border border-border"
    >
      {versions.map((entry) => {
        const current = entry.version === currentVersion;
        return (
          <li
            key={entry.version}
            aria-current={viewing === entry.version || undefined}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:gap-4"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold">Version {entry.version}</span>
                {current ? (
                  <Badge variant="success" size="sm">
                    Current
                  </Badge>
                ) : null}
                <span className="text-muted-foreground">
                  saved{' '}
                  <time dateTime={entry.createdAt}>
                    {dateTime.format(new Date(entry.createdAt))}
                  </time>{' '}
                  · {formatBytes(entry.bytes)}
                </span>
              </p>
              <p className="text-sm break-words">{describeOrigin(entry)}</p>
              <VersionChecks componentId={componentId} version={entry.version} />
            </div>
            <div className="flex flex-wrap gap-1 sm:justify-end">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`View the code of version ${entry.version}`}
                aria-pressed={viewing === entry.version}
                onClick={() => onView(entry.version)}
              >
                View
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Download version ${entry.version} as a zip`}
                onClick={() => onDownload(entry.version)}
              >
                Zip
              </Button>
              {current ? null : (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Restore version ${entry.version}`}
                    onClick={() => onRestore(entry.version)}
                  >
                    Restore
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    aria-label={`Delete version ${entry.version}`}
                    onClick={() => onDelete(entry.version)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
