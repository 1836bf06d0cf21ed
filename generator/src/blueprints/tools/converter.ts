import type { Blueprint, BuildContext } from '../../blueprint';
import { CONVERSIONS } from '../../lexicon/conversions';
import { h, when } from '../../view';
import { blueprint, commonRules } from '../common';
import { fieldRules } from './parts';

const SIDES = ['left', 'right'] as const;

/** Two fields converting into each other as the user types in either one. */
export function converterBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const conversion =
    CONVERSIONS.find((c) => c.id === model.behaviour?.conversion) ?? CONVERSIONS[0]!;
  const fn = (body: string) =>
    `(value: string): string | null => {\n${body
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n')}\n}`;
  const named = model.behaviour?.labels ?? {};
  const label = { left: named.left ?? conversion.left, right: named.right ?? conversion.right };
  // Only a conversion that can fail (decoding) keeps and shows an "invalid" state.
  const checked = conversion.invalid !== '';
  const fromSide = (side: (typeof SIDES)[number]) => {
    const other = side === 'left' ? 'right' : 'left';
    const convert = side === 'left' ? 'toRight' : 'toLeft';
    return {
      name: `from${side === 'left' ? 'Left' : 'Right'}`,
      params: 'event: Event',
      body: `const value = (event.target as HTMLInputElement).value;\nset:${side}(value);\nconst next = @${convert}(value);\n${checked ? 'set:invalid(next === null);\n' : ''}if (next !== null) set:${other}(next);`,
    };
  };
  return blueprint({
    usesId: true,
    constants: [
      { name: 'toRight', type: '(value: string) => string | null', value: fn(conversion.toRight) },
      { name: 'toLeft', type: '(value: string) => string | null', value: fn(conversion.toLeft) },
    ],
    state: [
      { name: 'left', type: 'string', initial: "''" },
      { name: 'right', type: 'string', initial: "''" },
      ...(checked ? [{ name: 'invalid', type: 'boolean', initial: 'false' }] : []),
    ],
    methods: SIDES.map(fromSide),
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || conversion.title),
        h(
          'div.pair',
          {},
          ...SIDES.map((side) =>
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
            ),
          ),
        ),
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
        {
          el: 'pair',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(auto-fit, minmax(12rem, 1fr))',
            gap: '1rem',
          },
        },
        {
          el: 'error',
          decls: { margin: '0.75rem 0 0', color: t('danger'), 'min-height': '1.25rem' },
        },
      ],
    },
  });
}
