/**
 * A random picker's own words: the quoted wording of its result with a stand-in for what is drawn
 * ("displays “Winner: <name>”", "shows 'You got: X'"), and, for names the person types, the label
 * of the box they type them in (the description's text field, drawn by the picker itself).
 */
import type { Behaviour, Field } from '../model';
import type { Quote } from './quotes';

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
    const box = fields.findIndex((field) => field.type === 'textarea' || field.type === 'text');
    if (box >= 0) {
      labels.names = fields[box]!.label;
      fields.splice(box, 1);
    }
  }
  return Object.keys(labels).length
    ? { ...behaviour, labels: { ...labels, ...behaviour.labels } }
    : behaviour;
}
