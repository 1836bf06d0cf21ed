/**
 * What a control says while nothing is chosen yet, when the description quotes it: "before any
 * click show 'Not rated yet'", "'No rating yet' until a star is clicked", "initially it reads
 * 'Pick a plan'" (`masked` holds ⟦n⟧ for quote n).
 */
import type { Quote } from './quotes';

const BEFORE =
  /\b(?:before (?:any(?:thing)?|a|the first|one) ?(?:click|selection|rating|vote|choice|star)?s?(?: is)?(?: (?:clicked|chosen|selected|given|made))?|until (?:a|one|the first|any) [a-z]{1,10} (?:is )?(?:clicked|chosen|selected|given|made|picked)|at first|initially|by default|at the start|to start with),? (?:it )?(?:should )?(?:shows?|says?|reads?|displays?)? ?⟦(\d+)⟧/i;
const UNTIL =
  /⟦(\d+)⟧,? (?:is shown |shows |appears )?(?:until|before) (?:a|one|the first|any|anything) ?[a-z]{0,10} (?:is )?(?:clicked|chosen|selected|given|made|picked)\b/i;

export function readUnsetText(masked: string, quotes: readonly Quote[]): string | undefined {
  const match = BEFORE.exec(masked) ?? UNTIL.exec(masked);
  return match ? quotes[Number(match[1])]?.text : undefined;
}
