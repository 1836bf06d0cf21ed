/**
 * Units of measure a converter's From and To menus offer: each unit's words, the quantity it
 * measures and how many of the quantity's base unit one of it is (metres, grams, millilitres).
 * A description names the units it wants as a list ("mm, cm, m, km, in, ft", "grams, kilograms,
 * ounces and pounds"); the menus show them as written.
 */
export type Quantity = 'length' | 'mass' | 'volume';

interface UnitEntry {
  quantity: Quantity;
  /** Of the quantity's base unit (m, g, ml). */
  factor: number;
  words: RegExp;
}

const u = (quantity: Quantity, factor: number, words: RegExp): UnitEntry => ({
  quantity,
  factor,
  words,
});

const UNITS: UnitEntry[] = [
  u('length', 0.001, /^(?:mm|millimet(?:re|er)s?)$/),
  u('length', 0.01, /^(?:cm|centimet(?:re|er)s?)$/),
  u('length', 1, /^(?:m|met(?:re|er)s?)$/),
  u('length', 1000, /^(?:km|kilomet(?:re|er)s?)$/),
  u('length', 0.0254, /^(?:in|inch(?:es)?)$/),
  u('length', 0.3048, /^(?:ft|foot|feet)$/),
  u('length', 0.9144, /^(?:yd|yards?)$/),
  u('length', 1609.344, /^(?:mi|miles?)$/),
  u('mass', 0.001, /^(?:mg|milligrams?)$/),
  u('mass', 1, /^(?:g|grams?|grammes?)$/),
  u('mass', 1000, /^(?:kg|kilos?|kilograms?)$/),
  u('mass', 1_000_000, /^(?:t|tonnes?|metric tons?)$/),
  u('mass', 28.349523125, /^(?:oz|ounces?)$/),
  u('mass', 453.59237, /^(?:lbs?|pounds?)$/),
  u('mass', 6350.29318, /^(?:st|stones?)$/),
  u('volume', 1, /^(?:ml|millilit(?:re|er)s?)$/),
  u('volume', 10, /^(?:cl|centilit(?:re|er)s?)$/),
  u('volume', 1000, /^(?:l|lit(?:re|er)s?)$/),
  u('volume', 4.92892159375, /^(?:tsp|teaspoons?)$/),
  u('volume', 14.78676478125, /^(?:tbsp|tablespoons?)$/),
  u('volume', 29.5735295625, /^(?:fl oz|fluid ounces?)$/),
  u('volume', 236.5882365, /^cups?$/),
  u('volume', 473.176473, /^(?:pt|pints?)$/),
  u('volume', 3785.411784, /^(?:gal|gallons?)$/),
];

/** Unit symbols that are also English words, or too short to stand alone as one. */
const AMBIGUOUS = new Set(['in', 't', 'st', 'l', 'g', 'pt']);

/** What the menus offer when a description names the quantity but not its units. */
const DEFAULTS: Record<Quantity, string[]> = {
  length: ['mm', 'cm', 'm', 'km', 'in', 'ft', 'mi'],
  mass: ['g', 'kg', 'oz', 'lb'],
  volume: ['ml', 'l', 'cup', 'fl oz', 'gal'],
};

export interface MenuUnit {
  /** As the description wrote it. */
  label: string;
  /** How many of the quantity's base unit one of it is. */
  factor: number;
}

const entryOf = (word: string) => UNITS.find((unit) => unit.words.test(word));

/** The units a description lists, of one quantity, in its order; two at least. */
function listedUnits(lower: string): MenuUnit[] | undefined {
  // The words between list separators: a run of two or more units in a row is the list.
  const parts = lower
    .replace(/["“”'‘’«»]/g, ' ')
    .split(/[,;:()/⇄↔]|\.\s|\.$|\s(?:and|or|with|plus|between|to)\s/);
  let best: string[] = [];
  let run: string[] = [];
  for (const part of [...parts, '']) {
    const word = part.trim().replace(/^(?:and|or)\s+/, '');
    if (entryOf(word)) {
      run.push(word);
      continue;
    }
    if (run.length > best.length) best = run;
    // A list may start at the last word of a phrase ("dropdowns offering m, km and mi"); "in"
    // and other words English uses too start none.
    const last = word.split(' ').at(-1) ?? '';
    run = entryOf(last) && !AMBIGUOUS.has(last) ? [last] : [];
  }
  if (best.length < 2) return undefined;
  const quantity = entryOf(best[0]!)!.quantity;
  const units = [...new Set(best)]
    .map((label) => ({ label, entry: entryOf(label)! }))
    .filter(({ entry }) => entry.quantity === quantity)
    .map(({ label, entry }) => ({ label, factor: entry.factor }));
  return units.length >= 2 ? units : undefined;
}

/**
 * The units of a converter whose units are picked from menus: the ones listed, else the usual
 * ones of the quantity its words name ("a weight converter with From and To dropdowns").
 */
export function readMenuUnits(lower: string, quantity?: Quantity): MenuUnit[] | undefined {
  const listed = listedUnits(lower);
  if (listed) return listed;
  if (!quantity) return undefined;
  return DEFAULTS[quantity].map((label) => ({ label, factor: entryOf(label)!.factor }));
}
