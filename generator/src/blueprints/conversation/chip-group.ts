import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h } from '../../view';
import { blueprint, focusRing } from '../common';

/** Chips the user switches on and off (filters, choices), each a toggle button (aria-pressed). */
export function chipGroupBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const chips = model.items.length ? model.items : ['All', 'Open', 'Closed'];
  const label = model.title || 'Filters';
  return blueprint({
    outputs: [{ name: 'selectionChange', type: 'string[]' }],
    constants: [
      {
        name: 'chips',
        type: 'readonly string[]',
        value: `[${chips.map((chip) => tsString(chip)).join(', ')}]`,
      },
    ],
    state: [{ name: 'selected', type: 'string[]', initial: '[]' }],
    methods: [
      {
        name: 'toggle',
        params: 'chip: string',
        body: 'const next = $selected.includes(chip)\n  ? $selected.filter((value) => value !== chip)\n  : [...$selected, chip];\nset:selected(next);\nemit:selectionChange(next);',
      },
    ],
    view: [
      h(
        'div.',
        { role: 'group', 'aria-label': label },
        // Written out one by one, so each chip's label is in the markup as the user wrote it.
        chips.map((chip, index) =>
          h(
            'button.chip',
            {
              type: 'button',
              '[aria-pressed]': `$selected.includes(@chips[${index}])`,
              '(click)': `toggle(@chips[${index}])`,
            },
            chip,
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        { el: '', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
        {
          el: 'chip',
          decls: {
            padding: '0.375rem 0.875rem',
            border: `1px solid ${t('border')}`,
            'border-radius': '999px',
            background: t('surface'),
            color: t('text'),
            font: 'inherit',
            'font-size': '0.875rem',
            cursor: 'pointer',
          },
        },
        {
          el: 'chip',
          state: '[aria-pressed="true"]',
          decls: { background: t('primary'), 'border-color': t('primary'), color: t('on-primary') },
        },
        { el: 'chip', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
