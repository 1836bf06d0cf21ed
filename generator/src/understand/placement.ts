/**
 * Where the words put a field: "a phone field after the email field", "the terms checkbox at the
 * bottom", "add a company field at the top", "a website field above the password". Read from the
 * lower-case text; a part or reference no field matches leaves the order as written.
 */
import type { Field } from '../model';

export type Placement =
  { where: 'first' } | { where: 'last' } | { where: 'before' | 'after'; of: string };

/** A placement in words, as a refinement's note says it: "to the top", "after the email". */
export const placementWords = (placement: Placement): string =>
  placement.where === 'first'
    ? 'to the top'
    : placement.where === 'last'
      ? 'to the bottom'
      : `${placement.where} the ${placement.of}`;

const RELATIVE: Record<string, 'before' | 'after'> = {
  after: 'after',
  below: 'after',
  under: 'after',
  underneath: 'after',
  beneath: 'after',
  'next to': 'after',
  beside: 'after',
  'right after': 'after',
  before: 'before',
  above: 'before',
  'right before': 'before',
};

/**
 * "<part> [kind] [placed|goes|right …] after|above|… [the] <reference> [kind]": the part's and the
 * reference's words (up to four, lazily, so they stop at their kind or verb) and the relation.
 */
export const RELATIVE_PHRASE =
  /\b([a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,3}?)(?:\s(?:field|input|box|checkbox|toggle|switch|dropdown|select|textarea|one))?\s(?:(?:placed|goes|go|sits?|is|should be|right|just|directly)\s)?(right after|right before|after|before|below|above|underneath|under|beneath|next to|beside)\s(?:the\s|a\s|an\s)?([a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,3}?)(?:\s(?:field|input|box|checkbox|toggle|switch|dropdown|select|textarea|one))?(?=\s*(?:$|[,.;!)]|\s(?:and|with|but|plus|so)\b))/;
/** "<part> [kind] at|to the top|bottom|end|start", "<part> first|last". */
const EDGE_PHRASE =
  /\b([a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,3}?)(?:\s(?:field|input|box|checkbox|toggle|switch|dropdown|select|textarea|one))?\s(?:(?:placed|goes|go|sits?|is|should be)\s)?((?:at|to) the (?:very )?(?:top|bottom|end|start|beginning)|first|last)(?=\s*(?:$|[,.;!)]|\s(?:and|with|but|plus|so)\b))/;

/** Every match of a pattern (without the g flag, so shared patterns keep no state), left to right. */
function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  let rest = text;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    yield match;
    rest = rest.slice(match.index + Math.max(match[0].length, 1));
  }
}

/** How a relation word places its part: "below", "next to" after; "above" before. */
export const relationOf = (word: string): 'before' | 'after' => RELATIVE[word] ?? 'after';

const edgeOf = (phrase: string): Placement =>
  /top|start|beginning|first/.test(phrase) ? { where: 'first' } : { where: 'last' };

/** The field a phrase names: the one whose label ends the phrase, the longest label winning. */
export function fieldNamed(fields: readonly Field[], phrase: string): Field | undefined {
  const words = phrase
    .toLowerCase()
    .replace(/\b(?:field|input|box|one)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return undefined;
  const candidates = fields.filter((field) => {
    const label = field.label.toLowerCase();
    return (
      ` ${words}`.endsWith(` ${label}`) ||
      words === field.name.toLowerCase() ||
      (words === 'e-mail' && field.type === 'email') ||
      (label.includes(words) && words.length >= 3)
    );
  });
  return candidates.sort((a, b) => b.label.length - a.label.length)[0];
}

/** The placement an instruction states for what it adds ("add a company field at the top"). */
export function placementIn(text: string): Placement | undefined {
  const lower = text.toLowerCase();
  const relative = RELATIVE_PHRASE.exec(lower);
  if (relative) return { where: relationOf(relative[2]!), of: relative[3]! };
  const edge = EDGE_PHRASE.exec(lower) ?? undefined;
  return edge ? edgeOf(edge[2]!) : undefined;
}

/** `field` moved where `placement` puts it; unchanged when its reference names no other field. */
export function placeField(fields: readonly Field[], field: Field, placement: Placement): Field[] {
  const rest = fields.filter((each) => each !== field);
  if (placement.where === 'first') return [field, ...rest];
  if (placement.where === 'last') return [...rest, field];
  const reference = fieldNamed(rest, placement.of);
  if (!reference) return [...fields];
  const at = rest.indexOf(reference) + (placement.where === 'after' ? 1 : 0);
  return [...rest.slice(0, at), field, ...rest.slice(at)];
}

/** The fields with `added` placed as the words say, or where `insertionIndex` puts it. */
export function withAddedField(
  fields: readonly Field[],
  added: Field,
  placement: Placement | undefined,
): Field[] {
  if (placement) return placeField([...fields, added], added, placement);
  const at = insertionIndex(fields, added);
  return [...fields.slice(0, at), added, ...fields.slice(at)];
}

/**
 * "the email field to the top", "the phone after the name": the field the words move, and the
 * fields in their new order; undefined when they name no field or no place.
 */
export function movedField(
  fields: readonly Field[],
  words: string,
): { field: Field; placement: Placement; fields: Field[] } | undefined {
  const lower = words.toLowerCase();
  const relative = RELATIVE_PHRASE.exec(lower);
  const edge = relative ? undefined : (EDGE_PHRASE.exec(lower) ?? undefined);
  const match = relative ?? edge;
  const field = match ? fieldNamed(fields, match[1]!) : undefined;
  if (!match || !field) return undefined;
  const placement: Placement = relative
    ? { where: relationOf(relative[2]!), of: relative[3]! }
    : edgeOf(match[2]!);
  const placed = placeField(fields, field, placement);
  return placed.every((each, index) => each === fields[index])
    ? undefined
    : { field, placement, fields: placed };
}

/** Every placement the description states for its fields, applied in the order written. */
export function placeFields(fields: Field[], lower: string): Field[] {
  let placed = fields;
  for (const match of matchesOf(RELATIVE_PHRASE, lower)) {
    const part = fieldNamed(placed, match[1]!);
    if (part) placed = placeField(placed, part, { where: relationOf(match[2]!), of: match[3]! });
  }
  for (const match of matchesOf(EDGE_PHRASE, lower)) {
    const part = fieldNamed(placed, match[1]!);
    if (part) placed = placeField(placed, part, edgeOf(match[2]!));
  }
  return placed;
}

/** Contact details sit together: a new one goes after the last of them. */
const isContact = (field: Field) =>
  field.type === 'email' ||
  field.type === 'tel' ||
  /phone|mobile|address|website/i.test(field.label);
/** Boxes to tick (consent, "remember me") close a form: a new input goes before them. */
const isTick = (field: Field) => field.type === 'checkbox' || field.type === 'toggle';

/**
 * Where a field added without a stated place goes: beside the other contact details when it is
 * one, else after the last input that is not a box to tick; a box to tick goes last.
 */
export function insertionIndex(fields: readonly Field[], added: Field): number {
  if (isTick(added)) return fields.length;
  const lastIndex = (test: (field: Field) => boolean) =>
    fields.reduce((last, field, index) => (test(field) ? index : last), -1);
  const contact = isContact(added) ? lastIndex(isContact) : -1;
  if (contact >= 0) return contact + 1;
  return lastIndex((field) => !isTick(field)) + 1;
}
