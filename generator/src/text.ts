/** String helpers shared by the interpreter and the emitters. Everything user-written passes here. */

const RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
  'await',
  'async',
  'constructor',
  'form',
  'undefined',
  'any',
  'unknown',
  'never',
  'object',
  'string',
  'number',
  'boolean',
  'symbol',
  'type',
  'value',
  'event',
  'styles',
  'props',
  'id',
]);

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Z0-9]+/i)
    .filter(Boolean);
}

export function pascalCase(text: string): string {
  const result = words(text)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
  return /^[A-Z]/.test(result) ? result : result ? `X${result}` : '';
}

export function camelCase(text: string, fallback = 'item'): string {
  const pascal = pascalCase(text);
  if (!pascal) return fallback;
  const camel = pascal[0]!.toLowerCase() + pascal.slice(1);
  return RESERVED.has(camel) ? `${camel}Field` : camel;
}

export function kebabCase(text: string): string {
  return words(text)
    .map((word) => word.toLowerCase())
    .join('-');
}

/** "first name" → "First name": labels in sentence case. */
export function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed[0]!.toUpperCase() + trimmed.slice(1) : trimmed;
}

export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/**
 * Text placed in an Angular template. Besides HTML's own characters, Angular gives meaning to
 * `{`, `}` (interpolation, ICU) and `@` (control flow), so those become character references too.
 */
