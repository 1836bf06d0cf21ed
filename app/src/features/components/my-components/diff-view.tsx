import type { FileDiff } from '@kiln/contract';
import { CodeDiff } from '@kiln/design-system';

const statusLabels: Record<FileDiff['status'], string> = {
  added: 'Added',
  removed: 'Removed',
  modified: 'Changed',
  unchanged: 'Unchanged',
};

/** The server's unified diff of each changed file, shown line by line with both versions' numbers. */
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
        <CodeDiff
          key={file.path}
          patch={file.patch}
          label={`${file.path} · ${statusLabels[file.status]}`}
        />
      ))}
    </div>
  );
}
