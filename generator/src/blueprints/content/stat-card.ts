import type { Blueprint, BuildContext } from '../../blueprint';
import type { StyleRule } from '../../styles';
import { tsString } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import { blueprint, commonRules } from '../common';
import { chartRules, chartView } from './chart';
import { dashboardTable } from './dashboard-table';

/** Metrics shown when a row of cards is asked for by number but not by name. */
const DEFAULT_METRICS = [
  'Total revenue',
  'Orders',
  'Active users',
  'Conversion rate',
  'Churn',
  'Average order value',
];

/** A plausible figure for a metric, from the words of its label. */
function sampleFigure(label: string, index: number): { value: string; change: number } {
  const l = label.toLowerCase();
  const change = [12.5, -3.1, 8.4, 2.2, -1.4, 5.9][index % 6]!;
  if (/\brate\b|\bratio\b|\bchurn\b|\bbounce\b|\bmargin\b|%/.test(l))
    return { value: `${(3.2 + index * 1.7).toFixed(1)}%`, change };
  if (/revenue|sales|mrr|arr|income|profit|value|spend|cost|price|earnings|balance/.test(l))
    return { value: ['$48,290', '$12,940', '$8,730', '$3,215'][index % 4]!, change };
  if (/time|duration|latency/.test(l)) return { value: `${2 + index}m ${14 + index * 7}s`, change };
  return { value: ['1,284', '12,480', '3,906', '642', '27'][index % 5]!, change };
}

/** Several metrics side by side: one card per metric, from a constant the engine writes. */
function statCards(ctx: BuildContext, labels: string[]): Blueprint {
  const { model } = ctx;
  // A figure the description states is shown as stated; the others are samples.
  const metrics = labels.map((label, i) => {
    const sample = sampleFigure(label, i);
    const [value, change] = model.itemParts?.[label] ?? [];
    return {
      label,
      value: value ?? sample.value,
      change: change === undefined ? sample.change : Number(change),
    };
  });
  // Figures stated without changes, none asked for, are shown alone: no change is invented.
  const changes = !model.presentation.figuresOnly;
  // A dashboard's table, named beside the cards, follows them.
  const table = dashboardTable(ctx);
  const charts = model.charts ?? [];
  return blueprint({
    types: [
      `export interface Metric {\n  label: string;\n  value: string;\n${changes ? '  change: number;\n' : ''}}`,
      ...(table?.types ?? []),
    ],
    constants: [
      ...(table?.constants ?? []),
      ...(metrics.length
        ? [
            {
              name: 'metrics',
              type: 'readonly Metric[]',
              value: `[\n${metrics.map((m) => `  { label: ${tsString(m.label)}, value: ${tsString(m.value)}${changes ? `, change: ${m.change}` : ''} },`).join('\n')}\n]`,
            },
          ]
        : []),
    ],
    inputs:
      metrics.length && changes
        ? [{ name: 'period', type: 'string', initial: "'since last month'" }]
        : [],
    state: table?.actions?.state ?? [],
    computed: table?.actions?.computed ?? [],
    outputs: table?.actions?.outputs ?? [],
    methods: table?.actions?.methods ?? [],
    view: [
      h(
        'section.',
        { 'aria-label': model.title || 'Key metrics' },
        model.title ? h('h2.heading', {}, model.title) : null,
        metrics.length > 0 &&
          h(
            'ul.cards',
            {},
            each('metric', '@metrics', 'metric.label', [
              h(
                'li.card',
                {},
                h('h3.label', {}, interp('metric.label')),
                h('p.value', {}, interp('metric.value')),
                changes &&
                  h(
                    'p.change',
                    { '[class.change--down]': 'metric.change < 0' },
                    when(
                      'metric.change >= 0',
                      [icon('trendUp', 'trend')],
                      [icon('trendDown', 'trend')],
                    ),
                    h(
                      'span.sr-only',
                      {},
                      when('metric.change >= 0', ['Increased by'], ['Decreased by']),
                    ),
                    h(
                      'span.percent',
                      {},
                      interp('metric.change >= 0 ? "+" : "−"'),
                      interp('metric.change >= 0 ? metric.change : -metric.change'),
                      '%',
                    ),
                    h('span.period', {}, interp('$period')),
                  ),
              ),
            ]),
          ),
        charts.length > 0 && h('div.charts', {}, ...charts.map(chartView)),
        table?.view,
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        { el: 'heading', decls: { margin: '0 0 1rem', 'font-size': '1.25rem' } },
        {
          el: 'cards',
          decls: {
            display: 'grid',
            'grid-template-columns': 'repeat(auto-fit, minmax(12rem, 1fr))',
            gap: '1rem',
            margin: '0',
            padding: '0',
            'list-style': 'none',
          },
        },
        ...cardRules(ctx, 'card').filter((rule) => changes || !/^(?:change|period)/.test(rule.el)),
        ...(charts.length ? chartRules(ctx) : []),
        ...(table?.rules ?? []),
      ],
    },
  });
}

export function statCardBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const count = model.params.count ?? 0;
  if (model.items.length >= 2) return statCards(ctx, model.items);
  if (count >= 2) return statCards(ctx, DEFAULT_METRICS.slice(0, Math.min(count, 6)));
  // A dashboard of charts alone draws no card it was not asked for.
  if (model.charts?.length) return statCards(ctx, []);
  return statCard(ctx);
}

function statCard(ctx: BuildContext): Blueprint {
  const { model } = ctx;
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
    styles: { keyframes: {}, rules: cardRules(ctx, '') },
  });
}

/** One card's look; `block` is '' for the component itself or the element class of each card. */
function cardRules(ctx: BuildContext, block: string): StyleRule[] {
  const { t } = ctx;
  const rules: StyleRule[] = [
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
  ];
  // In a row of cards the surface is each card's, not the component's.
  return block ? rules.map((rule) => (rule.el === '' ? { ...rule, el: block } : rule)) : rules;
}
