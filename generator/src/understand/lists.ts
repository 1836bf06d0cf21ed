/** Labels a description lists after (or before) a noun: tabs, columns, steps, items. */
import { type ListCues } from '../list-cues';
import { splitList } from '../text';

import type { Quote } from './quotes';

export const LIST_STOP =
  /(?<!\s)\s+(?:with|where|that|which|plus|so|when|on|in|at|for|to|using|above|below|under|each|sortable|shown|displayed|listed|and an?)\s+(?:\S.*)?$/;

export function cleanItems(raw: string[], quotes: Quote[] = []): string[] {
  // A quoted label is kept whole, however long ("'Sara merged pull request #42'"); words written
  // without quotes are a label only when short.
  const quoted = new Set<string>();
  let items = raw
    .map((item) =>
      item.trim().replace(/^(?:and |or )?⟦(\d+)⟧$/, (all, n: string) => {
        const text = quotes[Number(n)]?.text;
        if (text !== undefined) quoted.add(text);
        return text ?? all;
      }),
    )
    .map((item) =>
      quoted.has(item)
        ? item
        : item
            .replace(/^(?:and|or|then|the|a|an)\s+/i, '')
            .replace(/(?<![.!?;:])[.!?;:]+$/, '')
            // "Go (in that order)": a note on the list, not on its last label.
            .replace(/\s\(in (?:that|this|the same) order\)$/i, '')
            .trim(),
    )
    .filter(
      (item) => item && !/⟦/.test(item) && (quoted.has(item) || item.split(/\s+/).length <= 4),
    );
  const capitalised = items.filter((item) => /^[A-Z0-9$]/.test(item));
  if (capitalised.length >= 2 && capitalised.length >= items.length / 2) items = capitalised;
  return [...new Set(items.map((item) => item.replace(/\s+/g, ' ')))];
}

/** A slashed pair of controls closing a list ("and Next/Back buttons", ", prev/next arrows"). */
const SLASHED_CONTROLS =
  /(?:,|\b(?:and|or|plus|with)\b) ?(?:the )?[\p{L}-]+ ?\/ ?[\p{L}-]+ (?:buttons?|links?|arrows?)\b.*$/iu;

/** The labels a cue's match opens, cleaned ("NOUN: A, B and C" gives A, B and C). */
function listAt(match: RegExpExecArray, cues: ListCues, quotes: Quote[]): string[] {
  // A dash after the labels closes the aside that opened them ("columns — A, B, C — each …"),
  // and a colon opens another list ("… and a link: Alex (CEO), Sam (CTO)").
  // "…, Payment and Next/Back buttons": a slashed pair of controls after the labels is no label.
  // ", plus social icons" adds something else after the labels.
  // A count and its noun before a dash ("KPI row: 4 cards - Revenue …") open the list after it.
  const opened = match[1]!.replace(/^(?:\d{1,2}|two|three|four|five|six) \p{L}+ ?[-–—] /iu, '');
  const [first, ...rest] = opened.split(/\s[—–]\s|:\s|, ?plus /);
  // An aside about the layout before a colon ("cards, 4 in a row: Revenue …") names no label:
  // the list is the one the colon opens.
  const asideParts = splitList(first!);
  const aside =
    rest.length > 0 &&
    opened.startsWith(`${first!}: `) &&
    !/\b(?:each|with)\b/i.test(first!) &&
    asideParts.some((part) => /^\d|\b(?:in a row|per row|across|side by side)\b/i.test(part)) &&
    asideParts.every((part) => !/^(?:[\p{Lu}"“⟦]|(?:and|or) ⟦)/u.test(part.trim()));
  const listed = (aside ? rest[0]! : first!).replace(SLASHED_CONTROLS, '');
  const parts = splitList(listed);
  // Trailing words after the last label ("… and Done columns with drag handles") end the list.
  if (parts.length) parts[parts.length - 1] = parts[parts.length - 1]!.replace(LIST_STOP, '');
  // "a dashboard with KPI cards for Revenue, Orders …": the nearest noun opens the list.
  const nearer = parts.length ? cues.named.exec(parts[0]!)?.[1]?.trim() : undefined;
  if (nearer && nearer !== parts[0]!.trim()) parts[0] = nearer;
  return cleanItems(parts, quotes);
}

/**
 * While lists are read, a decimal point ("3.4%", "$4.50") is not a full stop that ends them, and
 * the brackets of a figure's change ("$48,200 (+12%)") open and close no list.
 */
const DECIMAL_POINT = '\u2024';
const OPEN = '\u207D';
const CLOSE = '\u207E';

/** Finds "NOUN: A, B and C", "NOUN A, B, C", "with A, B and C NOUN", "(A, B, C)" and "A / B / C". */
export function findList(written: string, cues: ListCues, quotes: Quote[] = []): string[] {
  const text = written
    .replace(/(?<=\d)\.(?=\d)/g, DECIMAL_POINT)
    .replace(/\(([+−-]?\d[\d,\u2024]*\s?%?)\)/g, `${OPEN}$1${CLOSE}`);
  return listIn(text, cues, quotes).map((item) =>
    item.replaceAll(DECIMAL_POINT, '.').replaceAll(OPEN, '(').replaceAll(CLOSE, ')'),
  );
}

function listIn(text: string, cues: ListCues, quotes: Quote[]): string[] {
  const patterns = [cues.labelled, cues.named, cues.trailing];
  // Words written in lower case ("column to another (native drag and drop is fine)") are a list
  // only when no cue opens one of labels: "three columns To Do, In Progress and Done".
  let unlabelled: string[] | undefined;
  for (const pattern of patterns) {
    // Every place the cue opens a list, in order: "a timeline style. Items like A, B, C" lists
    // after its second cue.
    for (let from = 0, match = pattern.exec(text); match; match = pattern.exec(text.slice(from))) {
      from += match.index + 1;
      const items = listAt(match, cues, quotes);
      if (items.length < 2) continue;
      if (items.some((item) => /^[\p{Lu}\p{N}$"“]/u.test(item))) return items;
      unlabelled ??= items;
    }
  }
  if (unlabelled) return unlabelled;
  // Last resort: "… with Inbox, Drafts, Sent and Trash", when every part is a capitalised label.
  const trailing = /(?:with|:)\s([^\s:;.()][^:;.()]*)$/.exec(text.trim());
  if (trailing) {
    // "… with 3 slides and Previous / Next buttons": a slashed pair of controls is no label.
    const parts = splitList(trailing[1]!.replace(SLASHED_CONTROLS, ''));
    if (
      parts.length >= 2 &&
      parts.every((part) => /^[A-Z0-9]/.test(part) && part.split(/\s+/).length <= 3)
    )
      return parts;
  }
  const slash = /([A-Z][\w ]{0,30}(?:\s*[/>›»]\s*[A-Z][\w ]{0,30}){1,8})/.exec(text);
  if (slash && /breadcrumb|\//i.test(text)) {
    const items = slash[1]!
      .split(/(?:(?<!\s)\s+)?[/>›»]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
    // "Previous / Next buttons" names a pair of controls, not a list.
    if (items.length >= 2 && !/\s(?:buttons?|links?|arrows?|controls?)$/i.test(items.at(-1)!))
      return items;
  }
  return [];
}
