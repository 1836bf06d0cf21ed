import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { interp } from '../../view';
import { numberFormat } from '../tools/parts';
import { tallyBlueprint } from './tally';

/**
 * A number with minus and plus buttons, kept within its limits and moved by its step (a quantity
 * stepper); with a price of one, the total for the quantity chosen follows it. A click counter is
 * the other kind (./tally.ts).
 */
export function counterBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  if (model.behaviour?.tally) return tallyBlueprint(ctx);
  const min = model.params.min ?? 0;
  const max = model.params.max ?? 99;
  const step = model.params.step ?? 1;
  const price = model.params.unitPrice;
  const label = model.title || 'Quantity';
  // A stepper moved by more than one starts at its lowest value, so it stays on its steps.
  const start = step > 1 ? min : Math.min(Math.max(min, 1), max);
  const hint = `Between ${min} and ${max}${step > 1 ? `, in steps of ${step}` : ''}.`;
  return blueprint({
    usesId: true,
    constants: price !== undefined ? [numberFormat('money', model.behaviour?.numbers)] : [],
    computed:
      price !== undefined
        ? [
            { name: 'total', expr: `$value * ${price}` },
            { name: 'totalText', expr: '@money.format($total)' },
          ]
        : [],
    inputs: [
      { name: 'min', type: 'number', initial: String(min) },
      { name: 'max', type: 'number', initial: String(max) },
    ],
    outputs: [{ name: 'valueChange', type: 'number' }],
    state: [{ name: 'value', type: 'number', initial: String(start) }],
    methods: [
      {
        name: 'changeValue',
        params: 'next: number',
        body: 'const value = Math.min(Math.max(Number.isFinite(next) ? Math.round(next) : $min, $min), $max);\nset:value(value);\nemit:valueChange(value);',
      },
      {
        name: 'onInput',
        params: 'event: Event',
        body: '@changeValue(Number((event.target as HTMLInputElement).value));',
      },
    ],
    view: [
      h(
        'div.',
        {},
        h('label.label', { '[for]': "@uid + '-value'" }, label),
        h(
          'div.controls',
          {},
          h(
            'button.step',
            {
              type: 'button',
              'aria-label': `Decrease ${label.toLowerCase()}`,
              '[disabled]': '$value <= $min',
              '(click)': `changeValue($value - ${step})`,
            },
            '−',
          ),
          h('input.input', {
            '[id]': "@uid + '-value'",
            type: 'number',
            inputmode: 'numeric',
            '[min]': '$min',
            '[max]': '$max',
            ...(step > 1 ? { step: String(step) } : {}),
            '[value]': '$value',
            '(change)': 'onInput(event)',
          }),
          h(
            'button.step',
            {
              type: 'button',
              'aria-label': `Increase ${label.toLowerCase()}`,
              '[disabled]': '$value >= $max',
              '(click)': `changeValue($value + ${step})`,
            },
            '+',
          ),
        ),
        h('p.hint', {}, hint),
        price !== undefined &&
          h('p.total', { 'aria-live': 'polite' }, 'Total: ', h('strong', {}, interp('$totalText'))),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        {
          el: 'label',
          decls: { display: 'block', 'font-weight': '600', 'margin-bottom': '0.5rem' },
        },
        {
          el: 'controls',
          decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.5rem' },
        },
        {
          el: 'step',
          decls: {
            width: '2.5rem',
            height: '2.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('text'),
            'font-size': '1.25rem',
            cursor: 'pointer',
          },
        },
        { el: 'step', state: ':focus-visible', decls: focusRing(t) },
        { el: 'step', state: ':disabled', decls: { opacity: '0.5', cursor: 'not-allowed' } },
        {
          el: 'input',
          decls: {
            width: '4.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'text-align': 'center',
          },
        },
        { el: 'input', state: ':focus-visible', decls: focusRing(t) },
        { el: 'total', decls: { margin: '0.75rem 0 0', 'font-size': '1.125rem' } },
        {
          el: 'hint',
          decls: { margin: '0.5rem 0 0', color: t('text-muted'), 'font-size': '0.8125rem' },
        },
      ],
    },
  });
}
