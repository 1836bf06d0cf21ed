/**
 * A form's messages as the description quotes them: "'Please enter a valid email' if the email
 * isn't valid", "'You must accept the terms' if unchecked". Each message goes to the one field it
 * names (by a word of its label, or the word for its kind: email, password, terms), which then
 * says it whichever of its rules fails; the minimum length the message states ("at least 8
 * characters") is the one checked.
 */
import type { Field } from '../model';
import { readsAsMessage } from '../text';
import type { Quote } from './quotes';

const words = (text: string): string[] =>
  (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !COMMON.has(word));

const COMMON = new Set(['the', 'and', 'you', 'your', 'must', 'please', 'enter', 'valid', 'field']);

/** Words a message uses for a field of a kind, besides the words of its label. */
const KIND_WORDS: Partial<Record<Field['type'], string[]>> = {
  email: ['email', 'e-mail', 'mail'],
  password: ['password'],
  checkbox: ['terms', 'agree', 'accept', 'conditions', 'privacy'],
};

/** Gives each field the message quoted for it; returns the quotes used. */
export function readStatedErrors(quotes: readonly Quote[], fields: Field[]): string[] {
  const used: string[] = [];
  for (const quote of quotes) {
    if (!readsAsMessage(quote.text)) continue;
    const said = new Set(
      words(quote.text.replace(/e-mail/gi, 'email')).map((word) => word.replace(/s$/, '')),
    );
    // "Passwords do not match" is the confirmation's, the field that must match another.
    const matching = /\bmatch/i.test(quote.text)
      ? fields.filter((field) => field.errorText === undefined && field.validation.match)
      : [];
    const named = matching.length
      ? matching
      : fields.filter(
          (field) =>
            field.errorText === undefined &&
            [...words(field.label), ...(KIND_WORDS[field.type] ?? [])].some((word) =>
              said.has(word.replace(/s$/, '')),
            ),
        );
    // Of several ("Password", "Confirm password"), the one whose every word the message says.
    const whole = named.filter((field) =>
      words(field.label).every((word) => said.has(word.replace(/s$/, ''))),
    );
    const field = named.length === 1 ? named[0] : whole.length === 1 ? whole[0] : undefined;
    if (!field) continue;
    field.errorText = quote.text;
    // "You must accept the terms": a box the form cannot be sent without.
    if (field.type === 'checkbox' && /\b(?:must|required|need to|have to)\b/i.test(quote.text))
      field.required = true;
    const least = /\bat least (\d{1,3}) (?:characters?|chars?|letters?)\b/i.exec(quote.text);
    if (least) field.validation.minLength = Number(least[1]);
    used.push(quote.text);
  }
  return used;
}
