import type { Blueprint, BuildContext } from '../../blueprint';
import { camelCase, tsString } from '../../text';
import { h, icon, when } from '../../view';
import type { IconName } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

const SIDEBAR_ICONS: [RegExp, IconName][] = [
  [/dashboard|overview|home/i, 'grid'],
  [/project|file|document/i, 'folder'],
  [/team|user|people|member|customer/i, 'users'],
  [/setting|preference/i, 'settings'],
  [/mail|inbox|message/i, 'mail'],
];

export function sidebarBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const items = model.items.length ? model.items : ['Dashboard', 'Projects', 'Team', 'Settings'];
  // Its toggle says what pressing it does, in the words named for it ("a Collapse button").
  const collapseLabel = model.behaviour?.labels?.collapse ?? 'Collapse sidebar';
  const expandLabel = model.behaviour?.labels?.expand ?? 'Expand sidebar';
  const iconFor = (label: string): IconName =>
    SIDEBAR_ICONS.find(([pattern]) => pattern.test(label))?.[1] ?? 'home';
  return blueprint({
    inputs: [{ name: 'collapsed', type: 'boolean', initial: 'false' }],
    outputs: [
      { name: 'collapsedChange', type: 'boolean' },
      { name: 'navigate', type: 'string' },
    ],
    state: [
      { name: 'isCollapsed', type: 'boolean', initial: 'false', linked: 'collapsed' },
      { name: 'active', type: 'string', initial: tsString(camelCase(items[0]!)) },
    ],
    methods: [
      {
        name: 'toggle',
        body: 'const next = !$isCollapsed;\nset:isCollapsed(next);\nemit:collapsedChange(next);',
      },
      { name: 'select', params: 'item: string', body: 'set:active(item);\nemit:navigate(item);' },
    ],
    view: [
      h(
        'nav.',
        { 'aria-label': model.title || 'Sidebar', '[class.--collapsed]': '$isCollapsed' },
        h(
          'button.toggle',
          { type: 'button', '[aria-expanded]': '!$isCollapsed', '(click)': 'toggle()' },
          icon('chevronLeft', 'toggle-icon'),
          h('span.sr-only', {}, when('$isCollapsed', [expandLabel], [collapseLabel])),
        ),
        h(
          'ul.items',
          {},
          ...items.map((label) => {
            const key = camelCase(label);
            return h(
              'li',
              {},
              h(
                'a.item',
                {
                  href: '#',
                  // Its name stays when only the icon shows.
                  'aria-label': label,
                  title: label,
                  '[aria-current]': `$active === '${key}' ? 'page' : undefined`,
                  '(click)': `select('${key}')`,
                },
                icon(iconFor(label), 'item-icon'),
                when('!$isCollapsed', [h('span.label', {}, label)]),
              ),
            );
          }),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            width: '15rem',
            'min-height': '100%',
            padding: '0.75rem',
            'border-right': `1px solid ${t('border')}`,
            background: t('surface'),
            'box-sizing': 'border-box',
            transition: 'width 200ms ease',
          },
        },
        { el: '--collapsed', decls: { width: '4rem' } },
        {
          el: 'toggle',
          state: '[aria-expanded="false"] svg',
          decls: { transform: 'rotate(180deg)' },
        },
        {
          el: 'toggle',
          decls: {
            'align-self': 'flex-end',
            display: 'inline-flex',
            padding: '0.375rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        { el: 'toggle', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'toggle', state: ':focus-visible', decls: focusRing(t) },
        { el: 'toggle-icon', decls: { transition: 'transform 200ms ease' } },
        {
          el: 'items',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.25rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        {
          el: 'item',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.75rem',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            color: t('text-muted'),
            'font-weight': '500',
            'text-decoration': 'none',
            'white-space': 'nowrap',
          },
        },
        {
          el: 'item',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'item', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'item',
          state: '[aria-current="page"]',
          decls: { background: t('primary'), color: t('on-primary') },
        },
        { el: 'item-icon', decls: { 'flex-shrink': '0' } },
        { el: '', media: 'narrow', decls: { width: '4rem' } },
        { el: 'label', media: 'narrow', decls: { display: 'none' } },
      ],
    },
  });
}
