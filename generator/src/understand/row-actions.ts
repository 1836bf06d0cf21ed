/**
 * Actions on every row of a table: the labels the description attaches to each row, and where
 * it wrote them, so the data reader does not take them for columns. Rule: a list of labels
 * joined to "each row" or to an action column is buttons in each row, never columns.
 */
import {
  ACTION_COLUMN,
  ACTION_NOUN,
  ACTIONS_ON_ROWS,
  LIST_START,
  ROWS_HAVE,
} from '../lexicon/row-actions';
import { sentenceCase } from '../text';

export interface RowActionReading {
  labels: string[];
  /** Where the phrases are, [start, end) in the text read. */
  spans: [number, number][];
}

const LIMIT = 80;

/** "view, edit / delete and refund" → ["View", "Edit", "Delete", "Refund"]. */
function split(list: string): string[] {
  return list
    .split(/[,/&]|\band\b|\bor\b/)
    .map((part) => part.trim().replace(/^(?:an?|the) /, ''))
    .filter((part) => part && part.split(' ').length <= 3 && /^\p{L}/u.test(part))
    .map(sentenceCase);
}

/** The list that ends at `end`: after the last word that starts one. */
function before(text: string, end: number): { from: number; list: string } {
  const from = Math.max(0, end - LIMIT);
  const window = text.slice(from, end);
  let start = 0;
  for (const found of window.matchAll(LIST_START)) start = found.index + found[0].length;
  return { from: from + start, list: window.slice(start) };
}

/** The list that starts at `start`: in brackets, or up to its noun or the sentence's end. */
function after(text: string, start: number): { to: number; list: string } {
  const window = text.slice(start, start + LIMIT);
  const lead = /^\s*(?::|with|such as|like|for)?\s*/.exec(window)![0].length;
  const rest = window.slice(lead);
  if (rest.startsWith('(')) {
    const close = rest.indexOf(')');
    return close < 0
      ? { to: start, list: '' }
      : { to: start + lead + close + 1, list: rest.slice(1, close) };
  }
  const noun = ACTION_NOUN.exec(rest);
  const stop = /[.;()]/.exec(rest);
  const end = Math.min(
    noun ? noun.index + noun[0].length : rest.length,
    stop?.index ?? rest.length,
  );
  const list = rest.slice(0, noun && noun.index < end ? noun.index : end);
  return { to: start + lead + end, list };
}

/** The row actions a (lower-case) description names, in order, each once. */
export function readRowActions(lower: string): RowActionReading {
  const labels: string[] = [];
  const spans: [number, number][] = [];
  const add = (list: string, span: [number, number]) => {
    const found = split(list);
    if (!found.length) return;
    spans.push(span);
    for (const label of found) if (!labels.includes(label)) labels.push(label);
  };
  for (const found of lower.matchAll(ACTIONS_ON_ROWS)) {
    const { from, list } = before(lower, found.index);
    add(list, [from, found.index + found[0].length]);
  }
  for (const found of [...lower.matchAll(ROWS_HAVE), ...lower.matchAll(ACTION_COLUMN)]) {
    const end = found.index + found[0].length;
    const { to, list } = after(lower, end);
    add(list, [found.index, to]);
  }
  return { labels, spans };
}

/** The text with the row actions' phrases blanked out, the same length. */
export function withoutRowActions(text: string, spans: readonly [number, number][]): string {
  let out = text;
  for (const [from, to] of spans) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  return out;
}
