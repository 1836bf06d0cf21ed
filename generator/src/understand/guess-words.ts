/**
 * What a guess-the-number game says, when the description quotes it: "Feedback: 'Too high!', 'Too
 * low!' or 'You got it!'", "outside 1-100 show 'Enter a number between 1 and 100'". Each quote is
 * read by its words: `high`, `low`, `found` and `invalid`.
 */
import type { Quote } from './quotes';

const KINDS: [string, RegExp][] = [
  ['high', /\btoo (?:high|big|large)\b|\bgo lower\b|\btry lower\b/i],
  ['low', /\btoo (?:low|small)\b|\bgo higher\b|\btry higher\b/i],
  [
    'invalid',
    /\bbetween \d+ and \d+\b|\bfrom \d+ to \d+\b|\bvalid number\b|\benter a (?:whole )?number\b/i,
  ],
  ['found', /\bgot it\b|\bcorrect\b|\byou (?:win|won|guessed)\b|\bcongrat/i],
];

export function readGuessWords(quotes: readonly Quote[]): Record<string, string> {
  const said: Record<string, string> = {};
  for (const quote of quotes) {
    const kind = KINDS.find(([, pattern]) => pattern.test(quote.text))?.[0];
    if (kind && !said[kind]) said[kind] = quote.text;
  }
  return said;
}
