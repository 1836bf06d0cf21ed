import type { FileDiff } from '@kiln/contract';
import { Badge } from '@kiln/design-system';

const statusLabels: Record<FileDiff['status'], string> = {
  added: 'Added',
  removed: 'Removed',
  modified: 'Changed',
  unchanged: 'Unchanged',
};

const lineClass = (line: string) => {
  if (line.startsWith('+++') || line.startsWith('---')) return 'text-muted-foreground';
  if (line.startsWith('+')) return 'bg-success/15';
  if (line.startsWith('-')) return 'bg-destructive/15';
  if (line.startsWith('@@')) return 'text-muted-foreground';
  return '';
};

/**
 * The server's unified diff of each file. Added and removed lines keep their + and − marks, so
 * the change reads without colour.
 */
export function DiffView({ files }: { files: readonly FileDiff[] }) {
  const changed = files.filter((file) => file.status !== 'unchanged');
  const unchanged = files.length - changed.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {changed.length === 0
          ? 'The two versions have the same files.'
          : `${changed.length} ${changed.length === 1 ? 'file' : 'files'} changed` +
            (unchanged > 0 ? `, ${unchanged} unchanged.` : '.')}
      </p>
      {changed.map((file) => (
        <figure
          key={file.path}
          className="min-w-0 overflow-hidden rounded-card border border-border"
        >
          <figcaption className="flex flex-wrap items-center gap-2 border-b border-border bg-muted px-3 py-2 text-sm">
            <span className="font-mono break-all">{file.path}</span>
            <Badge variant="outline" size="sm">
              {statusLabels[file.status]}
            </Badge>
            <span className="ml-auto tabular-nums">
              <span className="sr-only">Lines added: </span>+{file.additions}{' '}
              <span className="sr-only">Lines removed: </span>−{file.deletions}
            </span>
          </figcaption>
          <pre
            role="group"
            // A long patch scrolls; keyboard users must be able to focus it to scroll it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={`Changes to ${file.path}`}
            className="max-h-96 overflow-auto bg-card p-0 font-mono text-xs leading-5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <code className="block min-w-max">
              {file.patch
                .split('\n')
                .filter((line, index, lines) => line !== '' || index < lines.length - 1)
                .map((line, index) => (
                  <span key={index} className={`block px-3 ${lineClass(line)}`}>
                    {line || ' '}
                  </span>
                ))}
            </code>
          </pre>
        </figure>
      ))}
    </div>
  );
}
