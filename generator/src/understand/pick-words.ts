/**
 * A random picker's own words: the quoted wording of its result with a stand-in for what is drawn
 * ("displays “Winner: <name>”", "shows 'You got: X'"), and, for names the person types, the label
 * of the box they type them in (the description's text field, drawn by the picker itself) and
 * what it says when asked to pick from none ("if the textarea is empty … show 'Add a name'").
 */
import type { Behaviour, Field } from '../model';
import type { Quote } from './quotes';

/** Words before a quote that say it is what shows when there is nothing to pick from. */
const WHEN_EMPTY = /\b(?:empty|no names?|nothing (?:typed|entered|in it))\b[^.;!?]*$/i;

/** Words before a quote that make it the label of the box the names are typed in. */
const BOX_LABEL = /\b(?:box|field|text ?area|input|area)\s+(?:labell?ed|called|named|titled)\s*$/i;

/** A stand-in for the drawn value inside quoted wording: <name>, {name}, [name], X, N, …. */
const STAND_IN =
  /<[^<>]{1,20}>|\{[^{}]{1,20}\}|\[[^[\]]{1,20}\]|(?<![\p{L}\d])[XN](?![\p{L}\d])|…|\.\.\./u;

export function readPickWords(
  behaviour: Behaviour,
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
  return Object.keys(labels).length
    ? { ...behaviour, labels: { ...labels, ...behaviour.labels } }
    : behaviour;
}
