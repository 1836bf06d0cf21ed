import type { Blueprint, BuildContext } from '../../blueprint';
import { CONVERSIONS } from '../../lexicon/conversions';
import { h, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';
import { currencyMenusBlueprint } from './currency-menus';
import { unitMenusBlueprint } from './unit-menus';
import { fieldRules } from './parts';

const SIDES = ['left', 'right'] as const;

/**
 * Two fields converting into each other as the user types in either one. A conversion at a rate
 * (currencies) shows its rate in a field of its own: the rate the description states, or an empty
 * field asking for it, never an invented one. A colour conversion shows the colour beside it.
 */
export function converterBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  if (model.behaviour?.currencies) return currencyMenusBlueprint(ctx);
  if (model.behaviour?.units) return unitMenusBlueprint(ctx);
  const conversion =
    CONVERSIONS.find((c) => c.id === model.behaviour?.conversion) ?? CONVERSIONS[0]!;
  const rated = conversion.rated === true;
  const args = rated ? 'value: string, rate: number' : 'value: string';
  const fn = (body: string) =>
    `(${args}): string | null => {\n${body
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n')}\n}`;
  const named = model.behaviour?.labels ?? {};
  const label = { left: named.left ?? conversion.left, right: named.right ?? conversion.right };
  const stated = model.behaviour?.rate;
  // "Exchange rate (USD per EUR)" when the currencies are named.
  const rateLabel =
    named.left && named.right
      ? `Exchange rate (${named.right} per ${named.left})`
      : 'Exchange rate';
  const swatch = conversion.id === 'colour';
  // A number converted is also said as a sentence ("100 °C = 212 °F"), read as it changes.
  const unit = (side: 'left' | 'right') => /\(([^()]+)\)\s*$/.exec(label[side])?.[1] ?? label[side];
  const sentence =
    conversion.kind === 'number' &&
    when("$left !== '' && $right !== ''", [
      h(
        'p.result',
        { 'aria-live': 'polite' },
        interp('$left'),
        ` ${unit('left')} = `,
        interp('$right'),
        ` ${unit('right')}`,
      ),
    ]);
  // Only a conversion that can fail (decoding) keeps and shows an "invalid" state.
  const checked = conversion.invalid !== '';
  const rateArg = rated ? ', $rateValue' : '';
  const fromSide = (side: (typeof SIDES)[number]) => {
    const other = side === 'left' ? 'right' : 'left';
    const convert = side === 'left' ? 'toRight' : 'toLeft';
    return {
      name: `from${side === 'left' ? 'Left' : 'Right'}`,
      params: 'event: Event',
      body: `const value = (event.target as HTMLInputElement).value;\nset:${side}(value);\nconst next = @${convert}(value${rateArg});\n${checked ? 'set:invalid(next === null);\n' : ''}if (next !== null) set:${other}(next);`,
    };
  };
  const field = (side: (typeof SIDES)[number]) =>
    h(
      'div.field',
      {},
      h('label.label', { '[for]': `@uid + '-${side}'` }, label[side]),
      h('input.input', {
        '[id]': `@uid + '-${side}'`,
        type: conversion.kind === 'number' ? 'number' : 'text',
        ...(conversion.kind === 'number'
          ? { inputmode: 'decimal', step: 'any' }
          : { autocomplete: 'off' }),
        '[value]': `$${side}`,
        '(input)': `from${side === 'left' ? 'Left' : 'Right'}(event)`,
      }),
    );
  return blueprint({
    usesId: true,
    constants: [
      { name: 'toRight', type: `(${args}) => string | null`, value: fn(conversion.toRight) },
      { name: 'toLeft', type: `(${args}) => string | null`, value: fn(conversion.toLeft) },
    ],
    state: [
      { name: 'left', type: 'string', initial: "''" },
      { name: 'right', type: 'string', initial: "''" },
      ...(checked ? [{ name: 'invalid', type: 'boolean', initial: 'false' }] : []),
      ...(rated
        ? [{ name: 'rate', type: 'string', initial: `'${stated !== undefined ? stated : ''}'` }]
        : []),
    ],
    computed: [
      ...(rated ? [{ name: 'rateValue', expr: 'Number($rate)' }] : []),
      // The colour typed, once it reads as one: the swatch shows it.
      ...(swatch
        ? [
            {
              name: 'colour',
              expr: "$invalid || $left.trim() === '' ? 'transparent' : '#' + $left.trim().replace(/^#/, '')",
            },
          ]
        : []),
    ],
    methods: [
      ...SIDES.map(fromSide),
      ...(rated
        ? [
            {
              name: 'fromRate',
              params: 'event: Event',
              body: "const value = (event.target as HTMLInputElement).value;\nset:rate(value);\nset:right(@toRight($left, Number(value)) ?? '');",
            },
          ]
        : []),
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || conversion.title),
        h('div.pair', {}, ...SIDES.map(field)),
        sentence,
        rated &&
          h(
            'div.field.rate',
            {},
            h('label.label', { '[for]': "@uid + '-rate'" }, rateLabel),
            h('input.input', {
              '[id]': "@uid + '-rate'",
              type: 'number',
              inputmode: 'decimal',
              step: 'any',
              min: '0',
              ...(stated === undefined ? { placeholder: 'Type the rate' } : {}),
              '[value]': '$rate',
              '(input)': 'fromRate(event)',
            }),
          ),
        swatch &&
          h('div.swatch', {
            role: 'img',
            '[aria-label]': "'Colour ' + $colour",
            '[style.background]': '$colour',
          }),
        checked
          ? h('p.error', { 'aria-live': 'polite' }, when('$invalid', [conversion.invalid]))
          : null,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '36rem' } },
        ...(rated ? [{ el: 'rate', decls: { 'margin-top': '1rem' } }] : []),
        {
          el: 'result',
          decls: {
            margin: '1rem 0 0',
            'font-variant-numeric': 'tabular-nums',
            color: t('text-muted'),
          },
        },
        {
          el: 'pair',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(auto-fit, minmax(12rem, 1fr))',
            gap: '1rem',
          },
        },
        ...(swatch
          ? [
              {
                el: 'swatch',
                decls: {
                  height: '3rem',
                  'margin-top': '1rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': t('radius-sm'),
                },
              },
            ]
          : []),
        {
          el: 'error',
          decls: { margin: '0.75rem 0 0', color: t('danger'), 'min-height': '1.25rem' },
        },
      ],
    },
  });
}
