/**
 * Coordination read generally: "X, Y and Z <noun>", "<noun>: X, Y, Z", "<noun> (X, Y, Z)",
 * "X / Y / Z", "between X, Y and Z", "with X, Y and Z". Each list becomes that many labels, in
 * order, attached to the noun it qualifies (before or after it), whatever the archetype.
 */
import { CHART_ITEM } from '../lexicon/charts';
import { DESCRIPTIVE, countOf, isAttributeNoun, partNoun } from './nouns';

export interface Enumeration {
  labels: string[];
  /** The part noun the list qualifies, singular, when the text names one. */
  noun?: string;
  /** Options of one part ("monthly/yearly toggle"): that part's noun; `noun` is then "option". */
  of?: string;
  /** A count stated with the noun ("three plans"). */
  count?: number;
}

/** Words after which a list's first label starts ("with", "between", "named" …). */
const LEAD =
  /^(?:with|of|for|about|between|showing|shows?|displaying|displays?|including|includes?|like|named|called|labell?ed|titled|has|have|having|containing|contains?|listing|lists?|offering|offers?|by|from|are|is|as|among|avec|mit|con|entre|zwischen|für|pour|para|de|du|des|von)$/;
/** Words that end a list's last label ("with", "that", "where" …). */
const TAIL =
  /^(?:with|that|which|where|each|for|to|in|on|at|when|so|below|above|under|after|before|using|via|plus|is|are|should|must|can|will|sorted|sortable|shown|displayed|listed|and|or|as|next|beside|underneath|inside|from|by|if|then|avec|mit|con|pour|para|que|qui|die|der|das)$/;
const ARTICLE =
  /^(?:a|an|the|one|each|every|per|chaque|jede|jeder|jedes|cada|some|its|their|his|her|my|our|your|un|une|le|la|les|ein|eine|einen|der|die|das|el|los|las|unos|unas)$/i;
/** Words that join a list's labels ("A, B and C", "A, B et C", "A und B"). */
const CONJUNCTION = new Set(['and', 'or', '&', 'et', 'und', 'y', 'e', 'ou', 'oder', 'plus']);

/**
 * Splits a single-spaced text at commas and joining words into the runs of words between them.
 * (A word scan instead of a pattern, so long texts cost linear time.)
 */
function splitAtSeparators(text: string): string[][] {
  const out: string[][] = [[]];
  let afterComma = false;
  for (const token of text.split(' ').filter(Boolean)) {
    const current = out[out.length - 1]!;
    // "Basic, Plus and Pro": a capitalised Plus is a name, not "plus" joining two labels; and
    // ", plus social icons" opens a phrase of its own after the list.
    const joins =
      CONJUNCTION.has(token.toLowerCase()) && token !== 'Plus' && !(token === 'plus' && afterComma);
    if (joins && (current.length || afterComma)) {
      if (!afterComma) out.push([]);
      afterComma = false;
      continue;
    }
    afterComma = false;
    if (token.endsWith(',')) {
      const word = token.slice(0, -1);
      if (word) current.push(word);
      out.push([]);
      afterComma = true;
      continue;
    }
    current.push(token);
  }
  return out.filter((seg) => seg.length);
}
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*$/u;
/** A quoted label, as the quotes' reading marks it in the text. */
const QUOTED = /^⟦\d+⟧$/;

interface Segment {
  words: string[];
}

const OPENING = new Set(['(', '"', "'", '“', '‘']);
const CLOSING = new Set([')', '"', "'", '”', '’', ':', '.', '!', '?', ',']);

function trimPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && OPENING.has(word[start]!)) start++;
  while (end > start && CLOSING.has(word[end - 1]!)) end--;
  return word.slice(start, end);
}

/** How a part works, not what it says: "a live word count" is labelled "word count". */
const MANNER = /^(?:live|real-?time|instant|automatic)$/i;

/** A number's unit or bound: "25 minute work", "280 max", "30 %" are amounts, not parts. */
const AMOUNT =
  /^(?:minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|years?|ms|%|percent|px|max(?:imum)?|min(?:imum)?|characters?|chars?|words?|kg|lbs?|cm|mm|km|miles?)$/i;

