import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp, when } from '../../view';
import { blueprint } from '../common';
import { menuPairRules, sideMenu } from './menu-pair';

/**
 * A unit converter whose units are picked: a value, From and To menus of the units named, a
 * button that swaps them, and the result as a sentence ("1 km = 1000 m"). Each unit is known by
 * how many of its quantity's base unit it is, so any pair converts through the base; the result
 * is rounded to the decimals stated (4 unless stated), without trailing zeros or thousands
 * separators.
 */
export function unitMenusBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const units = model.behaviour?.units ?? [];
  const [from, to] = [units[0]!.label, (units[1] ?? units[0]!).label];
  const decimals = model.behaviour?.decimals ?? 4;
  const valueLabel = model.behaviour?.labels?.value ?? 'Value';
  const menu = (side: 'from' | 'to', label: string) =>
    sideMenu(side, label, { of: 'units', item: 'unit', value: 'unit.label' });
  return blueprint({
    usesId: true,
    types: ['interface Unit {\n  label: string;\n  factor: number;\n}'],
    constants: [
      {
        name: 'units',
        type: 'Unit[]',
        value: JSON.stringify(units.map(({ label, factor }) => ({ label, factor }))),
      },
    ],
    state: [
      { name: 'value', type: 'string', initial: "''" },
      { name: 'from', type: 'string', initial: `'${from}'` },
      { name: 'to', type: 'string', initial: `'${to}'` },
    ],
    computed: [
      // Through the base unit: the value in the base, then in the unit converted to.
      {
        name: 'factorFrom',
        expr: '@units.find((unit) => unit.label === $from)?.factor ?? NaN',
      },
      { name: 'factorTo', expr: '@units.find((unit) => unit.label === $to)?.factor ?? NaN' },
      {
        name: 'converted',
        expr: `$value.trim() === '' || !Number.isFinite(Number($value)) ? '' : String(Number(((Number($value) * $factorFrom) / $factorTo).toFixed(${decimals})))`,
      },
    ],
    methods: [
      {
        name: 'swap',
        body: 'const previous = $from;\nset:from($to);\nset:to(previous);',
      },
    ],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Unit converter'),
        h(
          'div.field',
          {},
          h('label.label', { '[for]': "@uid + '-value'" }, valueLabel),
          h('input.input', {
            '[id]': "@uid + '-value'",
            type: 'number',
            inputmode: 'decimal',
            step: 'any',
            '[(value)]': 'value',
          }),
        ),
        h(
          'div.pair',
          {},
          menu('from', 'From'),
          h(
            'button.swap',
            { type: 'button', 'aria-label': 'Swap units', '(click)': 'swap()' },
            '⇄',
          ),
          menu('to', 'To'),
        ),
        h(
          'p.result',
          { 'aria-live': 'polite' },
          when(
            "$converted !== ''",
            [
              interp('$value'),
              ' ',
              interp('$from'),
              ' = ',
              interp('$converted'),
              ' ',
              interp('$to'),
            ],
            ['Type a value to convert.'],
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: menuPairRules(ctx),
    },
  });
}
