/** Quoted text: the user's own words, masked so no other extractor reads them as grammar. */

export interface Quote {
  text: string;
  before: string;
  after: string;
}

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

export function extractQuotes(text: string): { quotes: Quote[]; masked: string } {
  const quotes: Quote[] = [];
  const masked = text.replace(
    QUOTE,
    (match, lead: string, _open: string, inner: string, offset: number) => {
      const start = offset + lead.length;
      quotes.push({
        text: inner.trim(),
        before: text.slice(Math.max(0, start - 40), start).toLowerCase(),
        after: text
          .slice(start + match.length - lead.length, start + match.length - lead.length + 30)
          .toLowerCase(),
      });
      return `${lead}⟦${quotes.length - 1}⟧`;
    },
  );
  return { quotes, masked };
}
