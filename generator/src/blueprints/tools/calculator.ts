import type { Blueprint, BuildContext } from '../../blueprint';
import { FORMULAS } from '../../lexicon/formulas';
import type { Formula, FormulaInput, FormulaOutput } from '../../lexicon/formulas';
import type { Behaviour } from '../../model';
import { parseResultLine } from '../../result-line';
import { tsString } from '../../text';
import { h, interp } from '../../view';
import type { ElementNode } from '../../view';
import { blueprint, commonRules } from '../common';
import { currencySign, fieldRules, numberFormat } from './parts';
import { presetButtons, presetRules } from './presets';

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
  if (input.kind === 'text')
    return h('textarea.input', {
      '[id]': id,
      rows: 6,
      ...(input.max !== undefined ? { maxlength: input.max } : {}),
      '[(value)]': input.key,
    });
  if (input.kind === 'date')
    return h('input.input', { '[id]': id, type: 'date', '[(value)]': input.key });
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
  return `Number.isFinite($${output.key}) ? @${output.format}.format($${output.key}) : '—'`;
}

/** The label a person reads: the description's own (kept as written), else the family's with its unit. */
function labelText(input: FormulaInput, named: string | undefined, sign: string): string {
  if (named)
    return /[()]/.test(named) || input.kind === 'choice'
      ? named
      : `${named}${suffix(input, sign, named)}`;
  return `${input.label}${suffix(input, sign)}`;
}

function suffix(input: FormulaInput, sign: string, named?: string): string {
  if (input.kind === 'money') return ` (${sign})`;
  const unit = named && input.otherUnit?.cue.test(named) ? input.otherUnit.unit : input.unit;
  // A label that says its unit already ("Tip %") does not say it twice.
  if (unit && named?.includes(unit)) return '';
  return unit && input.kind !== 'range' && input.kind !== 'choice' ? ` (${unit})` : '';
}

/** Derived values an input changes when its label names another unit ("Term (months)"). */
function unitDerived(formula: Formula, labels: Record<string, string>): Record<string, string> {
  return Object.assign(
    {},
    ...formula.inputs.map((input) => {
      const named = labels[input.key];
      return named && input.otherUnit?.cue.test(named) ? input.otherUnit.derived : {};
    }),
  );
}

/**
 * The family's inputs as this description names them: an optional one only when named, a named
 * select with its listed choices (read as numbers by `parseFloat`), and named labels that mean no
 * input of the family as plain number inputs of their own.
 */
function namedInputs(formula: Formula, behaviour: Behaviour | undefined): FormulaInput[] {
  const labels = behaviour?.labels ?? {};
  const own = formula.inputs.flatMap((input): FormulaInput[] => {
    if (input.optional && !labels[input.key]) return [];
    const options = behaviour?.options?.[input.key];
    if (options) return [{ ...input, kind: 'choice', options, initial: tsString(options[0]!) }];
    // A slider the description does not ask for is a number input in its unit.
    const kind = input.kind === 'range' && behaviour?.noSlider ? 'percent' : input.kind;
    return [withBounds({ ...input, kind }, behaviour?.bounds?.[input.key])];
  });
  const extra = (behaviour?.extraInputs ?? []).map((label, n): FormulaInput => ({
    key: `extra${n + 1}`,
    label,
    kind: 'number',
    initial: "''",
  }));
  return [...own, ...extra];
}

/** An input with the bounds the description set, its starting value kept inside them. */
function withBounds(
  input: FormulaInput,
  bounds: { min?: number | undefined; max?: number | undefined } | undefined,
): FormulaInput {
  if (!bounds) return input;
  const min = bounds.min ?? input.min;
  const max = bounds.max ?? input.max;
  const start = Number(/-?\d+(?:\.\d+)?/.exec(input.initial)?.[0]);
  const inside = Number.isFinite(start)
    ? Math.min(max ?? start, Math.max(min ?? start, start))
    : undefined;
  return {
    ...input,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(inside !== undefined && inside !== start ? { initial: `'${inside}'` } : {}),
  };
}

/**
 * A calculator's own buttons (labels `calculate` and `reset`): pressing the first shows what the
 * inputs hold then, each press again; the second empties the inputs and the shown results.
 */
function buttons(formula: Formula, drawn: FormulaInput[], labels: Record<string, string>) {
  const press = labels.calculate;
  const clear = labels.reset;
  const shown = (output: FormulaOutput) => `${output.key}Shown`;
  return {
    state: press
      ? formula.outputs.map((output) => ({ name: shown(output), type: 'string', initial: "'—'" }))
      : [],
    methods: [
      ...(press
        ? [
            {
              name: 'calculate',
              body: formula.outputs
                .map((output) => `set:${shown(output)}($${output.key}Text);`)
                .join('\n'),
            },
          ]
        : []),
      ...(clear
        ? [
            {
              name: 'clearAll',
              body: [
                ...drawn.map((input) => `set:${input.key}(${input.initial});`),
                ...(press ? formula.outputs.map((output) => `set:${shown(output)}('—');`) : []),
              ].join('\n'),
            },
          ]
        : []),
    ],
    /** What a result shows: the value at the last press, or the live one. */
    text: (output: FormulaOutput) => (press ? `$${shown(output)}` : `$${output.key}Text`),
    view:
      press || clear
        ? [
            h(
              'div.actions',
              {},
              press && h('button.button', { type: 'button', '(click)': 'calculate()' }, press),
              clear &&
                h(
                  'button.button.button--secondary',
                  { type: 'button', '(click)': 'clearAll()' },
                  clear,
                ),
            ),
          ]
        : [],
  };
}

