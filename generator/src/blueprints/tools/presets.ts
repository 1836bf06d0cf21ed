/** A calculator's quick choices: percentages named as buttons beside their input. */
import type { BuildContext } from '../../blueprint';
import type { FormulaInput } from '../../lexicon/formulas';
import type { StyleRule } from '../../styles';
import { h } from '../../view';
import type { ElementNode } from '../../view';
import { focusRing, outlinedButton } from '../common';

/**
 * A percentage's quick choices beside its input ("10%", "15%", "20%"): each sets the input, and
 * says it is the one chosen while the input holds it.
 */
export function presetButtons(
  input: FormulaInput,
  presets: number[] | undefined,
): ElementNode | null {
  if (!presets) return null;
  return h(
    'div.presets',
    { role: 'group', 'aria-label': `${input.label} choices` },
    ...presets.map((value) =>
      h(
        'button.preset',
        {
          type: 'button',
          '[aria-pressed]': `$${input.key} === '${value}'`,
          '(click)': `set:${input.key}('${value}')`,
        },
        `${value}%`,
      ),
    ),
  );
}

/** The quick choices in a row; the one chosen filled with the primary colour. */
export function presetRules(t: BuildContext['t']): StyleRule[] {
  return [
    { el: 'presets', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
    {
      el: 'preset',
      decls: {
        'min-width': '3rem',
        'min-height': '2.75rem',
        padding: '0 0.75rem',
        ...outlinedButton(t),
      },
    },
    {
      el: 'preset',
      state: '[aria-pressed="true"]',
      decls: { background: t('primary'), color: t('on-primary'), 'border-color': t('primary') },
    },
    { el: 'preset', state: ':focus-visible', decls: focusRing(t) },
  ];
}