/** The words of a label, without articles or a manner in front and punctuation around. */
function cleanLabel(wordsIn: string[]): string[] {
  let w = wordsIn.map((x) => trimPunctuation(x)).filter(Boolean);
  // "25 minute work sessions", "280 max": an amount of something, which names no part.
  const amount = w.findIndex((x) => /^\d+(?:[.,]\d+)?$/.test(x));
  if (amount >= 0 && amount <= 1 && AMOUNT.test(w[amount + 1] ?? '')) return [];
  while (
    w.length &&
    (ARTICLE.test(w[0]!) || countOf(w[0]!) !== undefined || (w.length > 1 && MANNER.test(w[0]!)))
  )
    w = w.slice(1);
  return w;
}

/** The label at the end of a segment: the words after its last lead word or part noun. */
function trailing(seg: Segment): { label: string[]; noun?: string; count?: number } {
  const w = seg.words;
  let start = 0;
  let noun: string | undefined;
  let count: number | undefined;
  for (let i = w.length - 1; i >= 0; i--) {
    const word = w[i]!;
    if (LEAD.test(word)) {
      start = i + 1;
      break;
    }
    const n = i < w.length - 1 ? partNoun(word) : undefined;
    if (n) {
      noun = n;
      start = i + 1;
      break;
    }
  }
  // The head noun before the lead word: "tabs for A, B", "three plans with …".
  for (let i = start - 1; i >= Math.max(0, start - 5); i--) {
    const n = partNoun(w[i]);
    if (n && !noun) noun = n;
    const c = countOf(w[i] ?? '');
    if (c !== undefined && count === undefined && noun) count = c;
  }
  return { label: cleanLabel(w.slice(start)), noun, count };
}

/** A segment that starts a phrase of its own: "a Send button", "passwords must match". */
function standsAlone(seg: Segment): boolean {
  const w = seg.words;
  // "name, email, message, with a subscribe checkbox": a lead word opens a phrase of its own.
  if (LEAD.test((w[0] ?? '').toLowerCase())) return true;
  // ", plus social icons": something else added after the list (a capitalised Plus is a name).
  if (w[0] === 'plus') return true;
  if (ARTICLE.test(w[0] ?? '') && w.slice(1).some((x) => partNoun(x))) return true;
  const verb = w.findIndex(
    (x, i) => i > 0 && /^(?:is|are|should|must|can|will|has|have)$/i.test(x),
  );
  return verb > 0 && verb <= 3;
}

/** The label at the start of a segment: its words up to a tail word, and a noun just after. */
function leading(seg: Segment): { label: string[]; noun?: string; counted?: boolean } {
  const w = seg.words;
  let end = w.length;
  let noun: string | undefined;
  for (let i = 0; i < w.length; i++) {
    if (i > 0 && TAIL.test(w[i]!)) {
      end = i;
      break;
    }
    const n = i > 0 ? partNoun(w[i]) : undefined;
    if (n) {
      noun = n;
      end = i;
      break;
    }
  }
  // "… and 3 checkboxes": a count before the noun makes it parts of their own, not the list's noun.
  const before = w
    .slice(0, end)
    .map(trimPunctuation)
    .filter((x) => x && !ARTICLE.test(x));
  const counted = noun !== undefined && before.length === 1 && countOf(before[0]!) !== undefined;
  return {
    label: cleanLabel(w.slice(0, end)),
    ...(noun ? { noun } : {}),
    ...(counted ? { counted } : {}),
  };
}

/** A modal or linking verb after the first word makes a rule, not a label ("email must be valid"). */
const RULE_VERB =
  /^(?:must|should|shall|is|are|be|needs?|looks?|seems?|stays?|remains?|becomes?|turns?|the)$/i;
/** A clause's first word, never a label's: "after sending", "until it is valid". */
const CLAUSE_START = /^(?:after|before|until|unless|when|whenever|while|once|if|then)$/i;
/** An instruction to the person, never a label: "see your age", "enter your name". */
const PERSON_VERB = /^(?:see|enter|type|pick|choose|select|get|view|find|check|know)$/i;
const POSSESSIVE = /^(?:your|my|their|our|his|her)$/i;

