/**
 * A counter's or quantity stepper's limits and step as a description words them: "min 1 max 10",
 * "can't go below zero", "never above 20", "up to 8", "step of 5", "in steps of 10", and the price
 * of one ("$12 each", "€3.50 per ticket"), which makes it show the total for the quantity chosen.
 */
import { NUMBER_WORDS } from '../text';

export interface CounterBounds {
  min?: number;
  max?: number;
  step?: number;
  unitPrice?: number;
}

function toNumber(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : word === 'zero' ? 0 : NUMBER_WORDS[word];
}

/** "min 1", "minimum of 1", "can't go below zero", "no less than 2", "at least 1". */
const MIN = [
  /\bmin(?:imum)?\.?\s?(?:of\s|is\s|=\s?)?(\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\b(?:can'?t|cannot|can not|never|doesn'?t|does not|won'?t|not) (?:go |goes |drop |drops |fall |falls |get |gets |be )?(?:below|under|less than|lower than) (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\bno (?:less|lower|fewer) than (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\bat least (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
];
/** "max 10", "maximum of 10", "can't go above 20", "no more than 8", "up to 8", "at most 8". */
const MAX = [
  /\bmax(?:imum)?\.?\s?(?:of\s|is\s|=\s?)?(\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\b(?:can'?t|cannot|can not|never|doesn'?t|does not|won'?t|not) (?:go |goes |rise |rises |get |gets |be )?(?:above|over|more than|higher than|past|beyond) (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\bno (?:more|higher|greater) than (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
  /\b(?:up to|at most) (\d{1,7}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b/,
];
/** "step of 5", "steps of 5", "in increments of 10", "by 5s", "step size 2". */
const STEP = [
  /\b(?:steps?|increments?)(?: size)? (?:of |by |is |= ?)?(\d{1,5}|two|three|four|five|ten)\b/,
  /\b(?:goes|counts?|moves?|changes?) (?:up |down )?by (\d{1,5})s?\b/,
  /\bby (\d{1,5})s\b/,
];
/** "$12 each", "€3.50 per ticket", "12 dollars apiece": the price of one. */
const UNIT_PRICE =
  /[$€£]\s?(\d{1,6}(?:\.\d{1,2})?)\s?(?:each|apiece|a piece|per (?:item|unit|piece|ticket|person|seat|guest|one))\b|\b(\d{1,6}(?:\.\d{1,2})?)\s?(?:dollars?|euros?|pounds?)\s(?:each|apiece|per (?:item|unit|piece|ticket|person|seat|guest))\b/;

function first(patterns: readonly RegExp[], lower: string): number | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(lower);
    const value = match ? toNumber(match[1]!) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The bounds, step and price of one a lower-cased description gives a counter. */
export function readCounterBounds(lower: string): CounterBounds {
  const min = first(MIN, lower);
  const max = first(MAX, lower);
  const step = first(STEP, lower);
  const price = UNIT_PRICE.exec(lower);
  const unitPrice = price ? Number(price[1] ?? price[2]) : undefined;
  const ordered = min === undefined || max === undefined || min < max;
  return {
    ...(min !== undefined && ordered ? { min } : {}),
    ...(max !== undefined && ordered ? { max } : {}),
    ...(step !== undefined && step > 0 ? { step } : {}),
    ...(unitPrice !== undefined && unitPrice > 0 ? { unitPrice } : {}),
  };
}
