/**
 * French, German, Spanish and Portuguese descriptions: the common words for components, fields,
 * buttons and lists are read as their English equivalents so every extractor understands them,
 * while the labels the user wrote are kept in the user's language (`labels` maps the English label
 * back). Only phrases of the fixed lexicon (lexicon/language-words.ts) are replaced; every other
 * word is left as written.
 */
import { MARKERS } from '../lexicon/language-words';

const PUNCTUATION = new Set([...'(),.;:!?']);

function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && PUNCTUATION.has(token[start]!)) start += 1;
  while (end > start && PUNCTUATION.has(token[end - 1]!)) end -= 1;
  return token.slice(start, end);
}

const WORD = /[\p{L}\p{N}'’-]/u;
const QUOTE_PAIRS: Record<string, RegExp> = { '"': /"/, "'": /'/, '“': /”/, '‘': /’/ };

export interface Reading {
  /** The description in the English words the extractors read. */
  text: string;
  /** English label (lower case) → the user's own word, for fields and columns. */
  labels: Map<string, string>;
  language?: 'fr' | 'de' | 'es' | 'pt';
}

/**
 * Reads a French, German, Spanish or Portuguese description in English words; English text is
 * returned as is.
 */
export function readInEnglish(text: string): Reading {
  // Whole words only, outside quotes: a quoted label is the user's text, never a marker.
  const tokens = [
    ...new Set(
      text
        .toLowerCase()
        .replace(/(['"‘“])[^'"’”\n]{0,120}['"’”]/g, ' ')
        .split(/\s+/)
        .map(trimPunctuation),
    ),
  ];
  // German compounds name their kind last: "Kontaktformular", "Prozentrechner".
  const compound = (token: string) =>
    token.endsWith('formular') || token.endsWith('formulario') || token.endsWith('rechner');
  const ranked = MARKERS.map(([markers, entries], index) => ({
    hits: tokens.filter(
      (t) => markers.includes(t) || (index === 1 && compound(t) && t !== 'formulario'),
    ).length,
    entries,
    index,
  })).sort((a, b) => b.hits - a.hits);
  const found = ranked[0]!;
  // Two marker words at least: "con" or "mit" alone also appear in English product names.
  if (found.hits < 2) return { text, labels: new Map() };
  const entries = [...found.entries].sort((a, b) => b.phrase.length - a.phrase.length);
  const labels = new Map<string, string>();
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !WORD.test(text[i - 1]!);
    const close = atWordStart ? QUOTE_PAIRS[text[i]!] : undefined;
    const end = close ? text.slice(i + 1, i + 122).search(close) : -1;
    if (end >= 0) {
      // Quoted text is the user's own wording: copied as written. A quoted field name of the
      // lexicon (« Nom ») is still that field, under the user's word.
      const inner = text.slice(i + 1, i + end + 1).trim();
      const named = entries.find((entry) => entry.label && entry.phrase === inner.toLowerCase());
      if (named && !labels.has(named.english)) labels.set(named.english, inner);
      out += text.slice(i, i + end + 2);
      i += end + 2;
      continue;
    }
    const entry = atWordStart
      ? entries.find(
          (candidate) =>
            lower.startsWith(candidate.phrase, i) &&
            !WORD.test(text[i + candidate.phrase.length] ?? ' '),
        )
      : undefined;
    if (!entry) {
      out += text[i];
      i += 1;
      continue;
    }
    const written = text.slice(i, i + entry.phrase.length);
    if (entry.label) labels.set(entry.english, written);
    out += entry.english;
    i += entry.phrase.length;
  }
  return {
    text: out,
    labels,
    language: (['fr', 'de', 'es', 'pt'] as const)[found.index],
  };
}

/** The user's own word for an English label the lexicon supplied, in sentence case. */
export function ownLabel(label: string, labels: Map<string, string>): string {
  const own = labels.get(label.toLowerCase());
  if (!own) return label;
  return own[0]!.toUpperCase() + own.slice(1);
}
