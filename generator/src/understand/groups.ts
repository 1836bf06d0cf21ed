/**
 * Labels listed under a heading: "Product (Features, Pricing, Changelog), Company (About, Careers)"
 * names two groups, each with its own labels (a footer's link columns). The heading is the run of
 * capitalised words just before the brackets; brackets after a lowercase noun ("4 link columns
 * (Product, Company)") list plain items, not a group.
 */
import { splitList } from '../text';
import { cleanItems } from './lists';
import type { Quote } from './quotes';

export interface LabelGroup {
  label: string;
  items: string[];
}

/** Words a heading never is, though written with a capital ("With", "And" after a dash). */
const NOT_HEADING = /^(?:and|or|with|plus|the|a|an|each|for|of|in|on|links?|columns?|groups?)$/i;

/** The capitalised words (at most three) that end `before`, stopping at punctuation. */
function headingBefore(before: string): string | undefined {
  const tokens = before.trimEnd().split(' ');
  const heading: string[] = [];
  for (let i = tokens.length - 1; i >= 0 && heading.length < 3; i--) {
    const token = tokens[i]!;
    if (!/^[\p{L}\p{N}&][\p{L}\p{N}&'’.-]*$/u.test(token)) break;
    if (NOT_HEADING.test(token) || !/^[\p{Lu}\p{N}&]/u.test(token)) break;
    heading.unshift(token);
  }
  return heading.length ? heading.join(' ') : undefined;
}

export function readGroups(masked: string, quotes: Quote[] = []): LabelGroup[] {
  const groups: LabelGroup[] = [];
  for (const match of masked.matchAll(/\(([^()]{1,300})\)/g)) {
    const before = masked.slice(0, match.index);
    // "'Product' (Features, Pricing)": a quoted heading is taken as written.
    const quoted = /⟦(\d+)⟧ ?$/.exec(before);
    const label = quoted ? quotes[Number(quoted[1])]?.text : headingBefore(before);
    if (!label) continue;
    const items = cleanItems(splitList(match[1]!), quotes);
    if (items.length >= 2 || (items.length === 1 && groups.length)) groups.push({ label, items });
  }
  // One heading with brackets is an aside ("Country (select)"); two or more are groups.
  return groups.length >= 2 ? groups : [];
}

/** The owner a copyright line names, without the sign, the year and "All rights reserved". */
export function copyrightOwner(line: string): string {
  const owner = line
    .slice(line.indexOf('©') + 1)
    .split(/\ball rights\b/i)[0]!
    .trim()
    .replace(/^\d{4}(?:\s?[-–]\s?\d{4})?\s/, '')
    .trim();
  return /\b(?:inc|ltd|co|corp|llc)\.$/i.test(owner) ? owner : owner.replace(/[.,]$/, '');
}
