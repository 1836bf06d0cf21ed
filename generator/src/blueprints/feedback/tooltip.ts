import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon, when } from '../../view';
import { blackAt, blueprint, COLOURS, commonRules, focusRing } from '../common';

export function tooltipBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  return blueprint({
    usesId: true,
    state: [{ name: 'visible', type: 'boolean', initial: 'false' }],
    methods: [
      { name: 'show', body: 'set:visible(true);' },
      { name: 'hide', body: 'set:visible(false);' },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'Escape') {\n  @hide();\n}",
      },
    ],
    host: { mouseenter: 'show()', mouseleave: 'hide()' },
    view: [
      h(
        'span.',
        {},
        h(
          'button.trigger',
          {
            type: 'button',
            '[aria-describedby]': "$visible ? @uid + '-tip' : undefined",
            '(focus)': 'show()',
            '(blur)': 'hide()',
            '(keydown)': 'onKeydown(event)',
          },
          icon('info'),
          h('span.sr-only', {}, model.title || 'More information'),
        ),
        when('$visible', [
          h(
            'span.tip',
            { role: 'tooltip', '[id]': "@uid + '-tip'" },
            model.message ?? 'Your plan renews on the first day of each month.',
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {
        'tooltip-in':
          'from {\n  opacity: 0;\n  transform: translate(-50%, 4px);\n}\nto {\n  opacity: 1;\n  transform: translate(-50%, 0);\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { position: 'relative', display: 'inline-flex' } },
        {
          el: 'trigger',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': '50%',
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'help',
          },
        },
        { el: 'trigger', state: ':hover', decls: { color: t('primary') } },
        { el: 'trigger', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'tip',
          decls: {
            position: 'absolute',
            bottom: 'calc(100% + 0.5rem)',
            left: '50%',
            'z-index': '20',
            width: 'max-content',
            'max-width': '16rem',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            background: COLOURS.tooltipBackground,
            color: COLOURS.tooltipText,
            'font-size': '0.8125rem',
            'line-height': '1.4',
            transform: 'translateX(-50%)',
            'box-shadow': `0 4px 12px ${blackAt(0.2)}`,
            animation: 'tooltip-in var(--kiln-motion, 150ms) ease-out',
            'pointer-events': 'none',
          },
        },
      ],
    },
  });
}
