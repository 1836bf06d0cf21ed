/**
 * What a control says while nothing is chosen yet, when the description quotes it: "before any
 * click show 'Not rated yet'", "'No rating yet' until a star is clicked", "initially it reads
 * 'Pick a plan'" (`masked` holds ⟦n⟧ for quote n).
 */
import type { Quote } from './quotes';

/**
 * "before any click show ⟦n⟧", "Before anything's picked show ⟦n⟧", "before the first roll it
 * says ⟦n⟧", "initially it reads ⟦n⟧".
 */
const BEFORE =
  /\b(?:(?:before|until)\s(?:[^.;⟦]{1,40}?\s)?(?:click\w*|pick\w*|choos\w*|chosen|select\w*|rat(?:ed|ing)|vot\w*|tap\w*|press\w*|roll\w*|flip\w*|spin\w*|draw\w*|toss\w*)|at first|initially|by default|at the start|to start with)\b[^.;⟦]{0,24}⟦(\d+)⟧/i;
/** "⟦n⟧ before any click", "⟦n⟧ until a star is chosen": choosing in the words people use. */
const UNTIL =
  /⟦(\d+)⟧[^.;⟦]{0,20}?\b(?:until|before)\s(?:[^.;⟦]{1,30}?\s)?(?:click\w*|pick\w*|choos\w*|chosen|select\w*|rat(?:ed|ing)|vot\w*|tap\w*|press\w*)\b/i;

export function readUnsetText(masked: string, quotes: readonly Quote[]): string | undefined {
  const match = BEFORE.exec(masked) ?? UNTIL.exec(masked);
  return match ? quotes[Number(match[1])]?.text : undefined;
}
