import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';

export function statCardBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label = model.title || 'Total revenue';
  return blueprint({
    inputs: [
      { name: 'value', type: 'string', initial: "'$48,290'" },
      { name: 'change', type: 'number', initial: '12.5' },
      { name: 'period', type: 'string', initial: "'since last month'" },
    ],
    computed: [
      { name: 'trendingUp', expr: '$change >= 0' },
      { name: 'magnitude', expr: 'Math.abs($change)' },
    ],
    view: [
      h(
        'article.',
        {},
        h('h3.label', {}, label),
        h('p.value', {}, interp('$value')),
        h(
          'p.change',
          { '[class.change--down]': '!$trendingUp' },
          when('$trendingUp', [icon('trendUp', 'trend')], [icon('trendDown', 'trend')]),
          h('span.sr-only', {}, when('$trendingUp', ['Increased by'], ['Decreased by'])),
          h('span.percent', {}, interp('$trendingUp ? "+" : "−"'), interp('$magnitude'), '%'),
          h('span.period', {}, interp('$period')),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'min-width': '14rem', 'max-width': '20rem' } },
        {
          el: 'label',
          decls: {
            margin: '0',
            color: t('text-muted'),
            'font-size': '0.875rem',
            'font-weight': '600',
            'text-transform': 'uppercase',
            'letter-spacing': '0.04em',
          },
        },
        {
          el: 'value',
          decls: {
            margin: '0.5rem 0',
            'font-size': '2rem',
            'font-weight': '800',
            'letter-spacing': '-0.02em',
            'font-variant-numeric': 'tabular-nums',
          },
        },
        {
          el: 'change',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.375rem',
            margin: '0',
            color: t('success'),
            'font-size': '0.875rem',
            'font-weight': '600',
          },
        },
        { el: 'change--down', decls: { color: t('danger') } },
        { el: 'period', decls: { color: t('text-muted'), 'font-weight': '400' } },
      ],
    },
  });
}
