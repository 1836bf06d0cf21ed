/**
 * Inputs the description names by their kind rather than by a known field word: "a check-in
 * date", "number of guests", "a volume slider", "a cover letter textarea", "shipping method as a
 * radio group: Standard, Express and Overnight", "a dropdown with the options …", and the limits
 * stated for them ("max 160 characters with a counter", "between 18 and 99", "min 1 and max 10").
 * Each extractor reads the lower-case text the field lexicon left over, and the original-case
 * text for the options the user spelled out, so those keep their wording.
 */
import type { Field, FieldType } from '../model';
import { STOPWORDS } from '../lexicon/stopwords';
import { camelCase, sentenceCase, splitList } from '../text';

export interface Found {
  at: number;
  field: Field;
}

const KIND_WORDS =
  /^(?:a|an|the|and|or|with|as|for|of|its|their|each|one|single|new|plus|optional|required|numeric|number|text|date|inline)$/;

/** Up to three words before a kind word, read as the field's label ("check-in", "cover letter"). */
function labelBefore(text: string, at: number): string {
  const before =
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[,.;:()⟦⟧]/)
      .pop() ?? '';
  const taken: string[] = [];
  for (const word of before.trim().split(/\s+/).reverse()) {
    if (!word || KIND_WORDS.test(word) || STOPWORDS.has(word) || taken.length >= 3) break;
    taken.unshift(word);
  }
  return taken.join(' ');
}

/** The options the user listed right after `at` in the original text ("Standard, Express and Overnight"). */
export function optionsAfter(original: string, at: number): string[] {
  let rest = original.slice(at, at + 200).trimStart();
  for (const lead of [/^(?:with|for|of)\b/i, /^the\b/i, /^options?\b/i, /^[:(]/])
    rest = rest.replace(lead, '').trimStart();
  let raw = rest.split(/[.;:()\n]/)[0] ?? '';
  const end = /\s(?:and an?|with|plus|that|which|where)\s/i.exec(raw);
  if (end) raw = raw.slice(0, end.index);
  const parts = splitList(raw.replaceAll('/', ','))
    .map((part) => part.replace(/^(?:and|or|the)\s/i, '').trim())
    .filter((part) => part && part.split(/\s+/).length <= 4 && !/⟦/.test(part));
  return parts.length >= 2 ? parts : [];
}

function make(label: string, type: FieldType, extra: Partial<Field> = {}): Field {
  const clean = sentenceCase(label);
  return {
    name: camelCase(clean, type),
    label: clean,
    type,
    required: extra.required ?? type !== 'checkbox',
    ...extra,
    validation: { ...(extra.validation ?? {}) },
  };
}

/** Fields named by their kind, found in `text` (lower case) with `original` for option wording. */
export function extractKindFields(text: string, original: string): Found[] {
  const plain = original.toLowerCase();
  const found: Found[] = [];
  const add = (at: number, field: Field) => {
    if (!found.some((f) => f.field.name === field.name)) found.push({ at, field });
  };
  // Radio groups and dropdowns with the options listed after them.
  for (const match of text.matchAll(
    /\b(radio(?:[- ]button)?s?(?: group)?|(?:dropdown|select|picker|(?<!\b(?:range|period|date|time) )selector)(?: (?:menu|box|list))?)\b/g,
  )) {
    const options = optionsAfter(original, match.index + match[0].length);
    const radio = match[1]!.startsWith('radio');
    if (!options.length && radio) continue;
    if (!options.length) continue;
    const label = labelBefore(plain, match.index) || (radio ? 'Choice' : 'Option');
    add(match.index, make(label, radio ? 'radio' : 'select', { options }));
  }
  for (const match of text.matchAll(
    /\b(?:(range )?slider|range input|range)\b|\b(date(?: picker| input| field)?|textarea|text area|upload|file (?:input|picker))\b/g,
  )) {
    const label = labelBefore(plain, match.index);
    const kind = match[0];
    if (/slider|range/.test(kind)) {
      if (!label && kind === 'range') continue;
      add(match.index, make(label || 'Value', 'range', { required: false }));
    } else if (kind.startsWith('date')) {
      if (label) add(match.index, make(`${label} date`, 'date'));
    } else if (/text ?area/.test(kind)) {
      add(match.index, make(label || 'Message', 'textarea'));
    } else if (label) {
      add(match.index, make(label, 'file', { required: false }));
    }
  }
  // "number of guests", "min price and max price number inputs".
  for (const match of text.matchAll(/\bnumber of ([a-z]+(?: [a-z]+)?)/g))
    add(
      match.index,
      make(
        `Number of ${match[1]!.replace(/ (?:and|with|a|an|next|beside|below|above|after|before|under|at)$/, '')}`,
        'number',
        {
          validation: { min: 0 },
        },
      ),
    );
  for (const match of text.matchAll(/\b(number|date|text) (?:inputs|fields|boxes)\b/g)) {
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    const list = (before.split(/[.;:()]|\b(?:with|has|having|of)\b/).pop() ?? '').trim();
    const type: FieldType =
      match[1] === 'number' ? 'number' : match[1] === 'date' ? 'date' : 'text';
    for (const part of splitList(list)) {
      const label = part.replace(/^(?:a|an|the)\s+/, '');
      if (label && label.split(' ').length <= 3) add(match.index, make(label, type));
    }
  }
  return found;
}

/**
 * Limits stated in the description, carried to the field they follow: a character limit (with a
 * counter when one is asked for) to the nearest text field before it, a numeric range to the
 * nearest number or range field. `positions` are the fields' offsets in `text`.
 */
export function applyLimits(text: string, list: Found[]): void {
  const nearest = (at: number, types: FieldType[]) => {
    const candidates = list.filter((f) => types.includes(f.field.type));
    const before = candidates.filter((f) => f.at <= at).sort((a, b) => b.at - a.at)[0];
    return before ?? candidates[0];
  };
  for (const match of text.matchAll(
    /\b(?:(?:max(?:imum)?|up to|at most|limited to|no more than|maximum of|limit of|under)\s*(?:of\s*)?(\d{1,5})\s*(?:characters|chars|letters)|(\d{1,5})[- ]?(?:characters?|chars?) (?:limit|max(?:imum)?))\b/g,
  )) {
    const target = nearest(match.index, ['textarea', 'text']);
    if (!target) continue;
    target.field.validation.maxLength = Number(match[1] ?? match[2]);
    delete target.field.validation.minLength;
    if (/\bcounter\b|\bremaining\b|\bcount(?:ing)? (?:of )?characters\b/.test(text))
      target.field.counter = true;
  }
  for (const range of numericRanges(text)) {
    const target = nearest(range.at, ['number', 'range']);
    if (!target) continue;
    target.field.validation.min = range.min;
    target.field.validation.max = range.max;
  }
}

/** "between 18 and 99", "from 0 to 100", "min 1 and max 10", with where each was said. */
export function numericRanges(text: string): { at: number; min: number; max: number }[] {
  return [
    ...text.matchAll(
      /\b(?:between|from)\s+(-?\d{1,7})\s+(?:and|to)\s+(-?\d{1,7})\b|\bmin(?:imum)?\.?\s*(?:of\s*)?(-?\d{1,7})\s*(?:and|,)\s*(?:a\s+)?max(?:imum)?\.?\s*(?:of\s*)?(-?\d{1,7})\b/g,
    ),
  ]
    .map((match) => ({
      at: match.index,
      min: Number(match[1] ?? match[3]),
      max: Number(match[2] ?? match[4]),
    }))
    .filter((range) => range.min < range.max);
}
