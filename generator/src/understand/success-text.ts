/**
 * What a form says once it was sent, when the description quotes it: "If both are fine, replace
 * the form with 'Account created!'", "on success show 'Thanks!'", "after submitting it says
 * 'Message sent'" (`masked` holds ⟦n⟧ for quote n). Words of failure between the moment and the
 * quote make it an error message instead ("On submit show errors: 'Please enter …'").
 */
import { readsAsMessage } from '../text';
import type { Quote } from './quotes';

const SENT =
  /\b(?:(?:when|if|once|after)\b[^.;⟦]{1,60}?\b(?:valid|fine|ok(?:ay)?|correct|submit\w*|sent|sends?|succe\w*|sign(?:ed|s)? ?up|register\w*|created|saved|pass(?:es)?)|on (?:success|submit)|success(?:ful)?(?: message)?)\b[^.;⟦]{0,40}⟦(\d+)⟧/gi;

const FAILING =
  /\b(?:errors?|invalid|wrong|fail\w*|short(?:er)?|missing|required|bad|not|too|under|below|less|empty|unchecked)\b|n['’]t\b/i;

export function readSuccessText(masked: string, quotes: readonly Quote[]): string | undefined {
  for (const match of masked.matchAll(SENT)) {
    if (FAILING.test(match[0])) continue;
    const text = quotes[Number(match[1])]?.text;
    // "when submitting: … (show 'Please enter a valid email')" quotes an error, not a success.
    if (text && text.length <= 80 && !readsAsMessage(text)) return text;
  }
  return undefined;
}
