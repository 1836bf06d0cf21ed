import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeUsageTrend, formatTrendDay, UsageTrendChart } from './usage-trend-chart';

const week = [
  { date: '2026-11-18', value: 0 },
  { date: '2026-11-19', value: 2 },
  { date: '2026-11-20', value: 5 },
  { date: '2026-11-21', value: 1 },
];

describe('given describeUsageTrend', () => {
  it('should name the total, the span and the busiest day', () => {
    expect(describeUsageTrend(week, 'generations')).toBe(
      '8 generations from Nov 18 to Nov 21; the most, 5, on Nov 20.',
    );
  });

  it('should say when nothing happened, or nothing is known', () => {
    expect(describeUsageTrend([{ date: '2026-11-18', value: 0 }], 'generations')).toBe(
      'No generations from Nov 18 to Nov 18.',
    );
    expect(describeUsageTrend([], 'generations')).toBe('No generations to show.');
  });

  it('should read a calendar day the same in every time zone', () => {
    expect(formatTrendDay('2026-01-01')).toBe('Jan 1');
  });
});

describe('given a UsageTrendChart', () => {
  it('should draw one bar a day, scaled to the busiest, and name the chart with its summary', () => {
    const { container } = render(<UsageTrendChart title="Generations per day" points={week} />);
    const chart = screen.getByRole('img', { name: /^Generations per day: 8 generations/ });
    const bars = container.querySelectorAll('[data-slot="usage-trend-bar"]');
    expect(bars).toHaveLength(4);
    expect(chart).toBeInTheDocument();
    expect(bars[0]?.getAttribute('height')).toBe('0');
    expect(Number(bars[2]?.getAttribute('height'))).toBeGreaterThan(
      Number(bars[1]?.getAttribute('height')),
    );
  });

  it('should offer the same figures as a table', () => {
    render(<UsageTrendChart title="Generations per day" points={week} />);
    const table = screen.getByRole('table', { name: 'Generations per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[3] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Nov 20');
    expect(within(rows[3] as HTMLElement).getByRole('cell')).toHaveTextContent('5');
  });
});
