/**
 * Labels numbered in a run, written as their first and last: "aria-label 'Rate 1' through
 * 'Rate 5'", "'Star 1' … 'Star 5'". The pattern, with `{n}` for the number, labels every one.
 */
import type { Quote } from './quotes';

const NUMBERED = /^(\D{0,30})(\d{1,2})(\D{0,30})$/;

/** The pattern of the first run of quotes numbered from 1 that share their words; else undefined. */
export function readNumberedLabel(quotes: readonly Quote[]): string | undefined {
  const parts = quotes.map((quote) => NUMBERED.exec(quote.text));
  for (const [i, first] of parts.entries()) {
    if (!first || first[2] !== '1') continue;
    // The words around the number, a plural "s" aside ("1 star" … "5 stars").
    const words = (m: RegExpExecArray) => `${m[1]}{n}${m[3]!.replace(/s$/, '')}`;
    const last = parts
      .slice(i + 1)
      .find((m) => m && Number(m[2]) >= 3 && words(m) === words(first));
    if (last) return `${first[1]}{n}${last[3]}`;
  }
  return undefined;
}

/** The quotes a numbered pattern names ("Rate 1", "Rate 5" for "Rate {n}"): labels, not copy. */
export function numberedQuotes(quotes: readonly Quote[], pattern: string | undefined): string[] {
  if (pattern === undefined) return [];
  const [before = '', after = ''] = pattern.split('{n}');
  const stem = after.replace(/s$/, '');
  return quotes
    .map((quote) => quote.text)
    .filter((text) => {
      const m = NUMBERED.exec(text);
      return !!m && m[1] === before && m[3]!.replace(/s$/, '') === stem;
    });
}
