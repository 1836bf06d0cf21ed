/**
 * The requirements checklist: what a description asked for, as a list of parts (with their
 * verbatim labels), constraints and behaviours. Plain data, so a caller can store it, show it and
 * check any files against it (ours or a model provider's).
 */
import { cleanText, readsAsMessage, wantedMatch } from '../text';
import { withoutFrameworkPhrase } from '../understand/description';
import { extractQuotes, standardQuotes, unmask, withoutAnnotations } from '../understand/quotes';
import { findEnumerations } from './enumerations';
import { DESCRIPTIVE, countOf, partNoun } from './nouns';
import { RULES } from './rules';

export type RequirementKind = 'part' | 'constraint' | 'behaviour';

/** One thing the description asked for, before it is checked. */
export interface Requirement {
  /** Stable within one checklist: kind, part and label in kebab-case ("part-button-accept-all"). */
  id: string;
  kind: RequirementKind;
  /** The user's own words: a part's label, or the constraint or behaviour in short. */
  label: string;
  /** For a part: what it is, singular ("button", "column", "field", "option", "item"). */
  part?: string;
  /** For an option: the part it is an option of ("toggle" for "a monthly/yearly toggle"). */
  of?: string;
  /** For a part asked for by number only ("four metric cards"): how many. */
  count?: number;
  /** For a constraint or behaviour: the rule that checks it, and the numbers it states. */
  rule?: string;
  values?: number[];
  /** For a rule that reads words (a placement): its part, relation and reference. */
  words?: string[];
}

/** A requirement checked against produced files. */
export interface RequirementItem {
  id: string;
  kind: RequirementKind;
  label: string;
  met: boolean;
  /** Why it is not met, in words a person understands; absent when met. */
  reason?: string;
}

/** Nouns whose label is the visible text of the part ("Remember me checkbox", "Save button"). */
const LABELLED_NOUNS =
  /^(?:button|checkbox|toggle|switch|link|tab|radio|option|chip|tag|filter|view|step|plan|tier|column|field|input)$/;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'x'
  );
}

/** A label that names what a component does ("sortable", "paginated"), not one of its parts. */
export function isBehaviour(label: string): boolean {
  const lower = label.toLowerCase();
  return RULES.some((rule) => rule.kind === 'behaviour' && rule.cue.test(lower));
}

/** The noun of the words around a quote: `"Go" button`, `a checkbox labelled "Keep me in"`. */
function quoteNoun(before: string, after: string): string | undefined {
  const next = after.trim().split(/\s+/)[0];
  const prev = before.trim().split(/\s+/).slice(-3).reverse();
  return partNoun(next) ?? prev.map((w) => partNoun(w)).find(Boolean);
}

/** The form or table words that say what an unlabelled list's items are. */
function defaultNoun(lower: string): string {
  if (/\b(?:table|grid of rows|columns?)\b/.test(lower)) return 'column';
  if (
    /\b(?:form|formulaire|formular|formulario|sign ?up|sign ?in|log ?in|register|fields?|inputs?)\b/.test(
      lower,
    )
  )
    return 'field';
  return 'item';
}

