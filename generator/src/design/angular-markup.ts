/**
 * Where an Angular template shows text: its text nodes and the quoted values of the attributes a
 * person reads or hears (label, placeholder, title, alt, aria-label). Comments, tags, attribute
 * names, bindings, `{{ }}` interpolations, `@` block headers and the braces of blocks are code,
 * not text, and are stepped over. The template is read as written; nothing in it is run.
 */
import type { RunSource } from './text-runs';

/** Attributes whose value a person reads or hears, in both frameworks. */
export const TEXT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
]);

/** Elements whose content is not markup. */
const RAW_TEXT = new Set(['script', 'style']);

const isLetter = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** The end of the parenthesised part at `at` (its closing parenthesis included), quotes respected. */
function skipParentheses(source: string, at: number, end: number): number {
  let depth = 0;
  let quote = '';
  for (let i = at; i < end; i += 1) {
    const char = source[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return end;
}

/** The end of a block header at `at` (`@if (…) {`, `@else if (…) {`, `@defer {`, `@let x = …;`). */
function skipBlockHeader(source: string, at: number, end: number): number {
  let i = at + 1;
  while (i < end && isLetter(source[i])) i += 1;
  if (source.slice(at + 1, i) === 'let') {
    const close = source.indexOf(';', i);
    return close < 0 || close >= end ? end : close + 1;
  }
  for (;;) {
    while (i < end && isSpace(source[i])) i += 1;
    if (i < end && source[i] === '(') i = skipParentheses(source, i, end);
    else if (i < end && isLetter(source[i])) while (i < end && isLetter(source[i])) i += 1;
    else return i < end && source[i] === '{' ? i + 1 : i;
  }
}

/** Text ranges of a quoted attribute value: the parts outside its `{{ }}` interpolations. */
function valueRanges(source: string, start: number, end: number, inLiteral?: string): RunSource[] {
  const ranges: RunSource[] = [];
  let from = start;
  for (;;) {
    const open = source.indexOf('{{', from);
    const to = open < 0 || open >= end ? end : open;
    if (to > from) ranges.push({ start: from, end: to, syntax: { kind: 'angular' }, inLiteral });
    if (to === end) return ranges;
    const close = source.indexOf('}}', open + 2);
    from = close < 0 || close >= end ? end : close + 2;
  }
}

/** Reads one tag at `at`; adds its text attributes' values and answers where the tag ends. */
function readTag(
  source: string,
  at: number,
  end: number,
  runs: RunSource[],
  inLiteral?: string,
): number {
  if (source[at + 1] === '/' || source[at + 1] === '!') {
    const close = source.indexOf('>', at);
    return close < 0 || close >= end ? end : close + 1;
  }
  let i = at + 1;
  while (i < end && !isSpace(source[i]) && source[i] !== '>' && source[i] !== '/') i += 1;
  const tag = source.slice(at + 1, i).toLowerCase();
  for (;;) {
    while (i < end && (isSpace(source[i]) || (source[i] === '/' && source[i + 1] !== '>'))) i += 1;
    if (i >= end) return end;
    if (source[i] === '>' || source.startsWith('/>', i)) break;
    const nameStart = i;
    while (
      i < end &&
      !isSpace(source[i]) &&
      !'=>'.includes(source[i]!) &&
      !source.startsWith('/>', i)
    )
      i += 1;
    const name = source.slice(nameStart, i).toLowerCase();
    while (i < end && isSpace(source[i])) i += 1;
    if (source[i] !== '=') continue;
    i += 1;
    while (i < end && isSpace(source[i])) i += 1;
    const quote = source[i];
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, i + 1);
      const valueEnd = close < 0 || close >= end ? end : close;
      if (TEXT_ATTRIBUTES.has(name)) runs.push(...valueRanges(source, i + 1, valueEnd, inLiteral));
      i = valueEnd + 1;
    } else while (i < end && !isSpace(source[i]) && source[i] !== '>') i += 1;
  }
  const tagEnd = source[i] === '>' ? i + 1 : i + 2;
  if (!RAW_TEXT.has(tag)) return tagEnd;
  const close = source.toLowerCase().indexOf(`</${tag}`, tagEnd);
  return close < 0 || close >= end ? end : close;
}

/**
 * The text runs of the template in `source` from `start` to `end`, in source order. `inLiteral`
 * is the quote of the string literal an inline template is written in.
 */
export function angularTextRuns(
  source: string,
  start: number,
  end: number,
  inLiteral?: string,
): RunSource[] {
  const runs: RunSource[] = [];
  let textStart = start;
  let i = start;
  const step = (to: number) => {
    if (i > textStart)
      runs.push({ start: textStart, end: i, syntax: { kind: 'angular' }, inLiteral });
    i = to;
    textStart = to;
  };
  while (i < end) {
    const char = source[i]!;
    if (source.startsWith('<!--', i)) {
      const close = source.indexOf('-->', i + 4);
      step(close < 0 || close >= end ? end : close + 3);
    } else if (char === '<' && (isLetter(source[i + 1]) || '/!'.includes(source[i + 1] ?? ' ')))
      step(readTag(source, i, end, runs, inLiteral));
    else if (source.startsWith('{{', i)) {
      const close = source.indexOf('}}', i + 2);
      step(close < 0 || close >= end ? end : close + 2);
    } else if (char === '@' && isLetter(source[i + 1])) step(skipBlockHeader(source, i, end));
    else if (char === '{' || char === '}') step(i + 1);
    else i += 1;
  }
  step(end);
  return runs.sort((a, b) => a.start - b.start);
}
