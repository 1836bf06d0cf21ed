/** Quoted text: the user's own words, masked so no other extractor reads them as grammar. */

export interface Quote {
  text: string;
  before: string;
  after: string;
}

/** The quoted text back in place of its mark (`extractQuotes` masks quote n as ⟦n⟧). */
export const unmask = (text: string, quotes: readonly Quote[]) =>
  text.replace(/⟦(\d+)⟧/g, (all, n: string) => quotes[Number(n)]?.text ?? all);

/**
 * Quotation marks of other languages as English ones: „German“, ‚German‘, « French » and
 * ‹French›, so every reader of quoted labels sees one convention.
 */
export function standardQuotes(text: string): string {
  return text
    .replace(/„([^“”"\n]{1,120})[“”]/g, '“$1”')
    .replace(/‚([^‘’'\n]{1,120})[‘’]/g, '‘$1’')
    .replace(/«([^»\n]{1,120})»/g, (_match, inner: string) => `“${inner.trim()}”`)
    .replace(/‹([^›\n]{1,120})›/g, (_match, inner: string) => `‘${inner.trim()}’`);
}

export const QUOTE = /(^|[\s(:,;])(['‘"“])([^'’"”\n]{1,120})['’"”](?=$|[\s.,;:!?)])/g;

/** Double quotes may hold an apostrophe ("Don't show again", « S'abonner »); single ones cannot. */
const DOUBLE_QUOTE = /(^|[\s(:,;])(["“])([^"”\n]{1,120})["”](?=$|[\s.,;:!?)])/g;

export function extractQuotes(text: string): { quotes: Quote[]; masked: string } {
  // Each quotation once, in the order written: double-quoted first (they may hold an apostrophe),
  // then single-quoted ones outside them.
  const spans: { start: number; end: number; inner: string }[] = [];
  for (const pattern of [DOUBLE_QUOTE, QUOTE])
    for (const match of text.matchAll(pattern)) {
      const start = match.index + match[1]!.length;
      const end = match.index + match[0].length;
      if (spans.some((span) => start < span.end && end > span.start)) continue;
      spans.push({ start, end, inner: match[3]! });
    }
  spans.sort((a, b) => a.start - b.start);
  const quotes: Quote[] = [];
  let masked = '';
  let at = 0;
  for (const span of spans) {
    quotes.push({
      text: span.inner.trim(),
      before: text.slice(Math.max(0, span.start - 40), span.start).toLowerCase(),
      after: text.slice(span.end, span.end + 30).toLowerCase(),
    });
    masked += `${text.slice(at, span.start)}⟦${quotes.length - 1}⟧`;
    at = span.end;
  }
  return { quotes, masked: masked + text.slice(at) };
}

/**
 * What follows a quoted label in a list before the next one: a value or a note in parentheses
 * ("'Revenue' $48,200 (+12%), 'Active users' 1,204", "'Email' (on by default), 'SMS' (off)").
 */
const ANNOTATED =
  /(⟦\d+⟧) ?((?:\([^()⟦\n]{1,40}\)|[$€£]?[+−-]?\d[\d,.]{0,12}(?:%|[kKmM]\b)?(?:\/[a-z]{1,5})?)(?: ?\([^()⟦\n]{1,40}\))?)(?= ?(?:[,;.]|\band\b|\bor\b|$))/g;

/** The masked text with the values and notes after quoted labels left out, so lists read as lists. */
export function withoutAnnotations(masked: string): string {
  return masked.replace(ANNOTATED, '$1');
}

/** The value or note written after each quoted label, by the quote's index. */
export function quoteAnnotations(masked: string): Map<number, string> {
  return new Map(
    [...masked.matchAll(ANNOTATED)].map((match) => [
      Number(match[1]!.slice(1, -1)),
      match[2]!.trim(),
    ]),
  );
}
