import type { Blueprint, BuildContext } from '../../blueprint';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';
import { fieldRules } from './parts';

/** Rolls kept in the history, newest first. */
const KEPT = 5;

/**
 * Several dice rolled at once: as many as stated, or as many as the person picks in a menu. Each
 * die's face is shown, then their total in the description's wording ("Total: {value}"); before
 * the first roll, the words it states for that. A history keeps the last totals where asked.
 */
export function diceBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const dice = model.behaviour?.dice ?? { count: 2 };
  const named = model.behaviour?.labels ?? {};
  const choose = dice.choose;
  // The named button that rolls; the menu's own label is no button.
  const button =
    model.actions.find((action) => action.kind !== 'link' && action.label !== choose?.label)
      ?.label ?? 'Roll';
  const [before = '', after = ''] = (named.result ?? 'Total: {value}').split('{value}');
  const history = model.behaviour?.history === true;
  const count = choose ? 'Number($count)' : String(dice.count);
  return blueprint({
    usesId: choose !== undefined,
    state: [
      ...(choose ? [{ name: 'count', type: 'string', initial: "'1'" }] : []),
      { name: 'rolls', type: 'number[]', initial: '[]' },
      ...(history ? [{ name: 'totals', type: 'number[]', initial: '[]' }] : []),
    ],
    computed: [{ name: 'total', expr: '$rolls.reduce((sum, face) => sum + face, 0)' }],
    methods: [
      {
        name: 'roll',
        body: [
          `const next = Array.from({ length: ${count} }, () => 1 + Math.floor(Math.random() * 6));`,
          'set:rolls(next);',
          ...(history
            ? [
                `set:totals([next.reduce((sum, face) => sum + face, 0), ...$totals].slice(0, ${KEPT}));`,
              ]
            : []),
        ].join('\n'),
      },
    ],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Dice roller' },
        choose &&
          h(
            'div.field',
            {},
            h('label.label', { '[for]': "@uid + '-count'" }, choose.label),
            h(
              'select.input',
              { '[id]': "@uid + '-count'", '[(value)]': 'count' },
              ...Array.from({ length: choose.max }, (_, i) =>
                h('option', { value: String(i + 1) }, String(i + 1)),
              ),
            ),
          ),
        h('button.button', { type: 'button', '(click)': 'roll()' }, button),
        h(
          'div.stage',
          { role: 'status' },
          when(
            '$rolls.length === 0',
            [h('p.result', {}, named.unset ?? 'Not yet rolled')],
            [
              h(
                'ul.dice',
                { 'aria-label': 'Dice' },
                each('face', '$rolls', 'i', [h('li.die', {}, interp('face'))], { index: 'i' }),
              ),
              h('p.result', {}, ...[before, interp('$total'), after].filter((part) => part !== '')),
            ],
          ),
        ),
        history &&
          when('$totals.length > 0', [
            h(
              'ol.history',
              { 'aria-label': 'Previous rolls' },
              each('sum', '$totals', 'n', [h('li.history-item', {}, interp('sum'))], {
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
        ...fieldRules(t),
        {
          el: '',
          decls: { 'max-width': '32rem', display: 'grid', gap: '1rem', 'justify-items': 'start' },
        },
        {
          el: 'dice',
          decls: {
            display: 'flex',
            'flex-wrap': 'wrap',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'die',
          decls: {
            display: 'grid',
            'place-items': 'center',
            width: '3rem',
            height: '3rem',
            border: `2px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            'font-size': '1.5rem',
            'font-weight': '700',
          },
        },
        { el: 'result', decls: { margin: '0', 'font-size': '1.5rem', 'font-weight': '700' } },
        {
          el: 'history',
          decls: { margin: '0', 'padding-left': '1.25rem', color: t('text-muted') },
        },
      ],
    },
  });
}
