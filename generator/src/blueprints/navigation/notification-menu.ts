/**
 * A notification bell: an icon button with the unread count that opens a panel of recent
 * notifications. Opening one marks it read, "Mark all as read" marks them all, the count follows;
 * the bell, Escape or a press outside closes the panel.
 */
import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import { blueprint, commonRules, focusRing, popover } from '../common';

/** What a bell shows when the description names no notifications: the usual kinds, all unread. */
const SAMPLES: [string, string][] = [
  ['Maya Chen commented on your post', '2 min ago'],
  ['Your export is ready to download', '1 hour ago'],
  ['New sign-in from Firefox on Windows', 'Yesterday'],
];

export function notificationMenuBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  // "The button shows 'Notifications (3)'": the bell's words around its unread count.
  const worded = /^(\D{1,30})\d{1,3}(\D{0,10})$/.exec(
    model.behaviour?.labels?.bell ?? model.message ?? '',
  );
  const entries: [string, string][] = model.items.length
    ? model.items.map((item, i) => [item, i === 0 ? 'Just now' : `${i * 5} min ago`])
    : SAMPLES;
  return blueprint({
    usesId: true,
    types: [
      'export interface Notification {\n  id: number;\n  text: string;\n  time: string;\n  read: boolean;\n}',
    ],
    outputs: [{ name: 'opened', type: 'Notification' }],
    constants: [
      {
        name: 'initialNotifications',
        type: 'Notification[]',
        value: `[\n${entries
          .map(
            ([text, time], i) =>
              `  { id: ${i + 1}, text: ${tsString(text)}, time: ${tsString(time)}, read: false },`,
          )
          .join('\n')}\n]`,
      },
    ],
    state: [
      { name: 'open', type: 'boolean', initial: 'false' },
      { name: 'notifications', type: 'Notification[]', initial: '@initialNotifications' },
    ],
    computed: [{ name: 'unread', expr: '$notifications.filter((item) => !item.read).length' }],
    methods: [
      { name: 'toggle', body: 'update:open((open) => !open);' },
      {
        name: 'markRead',
        params: 'item: Notification',
        body: 'set:notifications($notifications.map((n) => (n.id === item.id ? { ...n, read: true } : n)));\nemit:opened(item);',
      },
      {
        name: 'markAllRead',
        body: 'set:notifications($notifications.map((n) => ({ ...n, read: true })));',
      },
      {
        name: 'close',
        params: 'refocus: boolean',
        body: "set:open(false);\nif (refocus) document.getElementById(@uid + '-bell')?.focus();",
      },
    ],
    effects: [
      {
        // While open: Escape closes and gives the focus back to the bell, a press outside closes.
        angular: [
          'effect((onCleanup) => {',
          '  if (!this.open()) return;',
          '  const onKeydown = (event: KeyboardEvent) => {',
          "    if (event.key === 'Escape' && !event.defaultPrevented) this.close(true);",
          '  };',
          '  const onPointerdown = (event: PointerEvent) => {',
          "    const menu = document.getElementById(this.uid + '-menu');",
          '    if (!menu?.contains(event.target as Node)) this.close(false);',
          '  };',
          "  document.addEventListener('keydown', onKeydown);",
          "  document.addEventListener('pointerdown', onPointerdown);",
          '  onCleanup(() => {',
          "    document.removeEventListener('keydown', onKeydown);",
          "    document.removeEventListener('pointerdown', onPointerdown);",
          '  });',
          '});',
        ].join('\n'),
        react: [
          'if (!open) return;',
          'const onKeydown = (event: KeyboardEvent) => {',
          "  if (event.key === 'Escape' && !event.defaultPrevented) close(true);",
          '};',
          'const onPointerdown = (event: PointerEvent) => {',
          "  const menu = document.getElementById(uid + '-menu');",
          '  if (!menu?.contains(event.target as Node)) close(false);',
          '};',
          "document.addEventListener('keydown', onKeydown);",
          "document.addEventListener('pointerdown', onPointerdown);",
          'return () => {',
          "  document.removeEventListener('keydown', onKeydown);",
          "  document.removeEventListener('pointerdown', onPointerdown);",
          '};',
        ].join('\n'),
        reactDeps: ['open'],
      },
    ],
    view: [
      h(
        'div.',
        { '[id]': "@uid + '-menu'" },
        h(
          'button.bell',
          {
            type: 'button',
            '[id]': "@uid + '-bell'",
            // A bell worded with its count ("Notifications (3)") says it; else the icon is named.
            ...(worded
              ? {}
              : {
                  '[aria-label]':
                    "$unread > 0 ? 'Notifications, ' + $unread + ' unread' : 'Notifications'",
                }),
            '[aria-expanded]': '$open',
            '[aria-controls]': "@uid + '-panel'",
            '(click)': 'toggle()',
          },
          icon('bell'),
          worded
            ? h('span.worded', {}, worded[1]!, interp('$unread'), worded[2]!)
            : when('$unread > 0', [h('span.count', { 'aria-hidden': 'true' }, interp('$unread'))]),
        ),
        when('$open', [
          h(
            'section.panel',
            { '[id]': "@uid + '-panel'", '[aria-labelledby]': "@uid + '-title'" },
            h(
              'header.header',
              {},
              h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Notifications'),
              h(
                'button.mark-all',
                { type: 'button', '[disabled]': '$unread === 0', '(click)': 'markAllRead()' },
                'Mark all as read',
              ),
            ),
            when('$unread === 0', [h('p.caught-up', {}, "You're all caught up")]),
            h(
              'ul.list',
              {},
              each('item', '$notifications', 'item.id', [
                h(
                  'li',
                  {},
                  h(
                    'button.entry',
                    {
                      type: 'button',
                      '[class.entry--unread]': '!item.read',
                      '(click)': 'markRead(item)',
                    },
                    h('span.text', {}, interp('item.text')),
                    h('span.time', {}, interp('item.time')),
                    when('!item.read', [h('span.sr-only', {}, 'Unread')]),
                  ),
                ),
              ]),
            ),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { position: 'relative', display: 'inline-block' } },
        {
          el: 'bell',
          decls: {
            position: 'relative',
            display: 'inline-flex',
            padding: '0.5rem',
            border: `1px solid ${t('border')}`,
            'border-radius': '999px',
            background: t('surface'),
            color: 'inherit',
            cursor: 'pointer',
          },
        },
        { el: 'bell', state: ':hover', decls: { background: t('surface-muted') } },
        ...(worded
          ? [{ el: 'worded', decls: { 'margin-left': '0.375rem', 'font-weight': '600' } }]
          : []),
        { el: 'bell', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'count',
          decls: {
            position: 'absolute',
            top: '-0.25rem',
            right: '-0.25rem',
            'min-width': '1.25rem',
            padding: '0 0.3rem',
            'border-radius': '999px',
            background: t('danger'),
            color: t('on-danger'),
            'font-size': '0.75rem',
            'font-weight': '700',
            'line-height': '1.25rem',
            'text-align': 'center',
          },
        },
        {
          el: 'panel',
          decls: {
            ...popover(t),
            top: 'calc(100% + 0.5rem)',
            left: '0',
            width: 'min(22rem, calc(100vw - 2rem))',
          },
        },
        {
          el: 'header',
          decls: {
            display: 'flex',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: '0.5rem',
            padding: '0.75rem 1rem',
            'border-bottom': `1px solid ${t('border')}`,
          },
        },
        { el: 'title', decls: { margin: '0', 'font-size': '1rem' } },
        {
          el: 'mark-all',
          decls: {
            padding: '0.25rem 0.5rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: t('primary'),
            font: 'inherit',
            'font-size': '0.875rem',
            'font-weight': '600',
            cursor: 'pointer',
          },
        },
        {
          el: 'mark-all',
          state: ':disabled',
          decls: { color: t('text-muted'), cursor: 'default' },
        },
        { el: 'mark-all', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'caught-up',
          decls: {
            margin: '0',
            padding: '0.75rem 1rem 0',
            color: t('text-muted'),
            'font-size': '0.875rem',
          },
        },
        { el: 'list', decls: { margin: '0', padding: '0.25rem', 'list-style': 'none' } },
        {
          el: 'entry',
          decls: {
            display: 'grid',
            gap: '0.125rem',
            width: '100%',
            padding: '0.625rem 0.75rem 0.625rem 1.5rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            'text-align': 'left',
            cursor: 'pointer',
            position: 'relative',
          },
        },
        { el: 'entry', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'entry', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'entry--unread',
          state: '::before',
          decls: {
            content: "''",
            position: 'absolute',
            top: '1.05rem',
            left: '0.625rem',
            width: '0.5rem',
            height: '0.5rem',
            'border-radius': '999px',
            background: t('primary'),
          },
        },
        { el: 'entry--unread', decls: { 'font-weight': '600' } },
        {
          el: 'time',
          decls: { color: t('text-muted'), 'font-size': '0.8125rem', 'font-weight': '400' },
        },
      ],
    },
  });
}