export function escapeTemplateText(text: string): string {
  return text.replace(/[&<>"'{}@]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Text placed in a JSX child position: a plain run when it is safe, otherwise a string expression. */
export function jsxText(text: string): string {
  return /^[\w .,!?:;%$#/+()’-]*$/.test(text) && !/^\s|\s$/.test(text)
    ? text
    : `{${tsString(text)}}`;
}

/** A TypeScript single-quoted string literal. */
export function tsString(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`)
    .replace(/<\//g, '<\\/')}'`;
}

/** Removes control characters and collapses whitespace; keeps every printable character. */
export function cleanText(text: string): string {
  return (
    text
      // Control characters are what this pattern is for.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
      // A line that starts with a bullet ("- ", "* ", "• ", "1. ") starts a clause of its own, so
      // a list on one line never runs into the next ("Push" then "- Privacy: …").
      .replace(/([^\s:;,.])[ \t]*(?:\r?\n[ \t]*)+(?:[-*•–]|\d{1,2}[.)])[ \t]+/g, '$1; ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const NAMED_COLOURS: Record<string, string> = {
  red: '#dc2626',
  crimson: '#be123c',
  orange: '#ea580c',
  amber: '#d97706',
  yellow: '#ca8a04',
  gold: '#b45309',
  lime: '#65a30d',
  green: '#16a34a',
  emerald: '#059669',
  teal: '#0d9488',
  cyan: '#0891b2',
  sky: '#0284c7',
  blue: '#2563eb',
  navy: '#1e3a8a',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  purple: '#9333ea',
  magenta: '#c026d3',
  fuchsia: '#c026d3',
  pink: '#db2777',
  rose: '#e11d48',
  brown: '#92400e',
  gray: '#4b5563',
  grey: '#4b5563',
  slate: '#475569',
  black: '#111827',
  white: '#ffffff',
};

export const COLOUR_WORDS = Object.keys(NAMED_COLOURS);
/** Every name of COLOUR_WORDS as a whole word, written out so the pattern is a checked literal. */
export const COLOUR_WORD =
  /\b(red|crimson|orange|amber|yellow|gold|lime|green|emerald|teal|cyan|sky|blue|navy|indigo|violet|purple|magenta|fuchsia|pink|rose|brown|gray|grey|slate|black|white)\b/g;

export function namedColour(word: string): string | undefined {
  return NAMED_COLOURS[word.toLowerCase()];
}

/** Accepts #rgb or #rrggbb and returns lowercase #rrggbb; anything else is rejected. */
export function normalizeHex(value: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return undefined;
  const hex = match[1]!.toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

function channel(hex: string, index: number): number {
  const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** White or near-black, whichever reads better on the colour. */
export function contrastText(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111827';
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Mixes a colour towards white (amount > 0), keeping it a literal hex value. */
export function tint(hex: string, amount: number): string {
  const parts = [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16));
  return `#${parts
    .map((part) =>
      Math.round(part + (255 - part) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour itself when it reads at 4.5:1 (WCAG AA for text) on every given background,
 * otherwise the nearest darker (or, on dark backgrounds, lighter) step of it that does.
 */
export function readableOn(hex: string, backgrounds: string[], lighten: boolean): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = lighten ? tint(hex, step / 20) : shade(hex, step / 20);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= 4.5)) return candidate;
  }
  return lighten ? '#ffffff' : '#000000';
}

/** Mixes a colour towards black (amount > 0) for hover states, keeping it a literal hex value. */
export function shade(hex: string, amount: number): string {
  const parts = [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16));
  return `#${parts
    .map((part) =>
      Math.round(part * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** FNV-1a, 32 bit, as 8 hex digits: stable ids for identical input. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function pluralize(word: string): string {
  if (/(?:s|x|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function singularize(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ses|xes|ches|shes)$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Splits "a, b and c" / "a / b / c" / "a or b" into trimmed parts. */
export function splitList(text: string): string[] {
  return (
    text
      // A slash between digits ("24/7") is part of a label, not a separator, and so is a comma
      // between thousands ("$48,200").
      .split(
        /(?:(?<!\s)\s+)?(?:,\s*(?:and|or)\s|;|(?<!\d),|,(?!\d{3}(?!\d))|(?<!\d)\/|\/(?!\d)|\sand\s|\sor\s|\s&\s)\s*/i,
      )
      .map((part) => part.trim())
      .filter(Boolean)
  );
}

const WORD_CHAR = /\w/;

/**
 * Whether `word` (an identifier) stands in `text` as a whole word, as `\bword\b` would find it,
 * and not as a property (`styles.field` reads no `field`).
 */
export function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (
      (before === undefined || (!WORD_CHAR.test(before) && before !== '.')) &&
      (after === undefined || !WORD_CHAR.test(after))
    )
      return true;
  }
  return false;
}

/** Words of a message said to the person ("Please enter a valid email"), not a control's label. */
const MESSAGE =
  /^(?:please|sorry|oops|error)\b|^enter an? valid\b|\b(?:must|required|invalid|at least|at most|cannot|can['’]t|isn['’]t|doesn['’]t|should|too short|too long)\b|\b(?:do not|don['’]t|does not|doesn['’]t) match\b/i;

export const readsAsMessage = (text: string): boolean => MESSAGE.test(text);

/** Words that turn down what follows them: "no autoplay", "without a close button", "don't sort". */
const DECLINING =
  /\b(?:no|not|without|never|nor|avoid|don['’]t|do not|doesn['’]t|does not|shouldn['’]t|should not)\s+(?:(?:a|an|the|any)\s+)?$/;

/** Whether the words just before `index` in `text` turn down what stands there. */
export function declined(text: string, index: number): boolean {
  return DECLINING.test(text.slice(Math.max(0, index - 24), index).toLowerCase());
}

/**
 * The first match of `pattern` in `text` that the description asks for, not one it turns down
 * ("no autoplay please" asks for no autoplay); its `index` is where it stands in `text`.
 */
export function wantedMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  for (let offset = 0; offset <= text.length;) {
    const match = pattern.exec(text.slice(offset));
    if (!match) return null;
    match.index += offset;
    if (!declined(text, match.index)) return match;
    offset = match.index + Math.max(1, match[0].length);
  }
  return null;
}

/** Counts written as words, in the languages descriptions come in ("three", "trois", "drei", "tres"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
};

/**
 * A capital N or X standing alone for a number or a value in quoted wording ("Words: N",
 * 'Remaining: N'); an apostrophe joined to a letter makes it part of a word ("N'Djamena").
 */
const STAND_IN_LETTERS = /(?<![\p{L}\d’])(?<!\p{L}')[NX](?![\p{L}\d]|['’]\p{L})/gu;

/** The text with each stand-in letter replaced by `value` ("Words: N" → "Words: 0"). */
export function withStandIns(text: string, value: string): string {
  return text.replace(STAND_IN_LETTERS, value);
}
