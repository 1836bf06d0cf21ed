import * as React from 'react';
import type {
  DesignEdit,
  DesignLayout,
  DesignPart,
  DesignTarget,
  DesignVariant,
} from '@kiln/contract';
import { ArrowDown, ArrowUp, Check, Trash2, Undo2, X } from 'lucide-react';
import { Alert, AlertDescription, Button } from '@kiln/design-system';
import { SelectField } from '../../../components/select-field';
import { DesignTextEdit } from '../../../components/design-text-edit';
import { partName } from '../design/design-parts';
import type { DesignHistory, DesignStyle } from '../design/design-edits';
import { DesignStyleControls } from './design-style';

/** What the person picked in the preview, as the panel can edit it. */
export type DesignSelection =
  | { kind: 'part'; part: DesignPart }
  /** Code the engine did not write: its text is edited where the preview shows it. */
  | { kind: 'text'; target: DesignTarget }
  /** An element that is none of the parts the engine modelled. */
  | { kind: 'unmapped'; target: DesignTarget };

const VARIANTS: readonly { value: DesignVariant; label: string }[] = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'link', label: 'Link' },
];

type Props = {
  /** How the answer is edited; null until the server has answered once. */
  mode: 'model' | 'text' | null;
  selection: DesignSelection | null;
  history: DesignHistory;
  style: DesignStyle;
  /** The layouts the component can take (none: no layout control). */
  layouts: readonly DesignLayout[];
  /** An edit is being printed, or the edits kept. */
  busy: boolean;
  keeping: boolean;
  /** Why the last edit or the keep was refused, in the server's words. */
  problem: string | null;
  onEdit: (edit: DesignEdit) => void;
  onUndo: () => void;
  onUndoTo: (index: number) => void;
  onKeep: () => void;
  onDiscard: () => void;
};

function PartControls({ part, onEdit }: { part: DesignPart; onEdit: (edit: DesignEdit) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <DesignTextEdit
        key={`${part.id}:${part.label}`}
        initial={part.label}
        onApply={(value) => onEdit({ op: 'text', part: part.id, value })}
      />
      {part.kind === 'action' ? (
        <SelectField
          label="Button variant"
          value={part.variant ?? 'primary'}
          options={VARIANTS}
          onChange={(value) => onEdit({ op: 'variant', part: part.id, value })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={part.index === 0}
          onClick={() => onEdit({ op: 'move', part: part.id, direction: 'up' })}
        >
          <ArrowUp aria-hidden />
          Move up
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={part.index >= part.siblings - 1}
          onClick={() => onEdit({ op: 'move', part: part.id, direction: 'down' })}
        >
          <ArrowDown aria-hidden />
          Move down
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={() => onEdit({ op: 'remove', part: part.id })}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </div>
  );
}

/**
 * Design mode's side panel: edits the part picked in the preview (its text, a button's variant,
 * its place, or removes it), the component's style, and lists the edits so far, each of which
 * can be undone with every later one. Keep stores the result as the conversation's newest
 * answer; Discard drops the edits.
 */
export function DesignPanel({
  mode,
  selection,
  history,
  style,
  layouts,
  busy,
  keeping,
  problem,
  onEdit,
  onUndo,
  onUndoTo,
  onKeep,
  onDiscard,
}: Props) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4"
      data-testid="design-panel"
    >
      <h3 id={headingId} className="text-base font-semibold">
        Design
      </h3>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        {selection === null ? (
          <p className="text-muted-foreground">
            Pick a part in the preview: click it, or Tab to it and press Enter.
          </p>
        ) : selection.kind === 'part' ? (
          <p className="font-medium" data-testid="design-selected">
            {partName(selection.part)}
          </p>
        ) : selection.kind === 'text' ? (
          <p className="font-medium" data-testid="design-selected">
            Text “{selection.target.text}”
          </p>
        ) : (
          <p data-testid="design-unmapped">
            “{selection.target.text}” is not one of the parts design mode can edit: pick a heading,
            a field, a button, a column or an item.
          </p>
        )}
        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {selection?.kind === 'part' ? <PartControls part={selection.part} onEdit={onEdit} /> : null}
      {selection?.kind === 'text' ? (
        <DesignTextEdit
          key={`${selection.target.text}:${selection.target.nth}`}
          initial={selection.target.text}
          onApply={(value) =>
            onEdit({
              op: 'replace-text',
              from: selection.target.text,
              nth: selection.target.nth,
              value,
            })
          }
        />
      ) : null}
      {mode === 'text' ? (
        <p className="text-sm text-muted-foreground">
          This code was not written by Kiln’s engine: only its texts can be changed here.
        </p>
      ) : null}
      {mode === 'model' ? (
        <DesignStyleControls
          style={style}
          layouts={layouts}
          disabled={false}
          onStyle={(set) => onEdit({ op: 'style', ...set })}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-semibold">Edits</h4>
          <Button
            size="sm"
            variant="ghost"
            disabled={history.length === 0}
            onClick={onUndo}
            aria-keyshortcuts="Control+Z"
          >
            <Undo2 aria-hidden />
            Undo
          </Button>
        </div>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No edits yet.</p>
        ) : (
          <ol aria-label="Edits, oldest first" className="flex flex-col gap-1">
            {history.map((step, index) => (
              <li key={index}>
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-auto w-full justify-start py-1 text-left whitespace-normal"
                  aria-label={`Undo back to before: ${step.words}`}
                  onClick={() => onUndoTo(index)}
                >
                  <Undo2 aria-hidden className="shrink-0" />
                  {step.words}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={onKeep}
          disabled={history.length === 0 || busy}
          loading={keeping}
        >
          {keeping ? null : <Check aria-hidden />}
          Keep edits
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard} disabled={keeping}>
          <X aria-hidden />
          Discard
        </Button>
      </div>
    </section>
  );
}