function isShortLabel(words: string[]): boolean {
  return (
    words.length >= 1 &&
    words.length <= 4 &&
    words.every((w) => WORD.test(w)) &&
    !CLAUSE_START.test(words[0]!) &&
    !(PERSON_VERB.test(words[0]!) && POSSESSIVE.test(words[1] ?? '')) &&
    // "a 3x3 grid" gives a size, read as a count of cells, not a label.
    !/^\d{1,2}[x×]\d{1,2}$/i.test(words[0]!) &&
    !words.some((w, i) => i > 0 && RULE_VERB.test(w))
  );
}

/** A list made only of descriptive words or behaviours is not parts ("sortable and paginated"). */
function isDescriptive(labels: string[], behaviour: (label: string) => boolean): boolean {
  return labels.every(
    (l) =>
      (/^\P{Lu}/u.test(l) && l.split(/\s+/).every((w) => DESCRIPTIVE.has(w.toLowerCase()))) ||
      behaviour(l),
  );
}

/** Splits one clause at its separators and reads every run of two or more labels. */
function listsInClause(clause: string, behaviour: (label: string) => boolean): Enumeration[] {
  const found: Enumeration[] = [];
  const colon = clause.indexOf(':');
  let headNoun: string | undefined;
  let headCount: number | undefined;
  let body = clause;
  if (colon > 0) {
    const head = clause.slice(0, colon).trim().split(/\s+/);
    for (let i = head.length - 1; i >= Math.max(0, head.length - 4); i--) {
      headNoun ??= partNoun(head[i]);
      const c = countOf(head[i] ?? '');
      if (c !== undefined && headCount === undefined) headCount = c;
    }
    body = clause.slice(colon + 1);
    found.push(...listsInClause(clause.slice(0, colon), behaviour));
  }
  const segments: Segment[] = splitAtSeparators(body.trim()).map((words) => ({ words }));
  let run: { label: string[]; noun?: string }[] = [];
  let first: { noun?: string; count?: number } = {};
  const close = (last?: { label: string[]; noun?: string; counted?: boolean }) => {
    // "small, medium and large sizes" lists the component's variations, not its parts.
    if ([...run, ...(last ? [last] : [])].some((i) => isAttributeNoun(i.label.at(-1)))) {
      run = [];
      return;
    }
    // "… and a bar chart of signups": a chart is a part of its own, not one of the list's labels.
    const items = (last && last.label.length ? [...run, last] : run).filter(
      (i) => !isDescriptive([i.label.join(' ')], behaviour) && !CHART_ITEM.test(i.label.join(' ')),
    );
    // "(… 42) and Follow and Message buttons": a conjunction left before the first label is none of it.
    const labels = items
      .map((i) => i.label.join(' ').replace(/^(?:and|or|&)\s+/i, ''))
      .filter(Boolean);
    // A bare noun ("columns") or a lower-case phrase ending in one ("social icons") names
    // parts; it is not a label.
    if (
      items.some(
        (i) => (i.label.length === 1 || /^\P{Lu}/u.test(i.label[0]!)) && partNoun(i.label.at(-1)),
      )
    ) {
      run = [];
      return;
    }
    if (labels.length >= 2 && items.every((i) => isShortLabel(i.label))) {
      const ownNouns = items.map((i) => i.noun).filter(Boolean);
      if (!isDescriptive(labels, behaviour)) {
        const noun =
          (last?.noun && ownNouns.length === 1 ? last.noun : undefined) ??
          first.noun ??
          (colon > 0 ? headNoun : undefined) ??
          (last?.counted ? undefined : last?.noun);
        const count = first.count ?? (colon > 0 ? headCount : undefined);
        found.push({
          labels,
          ...(noun ? { noun } : {}),
          ...(count !== undefined ? { count } : {}),
        });
      }
    }
    run = [];
  };
  segments.forEach((seg, i) => {
    const isLast = i === segments.length - 1;
    const whole = cleanLabel(seg.words);
    const simple = isShortLabel(whole) && !seg.words.some((w, k) => k > 0 && TAIL.test(w));
    if (run.length && simple && !isLast && !partNoun(seg.words.at(-1))) {
      // "name, email, with Save and Cancel buttons": the lead word is not part of the label.
      const lead = LEAD.test(trimPunctuation(whole[0] ?? '').toLowerCase());
      run.push({ label: lead ? whole.slice(1) : whole });
      return;
    }
    let rest = seg;
    if (run.length) {
      const alone = standsAlone(seg);
      const last = alone ? undefined : leading(seg);
      close(last);
      // A list that ended at its noun ("… and Baz toggles near X") starts no new one from it.
      if (last?.noun)
        rest = { words: seg.words.slice(seg.words.findIndex((w) => partNoun(w)) + 1) };
    }
    if (isLast) return;
    const start = trailing(rest);
    first = {
      ...(start.noun ? { noun: start.noun } : {}),
      ...(start.count ? { count: start.count } : {}),
    };
    if (start.label.length) run = [{ label: start.label }];
  });
  return found;
}

