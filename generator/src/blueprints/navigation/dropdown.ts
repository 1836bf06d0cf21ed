import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase } from '../../text';
import { h, icon, when } from '../../view';
import { blueprint, commonRules, focusRing, popover } from '../common';
import { notificationMenuBlueprint } from './notification-menu';

export function dropdownBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  if (model.behaviour?.notifications) return notificationMenuBlueprint(ctx);
  const items = model.items.length ? model.items : ['Edit', 'Duplicate', 'Archive', 'Delete'];
  const trigger = model.actions.find((a) => a.kind !== 'link')?.label ?? 'Actions';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'selected', type: 'string' }],
    state: [{ name: 'open', type: 'boolean', initial: 'false' }],
    methods: [
      { name: 'toggle', body: 'update:open((open) => !open);' },
      {
        name: 'choose',
        params: 'action: string',
        body: 'set:open(false);\nemit:selected(action);',
      },
      {
        name: 'onMenuKeydown',
        params: 'event: KeyboardEvent',
        body: [
          'const items = Array.from((event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(\'[role="menuitem"]\'));',
          'const current = items.indexOf(document.activeElement as HTMLElement);',
          "if (event.key === 'Escape') {",
          '  set:open(false);',
          "} else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {",
          '  event.preventDefault();',
          "  const step = event.key === 'ArrowDown' ? 1 : -1;",
          '  items[(current + step + items.length) % items.length]?.focus();',
          '}',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'button.trigger',
          {
            type: 'button',
            'aria-haspopup': 'menu',
            '[id]': "@uid + '-trigger'",
            '[aria-expanded]': '$open',
            '[aria-controls]': "@uid + '-menu'",
            '(click)': 'toggle()',
          },
          trigger,
          icon('chevronDown', 'chevron'),
        ),
        when('$open', [
          h(
            'ul.menu',
            {
              role: 'menu',
              '[id]': "@uid + '-menu'",
              '[aria-labelledby]': "@uid + '-trigger'",
              '(keydown)': 'onMenuKeydown(event)',
            },
            ...items.map((label) =>
              h(
                'li',
                { role: 'none' },
                h(
                  `button.item${/delete|remove/i.test(label) ? '.item--danger' : ''}`,
                  { type: 'button', role: 'menuitem', '(click)': `choose('${camelCase(label)}')` },
                  label,
                ),
              ),
            ),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {
        'menu-in':
          'from {\n  opacity: 0;\n  transform: translateY(-4px) scale(0.98);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { position: 'relative', display: 'inline-block' } },
        {
          el: 'trigger',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem 0.875rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
          },
        },
        { el: 'trigger', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'trigger', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'trigger',
          state: '[aria-expanded="true"] svg',
          decls: { transform: 'rotate(180deg)' },
        },
        { el: 'chevron', decls: { transition: 'transform 150ms ease' } },
        {
          el: 'menu',
          decls: {
            ...popover(t),
            top: 'calc(100% + 0.25rem)',
            left: '0',
            'min-width': '12rem',
            margin: '0',
            padding: '0.25rem',
            'list-style': 'none',
            animation: 'menu-in var(--kiln-motion, 120ms) ease',
          },
        },
        {
          el: 'item',
          decls: {
            display: 'block',
            width: '100%',
            padding: '0.5rem 0.75rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            'text-align': 'left',
            cursor: 'pointer',
          },
        },
        { el: 'item', state: ':hover', decls: { background: t('surface-muted') } },
        {
          el: 'item',
          state: ':focus-visible',
          decls: { outline: 'none', background: t('surface-muted') },
        },
        { el: 'item--danger', decls: { color: t('danger') } },
      ],
    },
  });
}
