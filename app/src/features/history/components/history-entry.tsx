import * as React from 'react';
import type { HistoryItem } from '@kiln/contract';
import { Badge, Button, CodeTabs, formatRelativeTime } from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';
import { sourceLabels } from '../history-text';
import { CodeWithPreview } from '../../../lib/preview/code-with-preview';

export type HistoryEntryActions = {
  onCopyAll(entry: HistoryItem): void;
  onDownload(entry: HistoryItem): void;
  onSave(entry: HistoryItem): void;
  onRegenerate(entry: HistoryItem): void;
  onDelete(entry: HistoryItem): void;
};

type HistoryEntryProps = HistoryEntryActions & {
  entry: HistoryItem;
  open: boolean;
  onToggle(): void;
  now: Date;
  /** An action of this entry is under way: its buttons wait. */
  busy: boolean;
};

/** One generation: its prompt, where and how it ended, its code on demand, and what can be done with it. */
export function HistoryEntry({ entry, open, onToggle, now, busy, ...actions }: HistoryEntryProps) {
  const id = React.useId();
  const files = entry.answer?.files ?? [];
  const hasCode = files.length > 0;

  return (
    <li>
      <article
        aria-labelledby={`${id}-prompt`}
        className="flex flex-col gap-3 rounded-card border border-border bg-card p-4 text-card-foreground"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={entry.status === 'completed' ? 'success' : 'destructive'}>
            {entry.status === 'completed' ? 'Completed' : 'Failed'}
          </Badge>
          <Badge variant="outline">{sourceLabels[entry.source]}</Badge>
          {entry.framework ? (
            <Badge variant="secondary">{frameworkLabel(entry.framework)}</Badge>
          ) : null}
          <time dateTime={entry.timestamp} className="text-muted-foreground">
            {formatRelativeTime(entry.timestamp, now)}
          </time>
        </div>
        <h2 id={`${id}-prompt`} className="text-base font-medium break-words">
          {entry.prompt}
        </h2>
        {entry.failureReason ? (
          <p className="text-sm text-muted-foreground">{entry.failureReason}</p>
        ) : null}
        {entry.answer && !hasCode && entry.answer.message ? (
          <p className="text-sm whitespace-pre-line text-muted-foreground">
            {entry.answer.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={`${id}-code`}
            disabled={!hasCode}
            onClick={onToggle}
          >
            {open ? 'Hide code' : 'Show code'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!hasCode}
            onClick={() => actions.onCopyAll(entry)}
          >
            Copy all
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!hasCode}
            onClick={() => actions.onDownload(entry)}
          >
            Download
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!hasCode || busy}
            onClick={() => actions.onSave(entry)}
          >
            Save to My components
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => actions.onRegenerate(entry)}
          >
            Regenerate
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={busy}
            onClick={() => actions.onDelete(entry)}
          >
            Delete
          </Button>
        </div>
        {open && hasCode ? (
          <div id={`${id}-code`}>
            <CodeWithPreview
              files={files}
              label={`“${entry.prompt.slice(0, 60)}”`}
              code={
                <CodeTabs
                  label={`Files of “${entry.prompt.slice(0, 60)}”`}
                  files={files.map((file) => ({
                    code: file.content,
                    language: file.language,
                    path: file.path,
                  }))}
                />
              }
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}
