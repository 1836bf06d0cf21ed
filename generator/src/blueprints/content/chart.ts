/**
 * A chart a dashboard names, drawn as an accessible inline SVG: `role="img"` with a name that
 * says what it is, a title saying what it shows, axis labels (or a legend) in the description's
 * words, and the engine's sample points. Rule: every coordinate is computed here, so the printed
 * SVG is static markup the same in every printer.
 */
import type { BuildContext } from '../../blueprint';
import type { ChartSpec } from '../../model';
import type { StyleRule } from '../../styles';
import { h } from '../../view';
import type { ElementNode } from '../../view';

const W = 480;
const H = 240;
const LEFT = 56;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 44;
const PALETTE = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6'];

const fixed = (n: number) => String(Math.round(n * 10) / 10);
const KIND_NAMES = { line: 'Line chart', bar: 'Bar chart', pie: 'Pie chart' } as const;

/** "Line chart of Revenue by month". */
export function chartName(chart: ChartSpec): string {
  const by = chart.kind === 'pie' ? '' : ` by ${chart.along.toLowerCase()}`;
  return `${KIND_NAMES[chart.kind]} of ${chart.subject}${by}`;
}

/** "Revenue over the last 12 months". */
function chartTitle(chart: ChartSpec): string {
  return chart.span ? `${chart.subject} ${chart.span}` : chart.subject;
}

function axes(chart: ChartSpec, max: number): ElementNode[] {
  const bottom = H - BOTTOM;
  return [
    h('line.chart-axis', { x1: LEFT, y1: TOP, x2: LEFT, y2: bottom }),
    h('line.chart-axis', { x1: LEFT, y1: bottom, x2: W - RIGHT, y2: bottom }),
    h(
      'text.chart-tick',
      { x: LEFT - 6, y: TOP + 4, 'text-anchor': 'end' },
      max.toLocaleString('en-US'),
    ),
    h('text.chart-tick', { x: LEFT - 6, y: bottom, 'text-anchor': 'end' }, '0'),
    h(
      'text.chart-axis-label',
      { x: (LEFT + W - RIGHT) / 2, y: H - 6, 'text-anchor': 'middle' },
      chart.along,
    ),
    h(
      'text.chart-axis-label',
      {
        x: 14,
        y: (TOP + bottom) / 2,
        'text-anchor': 'middle',
        transform: `rotate(-90 14 ${(TOP + bottom) / 2})`,
      },
      chart.subject,
    ),
  ];
}

function plot(chart: ChartSpec): ElementNode[] {
  // The axis tops at a round number above the highest point (21,912 → 25,000).
  const max = Math.max(...chart.points.map((p) => p.value), 1);
  const half = 10 ** Math.floor(Math.log10(max)) / 2;
  const top = Math.ceil((max * 1.05) / half) * half;
  const width = W - LEFT - RIGHT;
  const height = H - TOP - BOTTOM;
  const step = width / chart.points.length;
  const y = (v: number) => TOP + height - (v / top) * height;
  const x = (i: number) => LEFT + step * (i + 0.5);
  const ticks = chart.points.map((p, i) =>
    h('text.chart-tick', { x: fixed(x(i)), y: H - BOTTOM + 14, 'text-anchor': 'middle' }, p.label),
  );
  const marks =
    chart.kind === 'line'
      ? [
          h('polyline.chart-line', {
            points: chart.points.map((p, i) => `${fixed(x(i))},${fixed(y(p.value))}`).join(' '),
          }),
          ...chart.points.map((p, i) =>
            h('circle.chart-dot', { cx: fixed(x(i)), cy: fixed(y(p.value)), r: 3 }),
          ),
        ]
      : chart.points.map((p, i) =>
          h('rect.chart-bar', {
            x: fixed(x(i) - step * 0.35),
            y: fixed(y(p.value)),
            width: fixed(step * 0.7),
            height: fixed(TOP + height - y(p.value)),
          }),
        );
  return [...axes(chart, top), ...marks, ...ticks];
}

