import type { Blueprint, BuildContext } from '../../blueprint';
import { h } from '../../view';
import { blueprint, commonRules } from '../common';

const TIMELINE_TIMES = [
  'Mon, Mar 3 · 09:12',
  'Tue, Mar 4 · 14:30',
  'Wed, Mar 5 · 07:45',
  'Wed, Mar 5 · 16:20',
  'Thu, Mar 6 · 10:05',
  'Fri, Mar 7 · 12:00',
];

export function timelineBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const events =
    model.items.length >= 2
      ? model.items
      : ['Order placed', 'Payment confirmed', 'Shipped', 'Delivered'];
  return blueprint({
    inputs: [{ name: 'current', type: 'number', initial: String(Math.max(0, events.length - 2)) }],
    view: [
      h(
        'ol.',
        { 'aria-label': model.title || 'Timeline' },
        ...events.map((event, i) =>
          h(
            'li.item',
            {
              '[class.item--complete]': `$current >= ${i}`,
              '[aria-current]': `$current === ${i} ? 'step' : undefined`,
            },
            h('span.marker', { 'aria-hidden': 'true' }),
            h(
              'div.content',
              {},
              h('p.title', {}, event),
              h(
                'time.time',
                {},
                // When the description dated the event ("2015 – Opened …"), that date.
                model.itemParts?.[event]?.[0] ?? TIMELINE_TIMES[i % TIMELINE_TIMES.length]!,
              ),
            ),
          ),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: { position: 'relative', margin: '0', padding: '0', 'list-style': 'none' },
        },
        {
          el: 'item',
          decls: {
            position: 'relative',
            display: 'flex',
            gap: t('space'),
            'padding-bottom': `calc(${t('space')} * 1.5)`,
            color: t('text-muted'),
          },
        },
        {
          el: 'item',
          state: ':not(:last-child)::before',
          decls: {
            content: "''",
            position: 'absolute',
            top: '1.25rem',
            left: 'calc(0.625rem - 1px)',
            bottom: '0',
            width: '2px',
            background: t('border'),
          },
        },
        { el: 'item--complete', decls: { color: t('text') } },
        {
          el: 'marker',
          decls: {
            position: 'relative',
            'flex-shrink': '0',
            width: '1.25rem',
            height: '1.25rem',
            'border-radius': '50%',
            border: `2px solid ${t('border')}`,
            background: t('surface'),
            'box-sizing': 'border-box',
          },
        },
        {
          el: 'item--complete',
          state: ' > span',
          decls: { 'border-color': t('primary'), background: t('primary') },
        },
        { el: 'title', decls: { margin: '0', 'font-weight': '600' } },
        { el: 'time', decls: { 'font-size': '0.8125rem', color: t('text-muted') } },
      ],
    },
  });
}
