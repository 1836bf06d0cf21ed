import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

/** What a poll that names no options offers. */
const OPTIONS = ['Yes', 'No', 'Not sure'];

/**
 * A poll: its question, one choice among its options (radio buttons), Vote once one is chosen,
 * then the results, each option's share of the votes as a percentage and a bar, with the total.
 * Votes start at none (the counts of earlier votes come from whoever uses it, through `votes`);
 * Change vote takes the person's vote back and lets them choose again. `voteCast` is emitted.
 */
export function pollBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const options = model.items.length >= 2 ? model.items : OPTIONS;
  const question = model.title || 'What do you think?';
  return blueprint({
    usesId: true,
    inputs: [
      {
        name: 'votes',
        type: 'number[]',
        initial: `[${options.map(() => '0').join(', ')}]`,
      },
    ],
    outputs: [{ name: 'voteCast', type: 'string' }],
    constants: [
      {
        name: 'options',
        type: 'readonly string[]',
        value: `[${options.map((option) => tsString(option)).join(', ')}]`,
      },
    ],
    state: [
      { name: 'choice', type: 'number', initial: '-1' },
      { name: 'voted', type: 'boolean', initial: 'false' },
    ],
    computed: [
      // The earlier votes, and the person's own once cast.
      {
        name: 'counts',
        expr: '@options.map((_, i) => ($votes[i] ?? 0) + ($voted && $choice === i ? 1 : 0))',
      },
      { name: 'total', expr: '$counts.reduce((sum, count) => sum + count, 0)' },
      {
        name: 'results',
        expr: "@options.map((label, i) => {\n    const count = $counts[i]!;\n    const percent = $total ? Math.round((count / $total) * 100) : 0;\n    return { label, percent, share: percent + '% (' + count + (count === 1 ? ' vote)' : ' votes)') };\n  })",
      },
    ],
    methods: [
      {
        name: 'vote',
        body: 'if ($choice < 0) return;\nset:voted(true);\nemit:voteCast(@options[$choice]!);',
      },
      { name: 'change', body: 'set:voted(false);' },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-question'" },
        h('h2.question', { '[id]': "@uid + '-question'" }, question),
        when(
          '!$voted',
          [
            h(
              'div.options',
              { role: 'radiogroup', '[aria-labelledby]': "@uid + '-question'" },
              // Written out one by one, so each option's label is in the markup as the user wrote it.
              options.map((option, i) =>
                h(
                  'label.option',
                  {},
                  h('input.radio', {
                    type: 'radio',
                    '[name]': "@uid + '-choice'",
                    '[checked]': `$choice === ${i}`,
                    '(change)': `set:choice(${i})`,
                  }),
                  ` ${option}`,
                ),
              ),
            ),
            h(
              'button.button',
              { type: 'button', '[disabled]': '$choice < 0', '(click)': 'vote()' },
              'Vote',
            ),
          ],
          [
            h(
              'ul.results',
              { 'aria-label': 'Results' },
              each('result', '$results', 'result.label', [
                h(
                  'li.result',
                  {},
                  h(
                    'div.result-head',
                    {},
                    h('span.result-label', {}, interp('result.label')),
                    h('span.result-share', {}, interp('result.share')),
                  ),
                  h(
                    'div.bar',
                    {
                      role: 'progressbar',
                      'aria-valuemin': 0,
                      'aria-valuemax': 100,
                      '[aria-valuenow]': 'result.percent',
                      '[aria-label]': "result.label + ' ' + result.percent + '%'",
                    },
                    h('div.bar-fill', { '[style.width.%]': 'result.percent' }),
                  ),
                ),
              ]),
            ),
            h('p.total', { role: 'status' }, 'Thanks for voting! Total votes: ', interp('$total')),
            h(
              'button.button.button--secondary',
              { type: 'button', '(click)': 'change()' },
              'Change vote',
            ),
          ],
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: '', decls: { 'max-width': '28rem', display: 'grid', gap: '1rem' } },
        { el: 'question', decls: { margin: '0', 'font-size': '1.125rem' } },
        { el: 'options', decls: { display: 'grid', gap: '0.5rem' } },
        {
          el: 'option',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            padding: '0.625rem 0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            cursor: 'pointer',
          },
        },
        { el: 'radio', decls: { 'accent-color': t('primary') } },
        { el: 'radio', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'results',
          decls: {
            display: 'grid',
            gap: '0.75rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        { el: 'result', decls: { display: 'grid', gap: '0.25rem' } },
        {
          el: 'result-head',
          decls: { display: 'flex', 'justify-content': 'space-between', gap: '1rem' },
        },
        {
          el: 'result-share',
          decls: { 'font-variant-numeric': 'tabular-nums', color: t('text-muted') },
        },
        {
          el: 'bar',
          decls: {
            height: '0.5rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            overflow: 'hidden',
          },
        },
        { el: 'bar-fill', decls: { height: '100%', background: t('primary') } },
        { el: 'total', decls: { margin: '0', 'font-weight': '600' } },
      ],
    },
  });
}