function pie(chart: ChartSpec): ElementNode[] {
  const total = chart.points.reduce((sum, p) => sum + p.value, 0);
  const [cx, cy, r] = [H / 2, H / 2, H / 2 - 12];
  let angle = -Math.PI / 2;
  return chart.points.map((p, i) => {
    const sweep = (p.value / total) * Math.PI * 2;
    const [x1, y1] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    angle += sweep;
    const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const large = sweep > Math.PI ? 1 : 0;
    return h('path', {
      d: `M${cx} ${cy}L${fixed(x1)} ${fixed(y1)}A${r} ${r} 0 ${large} 1 ${fixed(x2)} ${fixed(y2)}Z`,
      fill: PALETTE[i % PALETTE.length]!,
    });
  });
}

/** One chart: its heading, the SVG and, for a pie, its legend. */
export function chartView(chart: ChartSpec): ElementNode {
  const title = chartTitle(chart);
  const total = chart.points.reduce((sum, p) => sum + p.value, 0);
  return h(
    'figure.chart',
    {},
    h('figcaption.chart-title', {}, title),
    h(
      'svg.chart-svg',
      {
        role: 'img',
        'aria-label': `${chartName(chart)}: ${chart.points.map((p) => `${p.label} ${p.value.toLocaleString('en-US')}${chart.kind === 'pie' ? '%' : ''}`).join(', ')}`,
        viewBox: chart.kind === 'pie' ? `0 0 ${H} ${H}` : `0 0 ${W} ${H}`,
        preserveAspectRatio: 'xMidYMid meet',
      },
      h('title', {}, title),
      ...(chart.kind === 'pie' ? pie(chart) : plot(chart)),
    ),
    chart.kind === 'pie' &&
      h(
        'ul.chart-legend',
        {},
        ...chart.points.map((p, i) =>
          h(
            'li.chart-legend-item',
            {},
            h(
              'svg.chart-swatch',
              { viewBox: '0 0 12 12', width: 12, height: 12, 'aria-hidden': 'true' },
              h('rect', { width: 12, height: 12, rx: 2, fill: PALETTE[i % PALETTE.length]! }),
            ),
            `${p.label} (${Math.round((p.value / total) * 100)}%)`,
          ),
        ),
      ),
  );
}

export function chartRules(ctx: BuildContext): StyleRule[] {
  const { t } = ctx;
  return [
    {
      el: 'charts',
      decls: {
        display: 'grid',
        'grid-template-columns': 'repeat(auto-fit, minmax(18rem, 1fr))',
        gap: '1rem',
        'margin-top': '1.5rem',
      },
    },
    {
      el: 'chart',
      decls: {
        margin: '0',
        padding: '1rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius'),
      },
    },
    { el: 'chart-title', decls: { margin: '0 0 0.5rem', 'font-weight': '600' } },
    {
      el: 'chart-svg',
      decls: { display: 'block', width: '100%', height: 'auto', 'max-height': '16rem' },
    },
    { el: 'chart-axis', decls: { stroke: t('border') } },
    { el: 'chart-tick', decls: { fill: t('text-muted'), 'font-size': '10px' } },
    {
      el: 'chart-axis-label',
      decls: { fill: t('text-muted'), 'font-size': '11px', 'font-weight': '600' },
    },
    { el: 'chart-line', decls: { fill: 'none', stroke: t('primary'), 'stroke-width': '2' } },
    { el: 'chart-dot', decls: { fill: t('primary') } },
    { el: 'chart-bar', decls: { fill: t('primary') } },
    {
      el: 'chart-legend',
      decls: {
        display: 'flex',
        'flex-wrap': 'wrap',
        gap: '0.5rem 1rem',
        margin: '0.5rem 0 0',
        padding: '0',
        'list-style': 'none',
        'font-size': '0.875rem',
      },
    },
    {
      el: 'chart-legend-item',
      decls: { display: 'flex', 'align-items': 'center', gap: '0.375rem' },
    },
    { el: 'chart-swatch', decls: { 'flex-shrink': '0' } },
  ];
}
