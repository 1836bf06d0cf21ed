/**
 * What each named part says, as the description quotes it: "Overview says 'Lightweight laptop';
 * Specs shows 'Weight: 1.2 kg' and 'Battery: 12 hours'" gives the Overview tab one text and Specs
 * two, and "'Overview': 'Lightweight laptop'" the same. A quote belongs to the part named last
 * before it in the same sentence, when a word of showing or a separator joins them; quotes joined
 * by "and" or commas go on with it.
 */
import type { Quote } from './quotes';

/** Between a part's name and its first text: a word of showing, or a separator. */
const SHOWS =
  /(?:\b(?:says?|shows?|showing|contains?|displays?|has|have|reads?|lists?|holds?|with|text|content|just|only)\b|[:→=>–—-])[^.;!?\n]{0,8}$/;

/** Between two texts of one part: "and", a comma or a plus. */
const AND = /^\s{0,2}(?:[,&+]|and|,\s?and)?\s{0,2}$/;

/** "the refunds answer is ⟦3⟧", "the pricing tab says ⟦4⟧": a part named by one of its words. */
const TOPIC_SAYS =
  /\bthe (\p{L}{3,20}) (?:answer|tab|panel|section|one)(?:'s| is| says| reads| shows|:){1,2} ?⟦(\d+)⟧/giu;

interface Mark {
  at: number;
  end: number;
  item?: string;
  quote?: number;
}

/** Where each item is named outside quotes, as whole words, case-insensitively. */
function mentions(lowerMasked: string, items: readonly string[]): Mark[] {
  const marks: Mark[] = [];
  for (const item of items) {
    const needle = item.toLowerCase();
    let at = lowerMasked.indexOf(needle);
    while (at >= 0) {
      const end = at + needle.length;
      const wordStart = at === 0 || !/[\p{L}\p{N}]/u.test(lowerMasked[at - 1]!);
      const wordEnd = end >= lowerMasked.length || !/[\p{L}\p{N}]/u.test(lowerMasked[end]!);
      if (wordStart && wordEnd) marks.push({ at, end, item });
      at = lowerMasked.indexOf(needle, end);
    }
  }
  return marks;
}

/** The quoted texts of each item named, by the item's label; undefined when none is quoted. */
export function readItemTexts(
  masked: string,
  quotes: readonly Quote[],
  items: readonly string[],
): Record<string, string[]> | undefined {
  const lower = masked.toLowerCase();
  const marks: Mark[] = [
    ...mentions(lower, items),
    ...[...masked.matchAll(/⟦(\d+)⟧/g)].map((m) => ({
      at: m.index,
      end: m.index + m[0].length,
      quote: Number(m[1]),
    })),
  ].sort((a, b) => a.at - b.at);
  const texts: Record<string, string[]> = {};
  let owner: string | undefined;
  let previous: 'item' | 'text' | undefined;
  let end = 0;
  for (const mark of marks) {
    const gap = lower.slice(end, mark.at);
    end = mark.end;
    const text = mark.quote === undefined ? undefined : (quotes[mark.quote]?.text ?? '');
    const named = mark.item ?? items.find((item) => item.toLowerCase() === text?.toLowerCase());
    if (named !== undefined) {
      owner = named;
      previous = 'item';
      continue;
    }
    const first = previous === 'item' && SHOWS.test(gap);
    const more = previous === 'text' && AND.test(gap);
    if (owner && text && (first || more)) {
      (texts[owner] ??= []).push(text);
      previous = 'text';
    } else {
      owner = undefined;
      previous = undefined;
    }
  }
  // "the refunds answer is 'Yes, within 30 days.'": the one part whose label has that word.
  for (const match of masked.matchAll(TOPIC_SAYS)) {
    const word = match[1]!.toLowerCase().replace(/s$/, '');
    const owners = items.filter((item) =>
      item
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((w) => w.replace(/s$/, '') === word),
    );
    const text = quotes[Number(match[2])]?.text;
    if (owners.length === 1 && text && !texts[owners[0]!]) texts[owners[0]!] = [text];
  }
  return Object.keys(texts).length ? texts : undefined;
}
