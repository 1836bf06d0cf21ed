/**
 * A button whose label changes when it is pressed: "an Add to cart button that changes to 'Added'
 * once clicked", "a Follow button that toggles to Following", "a Copy button that turns into
 * Copied!". A toggle goes back on the next press; a change said once stays.
 */
import type { Quote } from './quotes';

export interface LabelChange {
  /** What the button says once pressed. */
  label: string;
  /** Pressing again gives the first label back ("toggles", "and back"). */
  toggles: boolean;
}

/**
 * "changes to 'Added'", "toggles to Following", "turns into Copied!": the new label, quoted or one
 * to three words that start with a capital, up to a boundary.
 */
const CHANGES =
  /\b(?:changes?|switch(?:es)?|turns?|toggles?|flips?) (?:(?:its )?(?:label|text) )?(?:in)?to (?:say(?:ing)? |read(?:ing)? )?(⟦\d+⟧|\p{Lu}[\p{L}\d'’-]*(?: [\p{L}\d'’-]+){0,2}?[!.]?)(?=$|[,;)]|\.(?: |$)| (?:once|when|after|on|if|and|until|while|for)\b)/u;
/** "becomes 'Added'", "reads 'Saved' once clicked": only a quoted label, these verbs being common. */
const BECOMES =
  /\b(?:becomes?|reads?|says?|shows?) (⟦\d+⟧)(?= ?[.,;)]| ?$| (?:once|when|after|on)\b)/;
const TOGGLES = /\btoggles?\b|\b(?:and|then)\s+back\b|\bagain\b/i;

export function readLabelChange(written: string, quotes: Quote[]): LabelChange | undefined {
  // One space between words, so the patterns need not allow for more.
  const masked = written.replace(/\s+/g, ' ');
  const match = CHANGES.exec(masked) ?? BECOMES.exec(masked);
  if (!match) return undefined;
  const quoted = /^⟦(\d+)⟧$/.exec(match[1]!);
  const label = quoted ? quotes[Number(quoted[1])]?.text : match[1]!.replace(/\.$/, '');
  if (!label) return undefined;
  return { label, toggles: TOGGLES.test(masked) };
}
