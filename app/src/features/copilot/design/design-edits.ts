import type { DesignEdit } from '@kiln/contract';

/** One edit of the list, with its words as the undo list shows them. */
export type DesignStep = { edit: DesignEdit; words: string };

/** The list of edits, oldest first: each new one is added; undo removes from the end. */
export type DesignHistory = readonly DesignStep[];

export const addStep = (history: DesignHistory, step: DesignStep): DesignHistory => [
  ...history,
  step,
];

/** Undo the last edit. */
export const undoStep = (history: DesignHistory): DesignHistory => history.slice(0, -1);

/** Undo back to the state before the step at `index` (that step and every later one go). */
export const undoTo = (history: DesignHistory, index: number): DesignHistory =>
  history.slice(0, Math.max(0, index));

/** What the server applies: the edits in order. */
export const editsOf = (history: DesignHistory): DesignEdit[] => history.map((step) => step.edit);

/**
 * Ctrl+Z (⌘Z) undoes an edit, except while the person types in a field: there it undoes their
 * typing, as everywhere.
 */
export function isUndoKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || target?.isContentEditable);
}

/** A style edit's settings: what the style controls show. */
export type DesignStyle = Omit<Extract<DesignEdit, { op: 'style' }>, 'op'>;

/** The style the edits so far set, later edits over earlier ones. */
export const styleOf = (history: DesignHistory): DesignStyle =>
  history.reduce<DesignStyle>((style, { edit }) => {
    if (edit.op !== 'style') return style;
    const { op: _op, ...set } = edit;
    return { ...style, ...set };
  }, {});
