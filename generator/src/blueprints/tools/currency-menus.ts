import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp, when } from '../../view';
import { blueprint } from '../common';
import { menuPairRules, sideMenu } from './menu-pair';

/**
 * The rate in force for a pair: the one typed for it, else one over the one typed for the pair
 * turned round, else none (NaN). One of a currency is worth one of itself.
 */
const RATE_OF = `function rateOf(rates: Record<string, string>, from: string, to: string): number {
  if (from === to) return 1;
  const typed = Number(rates[from + '-' + to] || NaN);
  if (typed > 0) return typed;
  const reverse = Number(rates[to + '-' + from] || NaN);
  return reverse > 0 ? 1 / reverse : NaN;
}`;

/**
 * A currency converter whose pair is picked: an amount, From and To menus of the currencies
 * named, a button that swaps them, and the exchange rate of the pair in a field of its own. No
 * rate is ever invented: each pair's rate is the one the description states or the one typed,
 * kept per pair, and a pair typed one way converts the other way too.
 */
export function currencyMenusBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const currencies = model.behaviour?.currencies ?? ['USD', 'EUR'];
  const [from, to] = [currencies[0]!, currencies[1] ?? currencies[0]!];
  const stated = model.behaviour?.rate;
  const menu = (side: 'from' | 'to', label: string) =>
    sideMenu(side, label, { of: 'currencies', item: 'currency', value: 'currency' });
  return blueprint({
    usesId: true,
    types: [RATE_OF],
    constants: [{ name: 'currencies', type: 'string[]', value: JSON.stringify(currencies) }],
    state: [
      { name: 'amount', type: 'string', initial: "''" },
      { name: 'from', type: 'string', initial: `'${from}'` },
      { name: 'to', type: 'string', initial: `'${to}'` },
      {
        name: 'rates',
        type: 'Record<string, string>',
        initial: stated !== undefined ? `{ '${from}-${to}': '${stated}' }` : '{}',
      },
    ],
    computed: [
      { name: 'rate', expr: 'rateOf($rates, $from, $to)' },
      // The rate field shows the pair's rate, typed or worked out from the pair turned round.
      {
        name: 'rateText',
        expr: "$rates[$from + '-' + $to] ?? ($rate > 0 ? String(Math.round($rate * 1e6) / 1e6) : '')",
      },
      {
        name: 'converted',
        expr: "$amount.trim() === '' || !Number.isFinite(Number($amount)) || !($rate > 0) ? '' : (Number($amount) * $rate).toFixed(2)",
      },
    ],
    methods: [
      {
        name: 'typeRate',
        params: 'event: Event',
        body: "const value = (event.target as HTMLInputElement).value;\nset:rates({ ...$rates, [$from + '-' + $to]: value });",
      },
      {
        name: 'swap',
        body: 'const previous = $from;\nset:from($to);\nset:to(previous);',
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Currency converter'),
        h(
          'div.field',
          {},
          h('label.label', { '[for]': "@uid + '-amount'" }, 'Amount'),
          h('input.input', {
            '[id]': "@uid + '-amount'",
            type: 'number',
            inputmode: 'decimal',
            step: 'any',
            min: '0',
            '[(value)]': 'amount',
          }),
        ),
        h(
          'div.pair',
          {},
          menu('from', 'From'),
          h(
            'button.swap',
            { type: 'button', 'aria-label': 'Swap currencies', '(click)': 'swap()' },
            '⇄',
          ),
          menu('to', 'To'),
        ),
        h(
          'div.field',
          {},
          h(
            'label.label',
            { '[for]': "@uid + '-rate'" },
            'Exchange rate (',
            interp('$to'),
            ' per ',
            interp('$from'),
            ')',
          ),
          h('input.input', {
            '[id]': "@uid + '-rate'",
            type: 'number',
            inputmode: 'decimal',
            step: 'any',
            min: '0',
            placeholder: 'Type the rate',
            '[value]': '$rateText',
            '[disabled]': '$from === $to',
            '(input)': 'typeRate(event)',
          }),
        ),
        h(
          'p.result',
          { 'aria-live': 'polite' },
          when(
            "$converted !== ''",
            [
              interp('$amount'),
              ' ',
              interp('$from'),
              ' = ',
              interp('$converted'),
              ' ',
              interp('$to'),
            ],
            [
              when(
                '$rate > 0',
                ['Type an amount to convert.'],
                ['Type the exchange rate to convert.'],
              ),
            ],
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: menuPairRules(ctx),
    },
  });
}
