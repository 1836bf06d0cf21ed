import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';
import { fieldRules } from './parts';
import { diceBlueprint } from './dice';

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
  names: {
    title: 'Name picker',
    button: 'Pick a name',
    type: '',
    // The names typed, one per line (blank lines and spaces around a name left out).
    constant: undefined,
  },
} as const;

/** A button that empties what was drawn: "Clear history", "Reset". */
const CLEARS = /^(?:clear|reset|empty|delete|erase)\b/i;

/** What is drawn, as one result, for the count and the history: "flips", "rolls", "picks". */
const COUNTED = { coin: 'flips', dice: 'rolls', names: 'picks' } as const;

/** Picks at random from a list the engine wrote: a quote that is never the one shown, a coin, a die. */
export function randomizerBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const kind = model.behaviour?.pick ?? 'quote';
  if (kind === 'dice' && model.behaviour?.dice) return diceBlueprint(ctx);
  const pick = PICKS[kind];
  const named = model.behaviour?.labels ?? {};
  // Names the description lists ("names Priya, Marcus and Lena shown in a list") are the picker's
  // own, shown as a list; without them the person types the names.
  const listed = kind === 'names' && model.items.length >= 2 && !named.names;
  const typed = kind === 'names' && !listed;
  const list = typed ? '$names' : listed ? '@names' : `@${pick.constant!.name}`;
  // A quote always changes (one of the others is drawn); a coin or a die may land the same way.
  const next =
    kind === 'quote'
      ? `($index + 1 + Math.floor(Math.random() * (${list}.length - 1))) % ${list}.length`
      : `Math.floor(Math.random() * ${list}.length)`;
  // The result in the description's own words: "Winner: {value}" → "Winner: Ana".
  const [before = '', after = ''] = (named.result ?? '{value}').split('{value}');
  const drawn = (expr: string) => [before, interp(expr), after].filter((part) => part !== '');
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
          when('$picks === 0', [
            kind === 'names'
              ? 'No name picked yet'
              : (named.unset ?? (kind === 'coin' ? 'Not yet flipped' : 'Not yet rolled')),
          ]),
          when('$picks > 0', drawn(kind === 'names' ? '$chosen' : `${list}[$index]`)),
        );
  // The count in the description's words ("Flips: {n}"), else "3 flips".
  const wording = model.countWording?.subject === 'moves' ? model.countWording.template : undefined;
  const [countBefore = '', countAfter = ''] = (
    wording ?? `{n} ${kind === 'quote' ? '' : COUNTED[kind]}`
  ).split('{n}');
  const history = kind !== 'quote' && model.behaviour?.history === true;
  // The named button that draws ("Flip", "Roll", "Draw"); one that clears is the history's own.
  // The label of the names box is no button.
  const buttons = model.actions.filter(
    (action) => action.kind !== 'link' && action.label !== named.names,
  );
  const clearing = buttons.find((action) => CLEARS.test(action.label));
  const button = buttons.find((action) => !CLEARS.test(action.label))?.label ?? pick.button;
  const clear = history ? (clearing?.label ?? undefined) : undefined;
  const namesLabel = named.names ?? 'Names';
  const shown = kind === 'names' ? '$chosen' : `String(${list}[$index])`;
  const record = history ? `\nset:drawn([${kind === 'names' ? 'picked' : shown}, ...$drawn]);` : '';
  // What a name picker says when asked to pick from none; without it, its button waits for a name.
  const whenEmpty = typed ? named.empty : undefined;
  const pickBody =
    kind === 'names'
      ? `${whenEmpty ? 'set:tried(true);\n' : ''}${typed ? 'if ($names.length === 0) return;\n' : ''}const picked = ${list}[Math.floor(Math.random() * ${list}.length)]!;\nset:chosen(picked);\nset:picks($picks + 1);${record}`
      : `set:index(${next});\nset:picks($picks + 1);${record}`;
  return blueprint({
    usesId: typed,
    types: pick.type ? [pick.type] : [],
    constants: pick.constant
      ? [{ ...pick.constant }]
      : listed
        ? [
            {
              name: 'names',
              type: 'readonly string[]',
              value: `[${model.items.map((name) => tsString(name)).join(', ')}]`,
            },
          ]
        : [],
    state: [
      ...(kind === 'names'
        ? [
            ...(typed ? [{ name: 'entries', type: 'string', initial: "''" }] : []),
            { name: 'chosen', type: 'string', initial: "''" },
            ...(whenEmpty ? [{ name: 'tried', type: 'boolean', initial: 'false' }] : []),
          ]
        : [
            {
              name: 'index',
              type: 'number',
              initial: kind === 'quote' ? `Math.floor(Math.random() * ${list}.length)` : '0',
            },
          ]),
      { name: 'picks', type: 'number', initial: '0' },
      ...(history ? [{ name: 'drawn', type: 'string[]', initial: '[]' }] : []),
    ],
    computed: typed
      ? [
          {
            name: 'names',
            expr: "$entries\n    .split('\\n')\n    .map((name) => name.trim())\n    .filter((name) => name !== '')",
          },
        ]
      : [],
    methods: [
      { name: 'pick', body: pickBody },
      ...(clear ? [{ name: 'clearHistory', body: 'set:drawn([]);' }] : []),
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || pick.title },
        listed &&
          h(
            'ul.names',
            { 'aria-label': 'Names' },
            ...model.items.map((name) => h('li.name', {}, name)),
          ),
        typed &&
          h(
            'div.field',
            {},
            h('label.label', { '[for]': "@uid + '-names'" }, namesLabel),
            h('textarea.input', {
              '[id]': "@uid + '-names'",
              rows: 5,
              placeholder: 'One name per line',
              '[(value)]': 'entries',
            }),
          ),
        h(
          'div.stage',
          { role: 'status' },
          whenEmpty
            ? when('$tried && $names.length === 0', [h('p.result', {}, whenEmpty)], [result])
            : result,
        ),
        kind !== 'quote' && h('p.count', {}, countBefore, interp('$picks'), countAfter),
        h(
          'button.button',
          {
            type: 'button',
            '(click)': 'pick()',
            ...(typed && !whenEmpty ? { '[disabled]': '$names.length === 0' } : {}),
          },
          button,
        ),
        clear &&
          h(
            'button.button.button--secondary',
            { type: 'button', '(click)': 'clearHistory()', '[disabled]': '$drawn.length === 0' },
            clear,
          ),
        history &&
          when('$drawn.length > 0', [
            h(
              'ol.history',
              { 'aria-label': `Previous ${COUNTED[kind]}` },
              each('result', '$drawn', 'n', [h('li.history-item', {}, interp('result'))], {
                index: 'n',
              }),
            ),
          ]),
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
        ...(typed ? fieldRules(t) : []),
        ...(listed ? [{ el: 'names', decls: { margin: '0', 'padding-left': '1.25rem' } }] : []),
        {
          el: 'history',
          decls: { margin: '0', 'padding-left': '1.25rem', color: t('text-muted') },
        },
      ],
    },
  });
}
