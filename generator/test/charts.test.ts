/**
 * Charts a dashboard names are drawn: an accessible inline SVG (role="img", a name saying what it
 * is, a title saying what it shows), axis labels or a legend from the description's words, and
 * sample points of the kind and number the description names.
 */
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, generate, interpret } from '../src/index';
import { readCharts } from '../src/understand/charts';

const LINE = 'A dashboard with a line chart of revenue over the last 12 months';
const TWO =
  'An analytics dashboard with a bar chart of signups by week and a pie chart of traffic sources';

const code = (description: string, framework: (typeof FRAMEWORKS)[number]) =>
  generate(description, { framework })
    .files.filter((file) => file.type !== 'test' && !/css$/.test(file.path))
    .map((file) => file.content)
    .join('\n');

describe('given a dashboard that names its cards and a chart', () => {
  it('should take the cards from the nearest noun, and never a chart as a card', () => {
    for (const description of [
      'A dashboard with KPI cards for Revenue, Orders and Customers and a bar chart of signups',
      'A sales dashboard with KPI cards for Revenue, Orders and Customers, a line chart of revenue',
    ]) {
      const model = interpret(description);
      expect(model.items).toEqual(['Revenue', 'Orders', 'Customers']);
      expect(model.charts).toHaveLength(1);
    }
  });
});

describe('given the words of a chart', () => {
  it('should read a period with its number as that many points', () => {
    const [chart] = readCharts(LINE.toLowerCase()).charts;
    expect(chart).toMatchObject({
      kind: 'line',
      subject: 'Revenue',
      along: 'Month',
      span: 'over the last 12 months',
    });
    expect(chart!.points).toHaveLength(12);
    expect(chart!.points[0]!.label).toBe('Jan');
    expect(
      readCharts('a bar chart of visits over the past 30 days').charts[0]!.points,
    ).toHaveLength(30);
  });

  it('should read "by <period>" as the period, and a pie of a known dimension as its kinds', () => {
    const [bar, pie] = readCharts(TWO.toLowerCase()).charts;
    expect(bar).toMatchObject({ kind: 'bar', subject: 'Signups', along: 'Week' });
    expect(bar!.points.map((p) => p.label)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Week ${i + 1}`),
    );
    expect(pie).toMatchObject({ kind: 'pie', subject: 'Traffic sources' });
    expect(pie!.points.map((p) => p.label)).toContain('Organic search');
    expect(pie!.points.reduce((sum, p) => sum + p.value, 0)).toBeGreaterThanOrEqual(99);
  });

  it('should read categories named after "by" as the dimension', () => {
    const [chart] = readCharts('a donut chart of sales by region').charts;
    expect(chart).toMatchObject({ kind: 'pie', subject: 'Sales', along: 'Region' });
    expect(chart!.points.map((p) => p.label)).toContain('Europe');
  });

  it('should read no chart where none is named', () => {
    expect(readCharts('a dashboard with four metric cards').charts).toEqual([]);
  });
});

describe('given a dashboard that names charts', () => {
  it('should keep them in the model and no longer say it cannot build a chart', () => {
    const generation = generate(LINE, { framework: 'angular' });
    expect(generation.model.charts).toHaveLength(1);
    expect(generation.model.uncovered ?? []).not.toContain('a chart');
    expect(generation.reply).not.toContain('cannot build');
  });

  it.each(FRAMEWORKS)('should draw each chart as an accessible SVG in %s', (framework) => {
    const printed = code(TWO, framework);
    expect(printed.match(/role="img"/g)).toHaveLength(2);
    expect(printed).toMatch(/aria-label="Bar chart of Signups by week: Week 1 \d/);
    expect(printed).toMatch(/aria-label="Pie chart of Traffic sources: Organic search \d+%/);
    expect(printed).toMatch(/<title>\s*Signups\s*<\/title>/);
    // Axis labels and the legend in the description's words.
    expect(printed).toMatch(/>\s*Week\s*</);
    expect(printed).toMatch(/Organic search \(\d+%\)/);
    expect(printed.match(/<rect [^>]*chart-?[bB]ar/g)).toHaveLength(8);
  });

  it('should draw a line with one point per month', () => {
    const printed = code(LINE, 'angular');
    expect(printed).toMatch(/<title>\s*Revenue over the last 12 months\s*<\/title>/);
    expect(printed.match(/<circle\b/g)).toHaveLength(12);
    expect(printed).toContain('<polyline');
    expect(printed).toMatch(/>\s*Dec\s*</);
  });

  it('should draw charts beside the metric cards when both are named', () => {
    const model = interpret(
      'A dashboard with three stat cards, a bar chart of sales and a Last 7 days / 30 days / 90 days select',
    );
    expect(model.params.count).toBe(3);
    expect(model.charts).toMatchObject([{ kind: 'bar', subject: 'Sales' }]);
  });
});

describe('given the reply for a dashboard with charts', () => {
  it('should name each chart and its number of points', () => {
    const generation = generate(LINE, { framework: 'angular' });
    expect(generation.reply).toContain('a line chart of revenue (12 sample points)');
  });
});