/** "plans (Free, Pro, Team)": a noun and its labels in brackets, read and taken out of the text. */
function bracketed(
  text: string,
  behaviour: (label: string) => boolean,
  found: Enumeration[],
): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf('(', at); open !== -1; open = text.indexOf('(', at)) {
    const close = text.indexOf(')', open);
    if (close === -1 || close - open > 200) break;
    // Quoted labels in brackets ("cards in To Do ('Write spec', 'Set up repo')") are labels too.
    const labels = splitAtSeparators(text.slice(open + 1, close))
      .map((words) => cleanLabel(words))
      .filter((words) => isShortLabel(words) || (words.length === 1 && QUOTED.test(words[0]!)))
      .map((w) => w.join(' '));
    const head = text
      .slice(Math.max(at, open - 60), open)
      .trim()
      .split(' ')
      .slice(-4);
    out += text.slice(at, open);
    at = close + 1;
    if (labels.length < 2 || isDescriptive(labels, behaviour)) {
      out += text.slice(open, close + 1);
      continue;
    }
    // The list in brackets ends a phrase: what follows starts a new one.
    out += ' ; ';
    const noun = head.map((w) => partNoun(w)).findLast(Boolean);
    const count = head.map(countOf).find((c) => c !== undefined);
    found.push({ labels, ...(noun ? { noun } : {}), ...(count !== undefined ? { count } : {}) });
  }
  return out + text.slice(at);
}

const MARKUP_NOUN = /^(?:roles?|attributes?|tags?|elements?)$/i;
const SLASH_PART = /^\p{L}[\p{L}\p{N}'’-]*$/u;

/**
 * "monthly/yearly toggle", "List / Grid / Map": one part with options, replaced by a marker so
 * the comma reading sees one phrase. Links and dates ("a/b/c.html", "10/12") are not options.
 */
function slashed(text: string, found: Enumeration[]): string {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let parts: string[] = [];
    let next = i + 1;
    if (words[i]!.includes('/')) parts = words[i]!.split('/');
    else if (words[i + 1] === '/') {
      parts = [words[i]!];
      while (words[next] === '/' && words[next + 1]) {
        parts.push(words[next + 1]!);
        next += 2;
      }
    }
    const clean = parts.map((p) => trimPunctuation(p));
    if (
      clean.length < 2 ||
      !clean.every((p) => SLASH_PART.test(p)) ||
      clean.some((p) => /^(?:or|and|w)$/i.test(p))
    ) {
      out.push(words[i]!);
      continue;
    }
    // "tablist/tab/tabpanel roles", "aria-expanded/aria-controls attributes": markup, not options.
    if (MARKUP_NOUN.test(trimPunctuation(words[next] ?? ''))) {
      out.push(...words.slice(i, next));
      i = next - 1;
      continue;
    }
    const noun = partNoun(words[next]);
    found.push({ labels: clean, noun: 'option', ...(noun ? { of: noun } : {}) });
    out.push('⟪options⟫');
    i = next - 1;
  }
  return out.join(' ');
}

export function findEnumerations(
  masked: string,
  behaviour: (label: string) => boolean,
): Enumeration[] {
  const found: Enumeration[] = [];
  // An example ("the count in brackets, e.g. 'To Do (3)'") closes the phrase before it.
  const text = slashed(bracketed(masked, behaviour, found), found).replace(
    /,?\s?\b(?:e\.g\.|i\.e\.|for example|for instance)\s?/gi,
    ' ; ',
  );
  for (const clause of text.split(/[.;!?](?:\s|$)|\n|\s[—–]\s/))
    if (clause.trim()) found.push(...listsInClause(clause.trim(), behaviour));
  return found;
}
