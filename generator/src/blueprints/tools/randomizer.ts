import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';

const QUOTES = [
  ['Well done is better than well said.', 'Benjamin Franklin'],
  ['Simplicity is prerequisite for reliability.', 'Edsger W. Dijkstra'],
  ['It always seems impossible until it is done.', 'Nelson Mandela'],
  ['Nothing in life is to be feared, it is only to be understood.', 'Marie Curie'],
  ['The best way out is always through.', 'Robert Frost'],
  ['Make it work, make it right, make it fast.', 'Kent Beck'],
  [
    'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    'Alan Turing',
  ],
  ['Imagination is more important than knowledge.', 'Albert Einstein'],
] as const;

/** The three things a random picker can pick: a quote, a coin's side, a die's face. */
const PICKS = {
  quote: {
    title: 'Random quote',
    button: 'New quote',
    type: 'export interface Quote {\n  text: string;\n  author: string;\n}',
    constant: {
      name: 'quotes',
      type: 'Quote[]',
      value: `[\n${QUOTES.map(([text, author]) => `  { text: ${tsString(text)}, author: ${tsString(author)} },`).join('\n')}\n]`,
    },
  },
  coin: {
    title: 'Coin flip',
    button: 'Flip the coin',
    type: '',
    constant: { name: 'sides', type: 'string[]', value: "['Heads', 'Tails']" },
  },
  dice: {
    title: 'Dice roller',
    button: 'Roll the die',
    type: '',
    constant: { name: 'faces', type: 'number[]', value: '[1, 2, 3, 4, 5, 6]' },
  },
} as const;

/** Picks at random from a list the engine wrote: a quote that is never the one shown, a coin, a die. */
export function randomizerBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const kind = model.behaviour?.pick ?? 'quote';
  const pick = PICKS[kind];
  const list = `@${pick.constant.name}`;
  // A quote always changes (one of the others is drawn); a coin or a die may land the same way.
  const next =
    kind === 'quote'
      ? `($index + 1 + Math.floor(Math.random() * (${list}.length - 1))) % ${list}.length`
      : `Math.floor(Math.random() * ${list}.length)`;
  const result =
    kind === 'quote'
      ? h(
          'figure.quote',
          {},
          h('blockquote.text', {}, h('p', {}, interp(`${list}[$index].text`))),
          h('figcaption.author', {}, '— ', interp(`${list}[$index].author`)),
        )
      : h(
          'p.result',
          {},
          when('$picks === 0', ['Not yet ', kind === 'coin' ? 'flipped' : 'rolled']),
          when('$picks > 0', [interp(`${list}[$index]`)]),
        );
  return blueprint({
    types: pick.type ? [pick.type] : [],
    constants: [{ ...pick.constant }],
    state: [
      {
        name: 'index',
        type: 'number',
        initial: kind === 'quote' ? `Math.floor(Math.random() * ${list}.length)` : '0',
      },
      { name: 'picks', type: 'number', initial: '0' },
    ],
    methods: [{ name: 'pick', body: `set:index(${next});\nset:picks($picks + 1);` }],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || pick.title },
        h('div.stage', { role: 'status' }, result),
        kind !== 'quote' &&
          h('p.count', {}, interp('$picks'), kind === 'coin' ? ' flips' : ' rolls'),
        h('button.button', { type: 'button', '(click)': 'pick()' }, pick.button),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: '',
          decls: { 'max-width': '32rem', display: 'grid', gap: '1rem', 'justify-items': 'start' },
        },
        { el: 'quote', decls: { margin: '0' } },
        { el: 'text', decls: { margin: '0', 'font-size': '1.25rem', 'line-height': '1.5' } },
        { el: 'author', decls: { 'margin-top': '0.5rem', color: t('text-muted') } },
        { el: 'result', decls: { margin: '0', 'font-size': '2rem', 'font-weight': '700' } },
        { el: 'count', decls: { margin: '0', color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
