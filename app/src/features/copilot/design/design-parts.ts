import type { DesignPart, DesignPartKind, DesignTarget } from '@kiln/contract';

/** The kinds of part an element of each tag (or role) can show. */
const KINDS_BY_TAG: Record<string, readonly DesignPartKind[]> = {
  button: ['action'],
  a: ['action'],
  input: ['field'],
  select: ['field'],
  textarea: ['field'],
  label: ['field'],
  legend: ['title', 'subtitle'],
  h1: ['title', 'subtitle'],
  h2: ['title', 'subtitle'],
  h3: ['title', 'subtitle', 'item', 'detail'],
  h4: ['subtitle', 'item', 'detail'],
  h5: ['subtitle', 'item', 'detail'],
  h6: ['subtitle', 'item', 'detail'],
  th: ['column'],
  li: ['item', 'detail'],
  p: ['subtitle', 'message', 'detail', 'item'],
  dt: ['detail'],
  dd: ['detail'],
  td: ['detail', 'item', 'column'],
  span: ['message', 'detail', 'item', 'subtitle', 'column'],
};
const KINDS_BY_ROLE: Record<string, readonly DesignPartKind[]> = {
  button: ['action'],
  link: ['action'],
  heading: ['title', 'subtitle'],
  columnheader: ['column'],
};

/** A text as people compare it: spaces collapsed, case and a required field's "*" ignored. */
export const comparableText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .trim()
    .toLowerCase();

const kindsOf = (target: DesignTarget): readonly DesignPartKind[] =>
  (target.role ? KINDS_BY_ROLE[target.role] : undefined) ?? KINDS_BY_TAG[target.tag] ?? [];

/**
 * The part of an engine-written component an element picked in the preview shows: a part whose
 * label is the element's text and whose kind fits the element (a button is an action, a field's
 * label or control its field), the `nth` of those when several say the same. Null when none
 * does (a decoration, a text the engine does not model).
 */
export function partOfTarget(
  parts: readonly DesignPart[],
  target: DesignTarget,
): DesignPart | null {
  const text = comparableText(target.text);
  if (!text) return null;
  const kinds = kindsOf(target);
  const sameText = parts.filter((part) => comparableText(part.label) === text);
  const fitting = sameText.filter((part) => kinds.includes(part.kind));
  const candidates = fitting.length > 0 ? fitting : sameText;
  return candidates[Math.min(target.nth, candidates.length - 1)] ?? null;
}

/**
 * The selected part after the parts changed: the same part (its id may change with a sibling's
 * move or removal), found by kind and `label` (the new one after a rename), else by its id (an
 * undone rename). Null when no part of its kind is left to be it.
 */
export function followPart(
  selected: DesignPart,
  parts: readonly DesignPart[],
  label: string = selected.label,
): DesignPart | null {
  const sameKind = parts.filter((part) => part.kind === selected.kind);
  const byLabel = sameKind.filter((part) => comparableText(part.label) === comparableText(label));
  if (byLabel.length === 1) return byLabel[0] ?? null;
  return (
    byLabel.find((part) => part.id === selected.id) ??
    byLabel[0] ??
    sameKind.find((part) => part.id === selected.id) ??
    null
  );
}

const KIND_NAMES: Record<DesignPartKind, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  message: 'Message',
  field: 'Field',
  action: 'Button',
  column: 'Column',
  item: 'Item',
  detail: 'Detail',
};

/** "Button “Create account” (2 of 3)": a part as the panel names it. */
export const partName = (part: DesignPart) =>
  `${KIND_NAMES[part.kind]} “${part.label}”${
    part.siblings > 1 ? ` (${part.index + 1} of ${part.siblings})` : ''
  }`;
