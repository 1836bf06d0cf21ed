/**
 * Bounds people give a calculator's input: "a tip slider from 0 to 50 %", "split between up to 20
 * people", and in a refinement "make the tip slider go to 40 %". The input is the one whose label,
 * aliases or key the words name most (a slider is a range input); the numbers are its new bounds.
 */
import { FORMULAS, type FormulaId, type FormulaInput } from '../lexicon/formulas';
import { words } from '../text';

export interface InputBounds {
  key: string;
  min?: number;
  max?: number;
}

/** The bounds as the model keeps them, by the input's key (no key for a bound not given). */
export const boundsEntry = ({ key, min, max }: InputBounds) => ({
  [key]: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
});

const FROM_TO = /\bfrom (\d{1,6}(?:\.\d+)?) ?%? ?(?:to|-|–) ?(\d{1,6}(?:\.\d+)?)\b/;
const UP_TO =
  /\b(?:go(?:es)?\s(?:up\s)?to|up to|max(?:imum)?(?: of)?|at most)\s(\d{1,6}(?:\.\d+)?)\b/;

/** A text's character limit: "280 max", "a 500 character limit", "max 160 characters". */
const TEXT_LIMIT =
  /\b(\d{1,5})[- ]?(?:characters?|chars?)?[- ]?(?:max(?:imum)?|limit)\b|\b(?:max(?:imum)?|limit(?: of| is)?|up to|at most|no more than)\s(\d{1,5})\b/;

/** How strongly the words name an input: its label's words, its aliases, its key; a slider a range. */
function mentions(inputWords: Set<string>, lower: string, input: FormulaInput): number {
  const named = [...words(input.label.toLowerCase()), ...(input.aliases ?? []), input.key]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 2 && inputWords.has(word)).length;
  return named + (input.kind === 'range' && /\bslider\b/.test(lower) ? 1 : 0);
}

/** The bounds the words set for one input of the calculator family `formula`, if they set any. */
export function boundsIn(lower: string, formula: FormulaId | undefined): InputBounds | undefined {
  const family = FORMULAS.find((f) => f.id === formula);
  if (!family) return undefined;
  const [only, ...others] = family.inputs;
  if (only?.kind === 'text' && !others.length) {
    const limit = TEXT_LIMIT.exec(lower);
    return limit ? { key: only.key, max: Number(limit[1] ?? limit[2]) } : undefined;
  }
  const range = FROM_TO.exec(lower);
  const upTo = range ? undefined : UP_TO.exec(lower);
  if (!range && !upTo) return undefined;
  const inputWords = new Set(words(lower));
  const ranked = family.inputs
    .filter((input) => input.kind !== 'choice')
    .map((input) => ({ input, score: mentions(inputWords, lower, input) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const input = ranked[0]?.input;
  if (!input) return undefined;
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
    return min === max ? undefined : { key: input.key, min, max };
  }
  const max = Number(upTo![1]);
  return input.min !== undefined && max <= input.min ? undefined : { key: input.key, max };
}

/** One input of a calculator family, by its key. */
export const familyInput = (
  formula: FormulaId | undefined,
  key: string,
): FormulaInput | undefined =>
  FORMULAS.find((f) => f.id === formula)?.inputs.find((input) => input.key === key);
