/** The parts of an engine-written component that design mode edits, as the printed code shows them. */
import { emit } from '../emit/index';
import type { ActionKind, ComponentModel } from '../model';
import { escapeTemplateText, tsString } from '../text';
import { DesignEditError } from './edit-error';

export type DesignPartKind =
  'title' | 'subtitle' | 'message' | 'field' | 'action' | 'column' | 'item' | 'detail';

/** One editable part: `id` stays the same while no earlier edit moves or removes a sibling. */
export interface DesignPart {
  id: string;
  kind: DesignPartKind;
  /** Its text as the model holds it, which is the text the preview shows. */
  label: string;
  /** Its place among the parts of its kind (0-based) and how many there are. */
  index: number;
  siblings: number;
  /** A button's variant. */
  variant?: ActionKind;
}

/** The parts of a kind that are one of many, in the order the model (and the code) lists them. */
export type ListKind = Exclude<DesignPartKind, 'title' | 'subtitle' | 'message'>;
export const SINGLE_KINDS = ['title', 'subtitle', 'message'] as const;
type SingleKind = (typeof SINGLE_KINDS)[number];

/** The labels of a list kind, in the model's order. */
export function labelsOf(model: ComponentModel, kind: ListKind): string[] {
  switch (kind) {
    case 'field':
      return model.fields.map((field) => field.label);
    case 'action':
      return model.actions.map((action) => action.label);
    case 'column':
      return model.data.columns.map((column) => column.label);
    case 'item':
      return model.items;
    case 'detail':
      return model.details;
  }
}

/** A list part's id: fields and columns by their name, which edits never change; others by place. */
function listId(model: ComponentModel, kind: ListKind, index: number): string {
  if (kind === 'field') return `field:${model.fields[index]!.name}`;
  if (kind === 'column') return `column:${model.data.columns[index]!.key}`;
  return `${kind}:${index}`;
}

const LIST_KINDS: readonly ListKind[] = ['field', 'action', 'column', 'item', 'detail'];

/** Every part the model holds, in display order, whether or not its archetype prints it. */
export function modelParts(model: ComponentModel): DesignPart[] {
  const parts: DesignPart[] = [];
  for (const kind of SINGLE_KINDS) {
    const label = model[kind];
    if (label) parts.push({ id: kind, kind, label, index: 0, siblings: 1 });
  }
  for (const kind of LIST_KINDS) {
    const labels = labelsOf(model, kind);
    labels.forEach((label, index) =>
      parts.push({
        id: listId(model, kind, index),
        kind,
        label,
        index,
        siblings: labels.length,
        ...(kind === 'action' ? { variant: model.actions[index]!.kind } : {}),
      }),
    );
  }
  return parts;
}

/** A part named by its id: its kind and its place in the model's list (0 for a single part). */
export interface PartRef {
  kind: DesignPartKind;
  index: number;
}

export const GONE = 'That part is no longer in the component';

/** The part an id names in the model, or a DesignEditError when the model no longer holds it. */
export function findPart(model: ComponentModel, id: unknown): PartRef {
  const text = typeof id === 'string' ? id : '';
  if ((SINGLE_KINDS as readonly string[]).includes(text))
    return { kind: text as SingleKind, index: 0 };
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon) as ListKind;
  const key = text.slice(colon + 1);
  if (colon < 0 || !LIST_KINDS.includes(kind)) throw new DesignEditError(GONE);
  const index =
    kind === 'field'
      ? model.fields.findIndex((field) => field.name === key)
      : kind === 'column'
        ? model.data.columns.findIndex((column) => column.key === key)
        : /^\d{1,4}$/.test(key)
          ? Number(key)
          : -1;
  if (index < 0 || index >= labelsOf(model, kind).length) throw new DesignEditError(GONE);
  return { kind, index };
}

/** The code a model prints, without its tests (which repeat labels to find them). */
function codeOf(model: ComponentModel): string {
  return emit(model)
    .filter((file) => file.type !== 'test')
    .map((file) => file.content)
    .join('\n');
}

/** The forms a label takes in printed code: as written, as Angular template text, in a TS string. */
function printedForms(label: string): string[] {
  return [label, escapeTemplateText(label), tsString(label).slice(1, -1)];
}

/** The texts printed code may stand for: as written, Angular's character references, a TS string's escapes. */
function readings(raw: string): string[] {
  const unescape = (text: string) => text.replace(/\\(.)/g, (_, char: string) => char);
  const quoted = raw.startsWith("{'") && raw.endsWith("'}") ? [unescape(raw.slice(2, -2))] : [];
  return [
    raw,
    raw.replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code))),
    unescape(raw),
    ...quoted,
  ];
}

const WORD = /[\p{L}\p{N}_]/u;

/** Whether `text` stands in `code` as a whole text, not inside a longer word ("Name" in "lastName"). */
function standsIn(code: string, text: string): boolean {
  for (let at = code.indexOf(text); at >= 0; at = code.indexOf(text, at + 1)) {
    const before = code[at - 1] ?? ' ';
    const after = code[at + text.length] ?? ' ';
    if (
      !(WORD.test(text[0]!) && WORD.test(before)) &&
      !(WORD.test(text.at(-1)!) && WORD.test(after))
    )
      return true;
  }
  return false;
}

const PROBE = 'Qz7 design probe';

/**
 * Whether the archetype draws `count` items of the model's own: below its fewest (two tabs, two
 * plans) it draws sample ones instead. Probe labels, printed and looked for, tell.
 */
export function drawsItems(model: ComponentModel, count: number): boolean {
  const items = Array.from({ length: count }, (_, index) => `${PROBE} ${index}`);
  const { prices: _prices, ...params } = model.params;
  const code = codeOf({ ...model, items, itemParts: {}, params });
  return items.every((item) => code.includes(item));
}

/**
 * The text an archetype prints for a title, subtitle or message the model leaves to it ("Create
 * your account"): the model is printed with a probe in its place, the default is what stood where
 * the probe stands, and it counts only when printing the model with it gives the same code.
 */
function printedDefault(model: ComponentModel, kind: SingleKind, code: string): string | undefined {
  const probed = codeOf({ ...model, [kind]: PROBE });
  let same = 0;
  while (same < code.length && code[same] === probed[same]) same += 1;
  const at = probed.indexOf(PROBE, Math.max(0, same - PROBE.length));
  if (at < 0 || at > same) return undefined;
  const after = probed.slice(at + PROBE.length, at + PROBE.length + 40);
  const end = after ? code.indexOf(after, at) : -1;
  if (end <= at) return undefined;
  return readings(code.slice(at, end)).find((text) => codeOf({ ...model, [kind]: text }) === code);
}

/**
 * The parts design mode can edit, in display order: those whose label the printed code contains
 * (an archetype that does not draw a subtitle, say, offers none). A title, subtitle or message
 * the model leaves to its archetype is offered with the text the archetype prints.
 */
export function designParts(model: ComponentModel): DesignPart[] {
  const code = codeOf(model);
  const shown = { ...model };
  for (const kind of SINGLE_KINDS) {
    if (model[kind]) continue;
    const label = printedDefault(model, kind, code);
    // One printed text is one part: a footer's tagline reads its subtitle, else its message.
    if (label && !SINGLE_KINDS.some((other) => shown[other] === label)) shown[kind] = label;
  }
  return modelParts(shown).filter((part) =>
    printedForms(part.label).some((form) => standsIn(code, form)),
  );
}