/** A result's label as named, without the value it was shown with ("Words: N" is "Words"). */
function readoutLabel(named: string | undefined): string | undefined {
  if (!named) return undefined;
  return parseResultLine(named)?.label ?? (named || undefined);
}

/**
 * How a result prints, as the line the description wrote for it shows it: "Tip: 12.00" has no
 * currency sign and two decimals, "Tu IMC: 22.9" one decimal.
 */
function statedFormat(output: FormulaOutput, named: string | undefined): FormulaOutput['format'] {
  const line = named ? parseResultLine(named) : undefined;
  if (!line || output.format === 'text') return output.format;
  if (line.currency && output.format === 'money') return 'money';
  if (line.decimals === 1) return 'decimal1';
  if (line.decimals === 2) return 'fixed2';
  return output.format === 'money' ? 'decimal2' : output.format;
}

/**
 * The family's results this description shows: an optional one only when named, each printed as
 * its named line shows it.
 */
function shownOutputs(formula: Formula, labels: Record<string, string>): Formula {
  const shown = formula.outputs.filter((output) => !output.optional || labels[output.key]);
  // Amounts the description wrote without a currency sign print so everywhere, stated or not.
  const plain = shown.find(
    (output) => output.format === 'money' && statedFormat(output, labels[output.key]) !== 'money',
  );
  const outputs = shown.map((output) => ({
    ...output,
    format:
      plain && output.format === 'money' && !labels[output.key]
        ? statedFormat(plain, labels[plain.key])
        : statedFormat(output, labels[output.key]),
  }));
  return { ...formula, outputs };
}

/** A text with a character limit also shows the characters left of it ("280 max"). */
function withCharactersLeft(formula: Formula, drawn: FormulaInput[]): Formula {
  const limited = drawn.find((input) => input.kind === 'text' && input.max !== undefined);
  if (!limited) return formula;
  const left: FormulaOutput = {
    key: 'charactersLeft',
    label: 'Characters left',
    expr: `${limited.max} - $${limited.key}.length`,
    format: 'decimal2',
  };
  return { ...formula, outputs: [...formula.outputs, left] };
}

/**
 * Inputs → formula → outputs, recomputed on every keystroke, or shown when its named button is
 * pressed; the family comes from the model.
 */
export function calculatorBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const family = FORMULAS.find((f) => f.id === model.behaviour?.formula) ?? FORMULAS.at(-1)!;
  const labels = model.behaviour?.labels ?? {};
  const drawn = namedInputs(family, model.behaviour);
  const formula = withCharactersLeft(shownOutputs(family, labels), drawn);
  const own = buttons(formula, drawn, labels);
  const hidden = formula.inputs.filter((input) => !drawn.some((d) => d.key === input.key));
  const sign = currencySign(model.behaviour?.numbers);
  const formats = [...new Set(formula.outputs.map((o) => o.format))].flatMap((format) =>
    format === 'text' ? [] : [numberFormat(format, model.behaviour?.numbers)],
  );
  return blueprint({
    usesId: true,
    constants: formats,
    state: [
      ...drawn.map((input) => ({
        name: input.key,
        type: 'string',
        initial: input.initial,
      })),
      ...own.state,
    ],
    methods: own.methods,
    computed: [
      ...drawn
        .filter((input) =>
          formula.inputs.some(
            (i) => i.key === input.key && i.kind !== 'choice' && i.kind !== 'text',
          ),
        )
        .map((input) => ({
          name: `${input.key}Value`,
          expr:
            input.kind === 'date'
              ? `Date.parse($${input.key} + 'T00:00:00')`
              : `parseFloat($${input.key}) || 0`,
        })),
      // An input this description does not draw stays at its neutral value.
      ...hidden.map((input) => ({ name: `${input.key}Value`, expr: '0' })),
      ...(formula.derived ?? []).map((value) => ({
        name: value.key,
        expr: unitDerived(formula, labels)[value.key] ?? value.expr,
      })),
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
          ...drawn.map((input) =>
            h(
              'div.field',
              {},
              h(
                'label.label',
                { '[for]': `@uid + '-${input.key}'` },
                labelText(input, labels[input.key], sign),
              ),
              control(input),
              presetButtons(input, model.behaviour?.presets?.[input.key]),
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
              h('span.result-label', {}, `${readoutLabel(labels[output.key]) ?? output.label}:`),
              ' ',
              h('strong.result-value', {}, interp(own.text(output))),
            ),
          ),
        ),
        ...own.view,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, own.view.length ? ['surface', 'button'] : ['surface']),
        ...(own.view.length
          ? [{ el: 'actions', decls: { display: 'flex', gap: '0.5rem', 'margin-top': '1rem' } }]
          : []),
        ...fieldRules(t),
        { el: '', decls: { 'max-width': '28rem' } },
        { el: 'inputs', decls: { display: 'grid', gap: '1rem' } },
        { el: 'range', decls: { display: 'flex', 'align-items': 'center', gap: '0.75rem' } },
        ...(model.behaviour?.presets ? presetRules(t) : []),
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
