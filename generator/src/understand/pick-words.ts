/**
 * A random picker's own words: the quoted wording of its result with a stand-in for what is drawn
 * ("displays “Winner: <name>”", "shows 'You got: X'"), and, for names the person types, the label
 * of the box they type them in (the description's text field, drawn by the picker itself) and
 * what it says when asked to pick from none ("if the textarea is empty … show 'Add a name'").
 */
import type { Behaviour, Field } from '../model';
import type { Quote } from './quotes';
import { readUnsetText } from './unset-text';

/** Words before a quote that say it is what shows when there is nothing to pick from. */
const WHEN_EMPTY = /\b(?:empty|no names?|nothing (?:typed|entered|in it))\b[^.;!?]*$/i;

/** Words before a quote that make it the label of the box the names are typed in. */
const BOX_LABEL = /\b(?:box|field|text ?area|input|area)\s+(?:labell?ed|called|named|titled)\s*$/i;

/** A stand-in for the drawn value inside quoted wording: <name>, {name}, [name], X, N, …. */
const STAND_IN =
  /<[^<>]{1,20}>|\{[^{}]{1,20}\}|\[[^[\]]{1,20}\]|(?<![\p{L}\d])[XN](?![\p{L}\d])|…|\.\.\./u;

export function readPickWords(
  behaviour: Behaviour,
  masked: string,
  quotes: readonly Quote[],
  fields: Field[],
): Behaviour {
  const labels: Record<string, string> = {};
  const wording = quotes.find((quote) => STAND_IN.test(quote.text) && quote.text.length <= 60);
  if (wording) labels.result = wording.text.replace(STAND_IN, '{value}');
  if (behaviour.pick === 'names') {
    const field = fields.findIndex((f) => f.type === 'textarea' || f.type === 'text');
    if (field >= 0) {
      labels.names = fields[field]!.label;
      fields.splice(field, 1);
    }
    // "a box labelled 'Entrants'": the label of the box, when no field was read for it.
    const box = quotes.find((quote) => BOX_LABEL.test(quote.before));
    if (!labels.names && box) labels.names = box.text;
    const empty = quotes.find((quote) => quote !== wording && WHEN_EMPTY.test(quote.before));
    if (empty) labels.empty = empty.text;
  }
  // What it says before the first draw ("Before the first roll it should say 'Press Roll'").
  const unset = readUnsetText(masked, quotes);
  if (unset && unset !== wording?.text) labels.unset = unset;
  const dice =
    behaviour.pick === 'dice' ? readDice(masked.toLowerCase(), quotes, fields) : undefined;
  const read = dice ? { ...behaviour, dice } : behaviour;
  return Object.keys(labels).length ? { ...read, labels: { ...labels, ...read.labels } } : read;
}

/** "a dropdown labelled 'Number of dice' (1 to 6)", "how many dice (up to 4)": one to `max`. */
const CHOOSE = /\b(?:number of dice|how many dice|dice count)\b/;
const COUNTED_DICE = /\b(two|three|four|five|six|[2-9]) dice\b/;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * Several dice rolled at once: a count chosen in a menu (its label, from the field read for it,
 * and how many at most), or a count stated ("two dice").
 */
function readDice(lower: string, quotes: readonly Quote[], fields: Field[]): Behaviour['dice'] {
  const menu = fields.findIndex((field) => /\bdice\b/i.test(field.label));
  const quoted = quotes.find((quote) => CHOOSE.test(quote.text.toLowerCase()))?.text;
  if (menu >= 0 || quoted || CHOOSE.test(lower)) {
    const label = quoted ?? (menu >= 0 ? fields[menu]!.label : 'Number of dice');
    if (menu >= 0) fields.splice(menu, 1);
    const range = /\b1\s?(?:to|-|–|through)\s?(\d)\b|\bup to (\d)\b/.exec(lower);
    const max = Number(range?.[1] ?? range?.[2] ?? 6);
    return { count: 1, choose: { label, max: Math.min(Math.max(max, 2), 9) } };
  }
  const counted = COUNTED_DICE.exec(lower)?.[1];
  const count = counted === undefined ? 1 : (NUMBERS[counted] ?? Number(counted));
  return count > 1 ? { count } : undefined;
}