/** Single parts named by their label: "a Save button", "a remember-me checkbox". */
const SINGLE =
  /(?:^|[\s,(])(?:an?|the|one|plus(?:\s+(?:an?|the|one))?)\s+((?:[\p{L}\p{N}'’-]+\s){1,3}?)(buttons?|checkbox(?:es)?|toggles?|switch(?:es)?|links?|tabs?)\b/giu;
/** "four metric cards", "six single-digit boxes", "3 plans". */
const COUNTED =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+((?:[\p{L}-]+\s?){1,3})/giu;
/** Quotes one after another, joined by commas, "and", "or" or "&". */
const QUOTE_RUN = /⟦\d+⟧(?: ?(?:[,&]|and|or|, and|, or) ?⟦\d+⟧)+/g;
const GRID = /\b(\d)\s*[x×]\s*(\d)\s+grid\b/i;

/** Reads the checklist from a description; never throws, an empty text gives an empty list. */
export function extractRequirements(description: string): Requirement[] {
  // The words that choose the framework name no part ("built with Kiln's design system").
  const text = withoutFrameworkPhrase(
    standardQuotes(cleanText(typeof description === 'string' ? description : '')),
  );
  const { quotes, masked: written } = extractQuotes(text);
  // A list of quoted labels with values or notes after them is still one list.
  const masked = withoutAnnotations(written);
  const lower = masked.toLowerCase();
  const out: Requirement[] = [];
  const ids = new Set<string>();
  const labelsSeen = new Set<string>();
  const push = (req: Omit<Requirement, 'id'>) => {
    const key = req.kind === 'part' ? `${req.part}:${req.label.toLowerCase()}` : req.label;
    if (req.kind === 'part' && req.count === undefined) {
      const seen = req.label
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .replace(/s$/, '');
      if (labelsSeen.has(seen)) return;
      labelsSeen.add(seen);
    }
    let id = `${req.kind}-${slug(req.part ? `${req.part} ${req.label}` : req.label)}`;
    for (let n = 2; ids.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
    if (
      out.some((r) => (r.kind === 'part' ? `${r.part}:${r.label.toLowerCase()}` : r.label) === key)
    )
      return;
    ids.add(id);
    out.push({ id, ...req });
  };
  const unquote = (label: string) => unmask(label, quotes);

  // Lists first, so a quoted label inside a list keeps the list's noun.
  const lists = findEnumerations(masked, isBehaviour);
  const counted = new Set<string>();
  for (const list of lists) {
    const part = list.noun ?? defaultNoun(lower);
    if (list.noun) counted.add(list.noun);
    for (const label of list.labels) {
      // "Message (textarea)": the kind in brackets says what control it is, not its name.
      const own = unquote(label).replace(
        /(?<=\S)\s+(?:textarea|text area|text field|dropdown|select)$/i,
        '',
      );
      if (/⟦|⟪/.test(own)) continue;
      push({ kind: 'part', label: own, part, ...(list.of ? { of: list.of } : {}) });
    }
  }
  // A run of quotes ("switches: 'Email', 'Push', 'SMS'") takes the noun one of them is next to.
  const nouns = quotes.map((quote) => quoteNoun(quote.before, quote.after));
  for (const run of masked.matchAll(QUOTE_RUN)) {
    const members = [...run[0].matchAll(/⟦(\d+)⟧/g)].map((m) => Number(m[1]));
    // "Products: 'Red Shirt', 'Blue Jeans'": a run after a colon lists what the word before it names.
    const before = masked.slice(0, run.index).trimEnd();
    const colon = before.endsWith(':') ? before.slice(0, -1).split(' ').at(-1)! : undefined;
    const noun =
      members.map((n) => nouns[n]).find(Boolean) ??
      (colon !== undefined ? (partNoun(colon.toLowerCase()) ?? 'item') : undefined);
    for (const n of members) nouns[n] ??= noun;
  }
  // A quote that reads as a message ("Please enter a valid email") is text said, whatever noun
  // stands beside it ("errors next to the fields: …").
  quotes.forEach((quote, n) => {
    push({
      kind: 'part',
      label: quote.text,
      part: readsAsMessage(quote.text) ? 'text' : (nouns[n] ?? 'text'),
    });
  });
  for (const m of masked.matchAll(SINGLE)) {
    const words = m[1]!
      .trim()
      .split(/\s+/)
      .filter((w) => !DESCRIPTIVE.has(w.toLowerCase()));
    const noun = partNoun(m[2]);
    if (!noun || !words.length || words.some((w) => /⟦|⟪/.test(w))) continue;
    if (!LABELLED_NOUNS.test(noun) || words.length > 3) continue;
    if (words.some((w) => countOf(w) !== undefined || /^(?:of|with|and|for|to)$/i.test(w)))
      continue;
    // "a shipping radio button": a field's choices, not a button.
    if (noun === 'button' && /^radio$/i.test(words.at(-1)!)) continue;
    push({ kind: 'part', label: words.join(' ').replace(/-/g, ' '), part: noun });
  }
  const grid = GRID.exec(masked);
  if (grid) {
    const count = Number(grid[1]) * Number(grid[2]);
    push({ kind: 'part', label: `${grid[1]}×${grid[2]} grid`, part: 'cell', count });
  }
  for (const m of masked.matchAll(COUNTED)) {
    const count = countOf(m[1]!);
    // The head is the last part noun of the phrase: "three stat cards" counts cards.
    const words = m[2]!.trim().split(/\s+/);
    let end = -1;
    words.forEach((w, i) => {
      if (partNoun(w) && (end === i - 1 || end === -1)) end = i;
    });
    const noun = end >= 0 ? partNoun(words[end]) : undefined;
    if (count === undefined || count < 2 || !noun) continue;
    const nouns = words.slice(0, end + 1).map((w) => partNoun(w));
    if (nouns.some((n) => n && counted.has(n))) continue;
    counted.add(noun);
    push({
      kind: 'part',
      label: `${m[1]} ${words.slice(0, end + 1).join(' ')}`,
      part: noun,
      count,
    });
  }
  for (const rule of RULES) {
    // A behaviour turned down ("no autoplay please") is no requirement.
    const m = wantedMatch(rule.cue, lower);
    if (!m) continue;
    const values = m
      .slice(1)
      .filter((v): v is string => v !== undefined && /^-?\d+(?:\.\d+)?$/.test(v))
      .map(Number);
    const words = rule.words?.(m);
    if (rule.words && !words) continue;
    push({
      kind: rule.kind,
      label: rule.label(m),
      rule: rule.id,
      ...(values.length ? { values } : {}),
      ...(words ? { words } : {}),
    });
  }
  return out;
}
