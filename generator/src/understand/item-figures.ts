/**
 * Figures stated beside the parts they belong to: a dashboard's "Revenue $48,200 / Orders 892",
 * a profile's "(Followers 1.2k, Following 180, Posts 42)" or "42 posts", and quoted metrics with
 * their figure after the quote ("'Revenue' $48,200 (+12%)"). Each part keeps its label; its
 * figure (and a change in percent, when given) is what the part shows.
 */
import { quoteAnnotations } from './quotes';
import type { Quote } from './quotes';

/** A figure: an amount, a count with thousands, a decimal, a percent, "1.2k", "3m". */
const FIGURE = /^[$€£]?\d[\d,.]*[%km]?$/i;

/** A change in percent in brackets after a figure: "(+12%)", "(−3 %)". */
const CHANGE = /^\(([+−-]?\d+(?:\.\d+)?) ?%?\)$/;

/** A label's words: a letter first. */
const LABEL = /^\p{L}[\p{L}\p{N} '&/-]*$/u;

/** `[value, change]` of "$48,200 (+12%)" or "892"; undefined when it is no figure. */
function figureOf(text: string): string[] | undefined {
  const [value = '', change] = text.trim().split(/ (?=\()/);
  if (!FIGURE.test(value)) return undefined;
  if (change === undefined) return [value];
  const percent = CHANGE.exec(change);
  return percent ? [value, percent[1]!.replace('−', '-')] : undefined;
}

/** "Revenue $48,200 (+12%)", "Conversion rate: 3.4%", "42 posts": the label and its figure. */
function labelled(item: string): { label: string; figure: string[] } | undefined {
  const words = item.trim().split(/\s+/);
  // The figure last, with its change after it when there is one.
  for (const size of [2, 1]) {
    if (words.length <= size) continue;
    const figure = figureOf(words.slice(-size).join(' '));
    const label = words
      .slice(0, -size)
      .join(' ')
      .replace(/ ?[:=–—-]$/, '');
    if (figure && LABEL.test(label)) return { label, figure };
  }
  // The figure first: "42 posts", "1.2k followers".
  const figure = figureOf(words[0] ?? '');
  const label = words.slice(1).join(' ');
  if (figure && figure.length === 1 && LABEL.test(label))
    return { label: `${label[0]!.toUpperCase()}${label.slice(1)}`, figure };
  return undefined;
}

/**
 * Each quoted part's figure written after its quote: `[value, change]` by the part's label;
 * undefined when no quote has one.
 */
export function quotedFigures(
  masked: string,
  quotes: readonly Quote[],
  items: readonly string[],
): Record<string, string[]> | undefined {
  const figures: Record<string, string[]> = {};
  for (const [index, note] of quoteAnnotations(masked)) {
    const label = quotes[index]?.text;
    const figure = figureOf(note);
    if (!label || !figure || !items.includes(label)) continue;
    figures[label] = figure;
  }
  return Object.keys(figures).length ? figures : undefined;
}

/**
 * When every part is written with its figure ("Revenue $48,200", "42 posts"), the parts become
 * their labels (in `items`, in place) and the figures are returned by label; undefined, and
 * `items` untouched, when any part has none: then no figure was stated for the list.
 */
export function figuresInLabels(items: string[]): Record<string, string[]> | undefined {
  if (items.length < 2) return undefined;
  const read = items.map(labelled);
  if (read.some((part) => !part)) return undefined;
  const parts = read as { label: string; figure: string[] }[];
  items.splice(0, items.length, ...parts.map((part) => part.label));
  return Object.fromEntries(parts.map((part) => [part.label, part.figure]));
}
