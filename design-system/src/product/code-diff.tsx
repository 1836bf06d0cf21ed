import * as React from 'react';
import { cn } from '../lib/cn';

/** One line of a unified diff as it is shown: what changed and where it stands in each version. */
export type DiffLine =
  | { kind: 'hunk'; text: string }
  | { kind: 'added'; text: string; newNumber: number }
  | { kind: 'removed'; text: string; oldNumber: number }
  | { kind: 'context'; text: string; oldNumber: number; newNumber: number };

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * Reads a unified diff (as `diff -u`, git or jsdiff write it) into display lines. File headers
 * (`---`, `+++`, `Index:`, `===`) and "\ No newline at end of file" notes are left out.
 */
export function parseUnifiedDiff(patch: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  let inHunk = false;
  for (const raw of patch.replace(/\r\n?/g, '\n').split('\n')) {
    const hunk = HUNK.exec(raw);
    if (hunk) {
      oldNumber = Number(hunk[1]);
      newNumber = Number(hunk[2]);
      inHunk = true;
      lines.push({ kind: 'hunk', text: raw });
      continue;
    }
    if (!inHunk || raw.startsWith('\\')) continue;
    const text = raw.slice(1);
    if (raw.startsWith('+')) lines.push({ kind: 'added', text, newNumber: newNumber++ });
    else if (raw.startsWith('-')) lines.push({ kind: 'removed', text, oldNumber: oldNumber++ });
    else if (raw.startsWith(' '))
      lines.push({ kind: 'context', text, oldNumber: oldNumber++, newNumber: newNumber++ });
  }
  return lines;
}

/** How many lines a diff adds and removes. */
export function countDiffLines(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}

const rowClass: Record<DiffLine['kind'], string> = {
  hunk: 'bg-muted text-muted-foreground',
  added: 'bg-success/10',
  removed: 'bg-destructive/10',
  context: '',
};

const marker: Record<DiffLine['kind'], string> = {
  hunk: '',
  added: '+',
  removed: '−',
  context: ' ',
};

/** Said to screen readers before a changed line, since colour and a sign alone do not reach them. */
const spokenKind: Partial<Record<DiffLine['kind'], string>> = {
  added: 'Added: ',
  removed: 'Removed: ',
};

const numberClass = 'inline-block w-8 shrink-0 text-right text-muted-foreground select-none';

export type CodeDiffProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  /** The change as a unified diff. */
  patch: string;
  /** Names the file the diff is about. */
  label: string;
  /** Shown when the diff holds no change. */
  emptyText?: string;
};

/**
 * The change to one file between two versions: removed lines, added lines and the lines around
 * them, each with its line number in the old and the new version.
 */
export function CodeDiff({
  patch,
  label,
  emptyText = 'No changes in this file.',
  className,
  ...props
}: CodeDiffProps) {
  const lines = React.useMemo(() => parseUnifiedDiff(patch), [patch]);
  const { added, removed } = countDiffLines(lines);

  return (
    <figure
      data-slot="code-diff"
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground',
        className,
      )}
      {...props}
    >
      <figcaption
        data-slot="code-diff-header"
        className="flex items-center justify-between gap-2 border-b border-border bg-muted px-4 py-2"
      >
        <span className="truncate font-mono text-xs font-medium text-muted-foreground">
          {label}
        </span>
        <span data-slot="code-diff-counts" className="font-mono text-xs text-muted-foreground">
          <span className="sr-only">
            {added} {added === 1 ? 'line' : 'lines'} added, {removed}{' '}
            {removed === 1 ? 'line' : 'lines'} removed
          </span>
          <span aria-hidden>
            +{added} −{removed}
          </span>
        </span>
      </figcaption>
      {added + removed === 0 ? (
        <p data-slot="code-diff-empty" className="px-4 py-3 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <pre
          data-slot="code-diff-pre"
          role="group"
          // A long line scrolls sideways; keyboard users must be able to focus the block to scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Changes to ${label}`}
          className="overflow-x-auto py-2 font-mono text-sm leading-6 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <code className="block w-fit min-w-full">
            {lines.map((line, index) => (
              <span
                key={index}
                data-slot="code-diff-line"
                data-kind={line.kind}
                className={cn('flex gap-2 pr-4 pl-2 whitespace-pre', rowClass[line.kind])}
              >
                {line.kind === 'hunk' ? (
                  <span className="pl-1">{line.text}</span>
                ) : (
                  <>
                    <span aria-hidden className={numberClass}>
                      {line.kind === 'added' ? '' : line.oldNumber}
                    </span>
                    <span aria-hidden className={numberClass}>
                      {line.kind === 'removed' ? '' : line.newNumber}
                    </span>
                    <span aria-hidden className="w-3 shrink-0 select-none">
                      {marker[line.kind]}
                    </span>
                    <span>
                      {spokenKind[line.kind] ? (
                        <span className="sr-only">{spokenKind[line.kind]}</span>
                      ) : null}
                      {line.text}
                    </span>
                  </>
                )}
              </span>
            ))}
          </code>
        </pre>
      )}
    </figure>
  );
}
