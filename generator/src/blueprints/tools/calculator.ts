import type { Blueprint, BuildContext } from '../../blueprint';
import { FORMULAS } from '../../lexicon/formulas';
import type { FormulaInput, FormulaOutput } from '../../lexicon/formulas';
import { h, interp } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, commonRules } from '../common';
import { FORMATS, fieldRules } from './parts';

function control(input: FormulaInput): ElementNode {
  const id = `@uid + '-${input.key}'`;
  const bounds = {
    ...(input.min !== undefined ? { min: input.min } : {}),
    ...(input.max !== undefined ? { max: input.max } : {}),
    ...(input.step !== undefined ? { step: input.step } : {}),
  };
  if (input.kind === 'choice')
    return h(
      'select.input',
      { '[id]': id, '[(value)]': input.key },
      ...(input.options ?? []).map((option) => h('option', { value: option }, option)),
    );
  if (input.kind === 'range')
    return h(
      'div.range',
      {},
      h('input.slider', { '[id]': id, type: 'range', ...bounds, '[(value)]': input.key }),
      h(
        'span.range-value',
        { 'aria-hidden': 'true' },
        interp(`$${input.key}`),
        ` ${input.unit ?? ''}`,
      ),
    );
  return h('input.input', {
    '[id]': id,
    type: 'number',
    inputmode: 'decimal',
    ...bounds,
    placeholder: input.kind === 'money' ? '0.00' : '0',
    '[(value)]': input.key,
  });
}

function printed(output: FormulaOutput): string {
  if (output.format === 'text') return `$${output.key}`;
  const format = FORMATS[output.format].name;
  return `Number.isFinite($${output.key}) ? @${format}.format($${output.key}) : '—'`;
}

/** Inputs → formula → outputs, recomputed on every keystroke; the family comes from the model. */
export function calculatorBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const formula = FORMULAS.find((f) => f.id === model.behaviour?.formula) ?? FORMULAS.at(-1)!;
  const formats = [...new Set(formula.outputs.map((o) => o.format))].flatMap((format) =>
    format === 'text' ? [] : [FORMATS[format]],
  );
  return blueprint({
    usesId: true,
    constants: formats.map((f) => ({ ...f })),
    state: formula.inputs.map((input) => ({
      name: input.key,
      type: 'string',
      initial: input.initial,
    })),
    computed: [
      ...formula.inputs
        .filter((input) => input.kind !== 'choice')
        .map((input) => ({ name: `${input.key}Value`, expr: `Number($${input.key}) || 0` })),
      ...formula.outputs.map((output) => ({ name: output.key, expr: output.expr })),
      // Printed in the class: templates cannot reach globals such as Number.
      ...formula.outputs.map((output) => ({ name: `${output.key}Text`, expr: printed(output) })),
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || formula.title),
        h(
          'div.inputs',
          {},
          ...formula.inputs.map((input) =>
            h(
              'div.field',
              {},
              h(
                'label.label',
                { '[for]': `@uid + '-${input.key}'` },
                input.label,
                input.kind === 'money'
                  ? ' ($)'
                  : input.unit && input.kind !== 'range'
                    ? ` (${input.unit})`
                    : '',
              ),
              control(input),
            ),
          ),
        ),
        h(
          'div.results',
          { 'aria-live': 'polite' },
          ...formula.outputs.map((output) =>
            h(
              'p.result',
              {},
              h('span.result-label', {}, `${output.label}:`),
              ' ',
              h('strong.result-value', {}, interp(`$${output.key}Text`)),
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '28rem' } },
        { el: 'inputs', decls: { display: 'grid', gap: '1rem' } },
        { el: 'range', decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem' } },
        {
          el: 'range-value',
          decls: {
            'min-width': '3.5rem',
            'text-align': 'right',
            'font-variant-numeric': 'tabular-nums',
          },
        },
        {
          el: 'results',
          decls: {
            display: 'grid',
            gap: '0.5rem',
            'margin-top': '1.25rem',
            padding: t('space'),
            'border-radius': t('radius-sm'),
            background: t('surface-muted'),
          },
        },
        {
          el: 'result',
          decls: { display: 'flex', 'justify-content': 'space-between', gap: '1rem', margin: '0' },
        },
        { el: 'result-label', decls: { color: t('text-muted') } },
        {
          el: 'result-value',
          decls: { 'font-size': '1.125rem', 'font-variant-numeric': 'tabular-nums' },
        },
      ],
    },
  });
}
