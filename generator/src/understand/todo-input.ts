/**
 * A to-do list's new-item input named without quotes: "a text field labelled New task", "an input
 * called What needs doing?", "an input for the item name". The label runs from the naming word to
 * the next joining word or punctuation, a few words at most; a question keeps its question mark.
 * And the parts of the list's own UI its items must not take: its count ("a counter of remaining
 * items", "how many are left").
 */

/** A control the new item is typed into. */
const INPUT_KIND = /\b(?:text ?field|text ?box|text input|field|input|box)\b/gi;
/** Words that name it next: "labelled", "called", or "for" what is typed. */
const NAMING =
  /^\s+(?:(labell?ed|called|named|titled|saying)|(?:for|to enter)(?:\s+(?:the|a|an|each|every))?)\s+/i;
/** Words that end a label written without quotes: a new part or clause begins. */
const STOP = new Set(
  [
    'and',
    'with',
    'that',
    'which',
    'plus',
    'then',
    'where',
    'next',
    'beside',
    'above',
    'below',
  ].concat(['under', 'while', 'when', 'showing', 'shows']),
);
/** After "for", what is typed ends at any preposition too ("for the item name on top"). */
const STOP_AFTER_FOR = new Set(['to', 'for', 'or', 'on', 'in', 'at', 'so', 'of']);
const MAX_WORDS = 6;

function label(rest: string, named: boolean): string | undefined {
  const taken: string[] = [];
  for (const word of rest.split(/\s+/)) {
    const bare = /[,;.!:)]$/.test(word) ? word.slice(0, -1) : word;
    if (bare === '' || word.includes('⟦')) break;
    const lower = bare.toLowerCase();
    if (taken.length && (STOP.has(lower) || (!named && STOP_AFTER_FOR.has(lower)))) break;
    taken.push(bare);
    // A question ends at its mark; other punctuation ends the label before it.
    if (bare !== word || bare.endsWith('?') || taken.length > MAX_WORDS) break;
  }
  if (!taken.length || taken.length > MAX_WORDS) return undefined;
  // "for adding tasks" says what the input does, not what it is called.
  if (!named && /ing$/i.test(taken[0]!)) return undefined;
  const text = taken.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The new-item input's label written without quotes, when the description gives one. */
export function readUnquotedInputLabel(masked: string): string | undefined {
  for (const kind of masked.matchAll(INPUT_KIND)) {
    const after = masked.slice(kind.index + kind[0].length);
    const naming = NAMING.exec(after);
    if (!naming) continue;
    const found = label(after.slice(naming[0].length), naming[1] !== undefined);
    if (found) return found;
  }
  return undefined;
}

/** "a counter of remaining items", "a count of what is left", "how many are left": the list's count. */
const COUNT_PART = /\b(?:counters?|counts?|tally|how many)\b|\b(?:remaining|left)$/i;

/** Whether a listed item names the list's own count rather than an entry. */
export function namesCount(item: string): boolean {
  return COUNT_PART.test(item.trim());
}
