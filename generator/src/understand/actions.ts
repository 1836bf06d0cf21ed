/** Buttons and links the description names, with their labels. */
import { COLOUR_WORDS, sentenceCase, splitList } from '../text';
import type { Quote } from './quotes';

export const STYLE_WORDS = new Set([
  ...COLOUR_WORDS,
  'dropdown',
  'menu',
  'toggle',
  'hamburger',
  'primary',
  'secondary',
  'tertiary',
  'main',
  'big',
  'small',
  'large',
  'outline',
  'outlined',
  'rounded',
  'round',
  'ghost',
  'filled',
  'solid',
  'icon',
  'cta',
  'call-to-action',
  'action',
  'actions',
  'accent',
  'dark',
  'light',
  'bold',
  'full-width',
  'wide',
  'bulk',
  'colored',
  'coloured',
  'colorful',
  'colourful',
]);
export const BUTTON_STOP = new Set([
  'a',
  'an',
  'the',
  'with',
  'plus',
  'has',
  'have',
  'having',
  'its',
  'their',
  'each',
  'one',
  'two',
  'three',
  'four',
  'some',
  'and',
  'or',
  'also',
  'includes',
  'including',
  'containing',
  // "Clicking either button", "pressing any button": which button, not its name.
  'either',
  'both',
  'any',
  'every',
  'this',
  'that',
]);

export function buttonLabels(masked: string): string[] {
  const labels: string[] = [];
  const re = /\bbuttons?\b/gi;
  let match: RegExpExecArray | null;
  while ((match = re.exec(masked))) {
    const plural = /s$/i.test(match[0]);
    // "Filter buttons: All, Active, Completed": the list after the colon names them; the words
    // before name the group.
    // "two buttons, Accept and Decline", "buttons labelled Yes and No": capitalised names after.
    const after = masked.slice(match.index + match[0].length);
    const colon = plural ? /^\s*:\s*([^.;:⟦]+)/.exec(after) : null;
    const listed =
      colon ??
      (plural ? /^(?:,|\s(?:labell?ed|called|named))?\s(\p{Lu}[^.;:⟦]*)/u.exec(after) : null);
    if (listed) {
      const named = splitList(listed[1]!.trim())
        .map((part) => part.replace(/^(?:and|or)\s+/i, '').trim())
        .filter((part) => part && part.split(/\s+/).length <= (colon ? 4 : 3));
      const capitalised = named.every((part) => /^\p{Lu}/u.test(part));
      if (named.length >= 2 && (colon || capitalised)) {
        labels.push(...named.map((part) => sentenceCase(part)));
        continue;
      }
    }
    const before = masked.slice(Math.max(0, match.index - 60), match.index);
    if (/⟦\d+⟧\s*$/.test(before)) continue;
    // "a 3x3 board of buttons", "a row of buttons": what the buttons make up, not their names.
    if (plural && /\bof\s$/i.test(before)) continue;
    // "age radio buttons", "a radio button": choices of a field, not buttons.
    if (/\bradio[\s-]$/i.test(before)) continue;
    const tokens = before
      .split(/(\s+|,)/)
      .filter((t) => t.trim())
      .reverse();
    const taken: string[] = [];
    for (const token of tokens) {
      const lower = token.toLowerCase();
      // "…, Payment and Next/Back buttons": the slashed pair before the noun is the whole list.
      if (plural && !taken.length && /\p{L}\/\p{L}/u.test(token)) {
        taken.push(token);
        break;
      }
      if (plural && (lower === 'and' || lower === 'or' || token === ',')) {
        taken.push(token === ',' ? ',' : 'and');
        continue;
      }
      // A dash closes an aside before the button's name ("dice roller — Roll button").
      // "4 colored buttons": a count before the buttons ends their name as "two" does.
      if (
        BUTTON_STOP.has(lower) ||
        /^\d+$/.test(lower) ||
        token === ',' ||
        /[.:;()—–]/.test(token) ||
        taken.length >= 6
      )
        break;
      taken.push(token);
    }
    let phrase = taken
      .reverse()
      .join(' ')
      .replace(/(?<!\s)\s+,/g, ',');
    if (!phrase.split(/\s+/).some((w) => w && !STYLE_WORDS.has(w.toLowerCase()))) {
      // "a button Envoyer", "a button labelled Save": the label follows the word.
      const after =
        /^\s+(?:(?:labell?ed|called|saying|reading)\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?!(?:and|with|or|to|that|for|at|on|in|which)\b)[\p{L}'’-]+){0,3})/u.exec(
          masked.slice(match.index + match[0].length, match.index + match[0].length + 60),
        );
      if (after) phrase = after[1]!;
    }
    for (const part of plural ? splitList(phrase) : [phrase]) {
      // "… and Increase / Decrease buttons": the conjunction before the list is no label's.
      const kept = part
        .replace(/^(?:and|or)\s+/i, '')
        .split(/\s+/)
        .filter((w) => w && !STYLE_WORDS.has(w.toLowerCase()));
      if (!kept.length || kept.length > 4) continue;
      const label = sentenceCase(kept.join(' ').replace(/-/g, ' ').trim());
      // "+/- buttons": a lone minus is no label once dashes are read as spaces.
      if (label) labels.push(label);
    }
  }
  return labels;
}

export const SECONDARY =
  /^(?:cancel|back|previous|prev|clear|close|dismiss|learn more|skip|reset|no|not now|later|message)\b/i;
export const SUBMIT =
  /^(?:submit|send|sign ?in|log ?in|sign ?up|register|subscribe|pay|save|create account|join|continue|checkout|place order|apply|update|confirm)\b/i;

/** To calculate, in English, French, German, Spanish, Italian and Portuguese. */
const CALCULATE = /^(?:calculate|compute|calculer|berechnen|ausrechnen|calcular|calcola(?:re)?)$/i;

/**
 * The verb a calculator's button is named by, quoted ("pressing 'Calculate'") or capitalised
 * inside a sentence ("then Calculate shows the result"), in the case written.
 */
export function calculateVerb(masked: string, quotes: readonly Quote[]): string | undefined {
  const quoted = quotes.find((quote) => CALCULATE.test(quote.text));
  if (quoted) return quoted.text;
  for (const match of masked.matchAll(/\b\p{Lu}\p{Ll}+\b/gu)) {
    // A capital that starts a sentence says nothing of a name.
    const before = masked.slice(0, match.index).trimEnd();
    if (before !== '' && !/[.!?:]$/.test(before) && CALCULATE.test(match[0])) return match[0];
  }
  return undefined;
}
