/** Quoted text: the user's own words, masked so no other extractor reads them as grammar. */

export interface Quote {
  text: string;
  before: string;
  after: string;
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
