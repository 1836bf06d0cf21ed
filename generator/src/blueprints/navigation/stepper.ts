import type { Blueprint, BuildContext } from '../../blueprint';
import { h, when } from '../../view';
import { blueprint, commonRules } from '../common';

/** Steps of a wizard nobody named, in the order a sign-up runs; the last one reviews. */
const STEP_NAMES = ['Account', 'Details', 'Preferences', 'Payment', 'Confirm', 'Verify', 'Invite'];

/** As many unnamed steps as the description counts ("six steps"), 3 when it counts none. */
function unnamedSteps(count = 3): string[] {
  const n = Math.min(Math.max(count, 2), STEP_NAMES.length + 1);
  return [...STEP_NAMES.slice(0, n - 1), 'Review'];
}

export function stepperBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const steps = model.items.length >= 2 ? model.items : unnamedSteps(model.params.count);
  const last = steps.length - 1;
  const back = model.actions.find((a) => /back|previous/i.test(a.label))?.label ?? 'Back';
  const next = model.actions.find((a) => /next|continue/i.test(a.label))?.label ?? 'Next';
  return blueprint({
    outputs: [
      { name: 'stepChange', type: 'number' },
      { name: 'completed', type: 'void' },
    ],
    state: [{ name: 'step', type: 'number', initial: '0' }],
    methods: [
      {
        name: 'goTo',
        params: 'step: number',
        body: `const target = Math.min(Math.max(step, 0), ${last});\nset:step(target);\nemit:stepChange(target);`,
      },
      {
        name: 'next',
        body: `if ($step === ${last}) {\n  emit:completed();\n} else {\n  @goTo($step + 1);\n}`,
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'ol.steps',
          {},
          ...steps.map((label, i) =>
            h(
              'li.step',
              {
                '[class.step--active]': `$step === ${i}`,
                '[class.step--complete]': `$step > ${i}`,
                '[aria-current]': `$step === ${i} ? 'step' : undefined`,
              },
              h(
                'span.marker',
                { 'aria-hidden': 'true', '[class.marker--active]': `$step >= ${i}` },
                String(i + 1),
              ),
              h('span.step-label', {}, label),
            ),
          ),
        ),
        ...steps.map((label, i) =>
          when(`$step === ${i}`, [
            h(
              'section.panel',
              { 'aria-label': label },
              h('h3.panel-title', {}, label),
              h('p.panel-text', {}, `Step ${i + 1} of ${steps.length}: ${label.toLowerCase()}.`),
            ),
          ]),
        ),
        h(
          'div.actions',
          {},
          h(
            'button.button.button--secondary',
            { type: 'button', '[disabled]': '$step === 0', '(click)': 'goTo($step - 1)' },
            back,
          ),
          h(
            'button.button',
            { type: 'button', '(click)': 'next()' },
            when(`$step === ${last}`, ['Finish'], [next]),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        {
          el: 'steps',
          decls: {
            display: 'flex',
            gap: '0.5rem',
            margin: `0 0 ${t('space')}`,
            padding: '0',
            'list-style': 'none',
            'counter-reset': 'step',
          },
        },
        {
          el: 'step',
          decls: {
            display: 'flex',
            flex: '1',
            'align-items': 'center',
            gap: '0.5rem',
            'padding-bottom': '0.5rem',
            'border-bottom': `3px solid ${t('border')}`,
            color: t('text-muted'),
            'font-weight': '500',
          },
        },
        { el: 'step--active', decls: { 'border-bottom-color': t('primary'), color: t('text') } },
        { el: 'step--complete', decls: { 'border-bottom-color': t('primary') } },
        {
          el: 'marker',
          decls: {
            display: 'grid',
            'place-items': 'center',
            width: '1.75rem',
            height: '1.75rem',
            'border-radius': '50%',
            background: t('surface-muted'),
            'font-size': '0.875rem',
            'font-weight': '700',
          },
        },
        { el: 'marker--active', decls: { background: t('primary'), color: t('on-primary') } },
        { el: 'step-label', media: 'narrow', decls: { display: 'none' } },
        { el: 'panel-title', decls: { margin: '0 0 0.5rem' } },
        { el: 'panel-text', decls: { margin: '0', color: t('text-muted') } },
        {
          el: 'actions',
          decls: { display: 'flex', 'justify-content': 'space-between', 'margin-top': t('space') },
        },
      ],
    },
  });
}
