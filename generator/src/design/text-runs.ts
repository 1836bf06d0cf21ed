/**
 * Runs of text as markup shows them, read from its source: each run's characters decoded (HTML
 * character references, or a string literal's escapes), whitespace read as one space the way the
 * page shows it, and each character's place in the source, so one occurrence can be replaced
 * without touching another byte.
 */

/** How a run's source is written, which decides how it is read and how a new text is escaped. */
export type RunSyntax =
  /** Angular template text or a quoted attribute value. */
  | { kind: 'angular' }
  /** JSX text between tags. */
  | { kind: 'jsx-text' }
  /** A quoted JSX attribute value (`label="…"`): references are read, escapes are not. */
  | { kind: 'jsx-attribute'; quote: string }
  /** A TypeScript string literal (`{'…'}` in JSX, an inline Angular template). */
  | { kind: 'string'; quote: string };

/** A run's source range and syntax; an inline Angular template is also inside a string literal. */
export interface RunSource {
  start: number;
  end: number;
  syntax: RunSyntax;
  /** The quote of the string literal an inline template sits in. */
  inLiteral?: string;
}

export interface TextRun extends RunSource {
  /** The decoded text, every whitespace run as one space. */
  text: string;
  /** `text[i]` was written as `source.slice(starts[i], ends[i])`. */
  starts: number[];
  ends: number[];
}

/** The named references markup commonly uses; any other name is read as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  deg: '°',
  euro: '€',
  pound: '£',
  larr: '←',
  rarr: '→',
};

/** The character a reference at `at` stands for and where it ends, or undefined when it is none. */
function reference(source: string, at: number, end: number): [string, number] | undefined {
  const close = source.indexOf(';', at + 1);
  if (close < 0 || close >= end || close - at > 32) return undefined;
  const name = source.slice(at + 1, close);
  const numeric =
    name.startsWith('#x') || name.startsWith('#X') ? 16 : name.startsWith('#') ? 10 : 0;
  if (!numeric) return NAMED[name] === undefined ? undefined : [NAMED[name]!, close + 1];
  const digits = name.slice(numeric === 16 ? 2 : 1);
  const valid = numeric === 16 ? /^[0-9a-f]{1,6}$/i.test(digits) : /^\d{1,7}$/.test(digits);
  const code = valid ? parseInt(digits, numeric) : NaN;
  return code >= 0 && code <= 0x10ffff ? [String.fromCodePoint(code), close + 1] : undefined;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
};

/** The character a string literal's escape at `at` stands for, and where the escape ends. */
function escaped(source: string, at: number): [string, number] {
  const char = source[at + 1] ?? '';
  if (char === '\n') return ['', at + 2];
  if (char === '\r') return ['', source[at + 2] === '\n' ? at + 3 : at + 2];
  if (SIMPLE_ESCAPES[char] !== undefined) return [SIMPLE_ESCAPES[char], at + 2];
  const hex = (from: number, to: number): [string, number] | undefined => {
    const digits = source.slice(from, to);
    return /^[0-9a-f]+$/i.test(digits) && parseInt(digits, 16) <= 0x10ffff
      ? [String.fromCodePoint(parseInt(digits, 16)), to]
      : undefined;
  };
  if (char === 'x') return hex(at + 2, at + 4) ?? [char, at + 2];
  if (char === 'u' && source[at + 2] === '{') {
    const close = source.indexOf('}', at + 3);
    const read = close > 0 && close - at <= 10 ? hex(at + 3, close) : undefined;
    return read ? [read[0], close + 1] : [char, at + 2];
  }
  if (char === 'u') return hex(at + 2, at + 6) ?? [char, at + 2];
  return [char, at + 2];
}

/** Reads a run's source into its text, keeping where each character came from. */
export function readRun(source: string, run: RunSource): TextRun {
  const read: TextRun = { ...run, text: '', starts: [], ends: [] };
  const references = run.syntax.kind !== 'string';
  let at = run.start;
  while (at < run.end) {
    let char = source[at]!;
    let next = at + 1;
    if (char === '&' && references) [char, next] = reference(source, at, run.end) ?? [char, next];
    else if (char === '\\' && run.syntax.kind === 'string') [char, next] = escaped(source, at);
    for (const unit of char) {
      const last = read.text.length - 1;
      if (/\s/.test(unit) && read.text[last] === ' ') read.ends[last] = next;
      else {
        read.text += /\s/.test(unit) ? ' ' : unit;
        read.starts.push(at);
        read.ends.push(next);
      }
    }
    at = next;
  }
  return read;
}

const ANGULAR: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Angular reads `{{ }}` as interpolation, `{ }` as ICU and `@` as a block.
  '{': '&#123;',
  '}': '&#125;',
  '@': '&#64;',
};
const JSX_TEXT: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '{': '&#123;',
  '}': '&#125;',
};
const JSX_ATTRIBUTE: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&apos;' };

const replaceEach = (text: string, table: Record<string, string>) =>
  [...text].map((char) => table[char] ?? char).join('');

/** A text as the inside of a string literal in `quote` (`'`, `"` or a backtick). */
function literalText(text: string, quote: string): string {
  return [...text]
    .map((char, i) => {
      if (char === '\\' || char === quote) return `\\${char}`;
      if (char === '\n') return '\\n';
      if (char === '\r') return '\\r';
      if (char === '\u2028' || char === '\u2029') return `\\u${char.charCodeAt(0).toString(16)}`;
      if (quote === '`' && char === '$' && text[i + 1] === '{') return '\\$';
      return char;
    })
    .join('');
}

/** A new text written so that the run's syntax reads it back as that text, and only as text. */
export function escapeFor(run: RunSource, value: string): string {
  switch (run.syntax.kind) {
    case 'angular': {
      const html = replaceEach(value, ANGULAR);
      return run.inLiteral ? literalText(html, run.inLiteral) : html;
    }
    case 'jsx-text':
      return replaceEach(value, JSX_TEXT);
    case 'jsx-attribute':
      return replaceEach(value, JSX_ATTRIBUTE);
    case 'string':
      // `</` stays out of a literal so that no script end can be read into it.
      return literalText(value, run.syntax.quote).split('</').join('<\\/');
  }
}
