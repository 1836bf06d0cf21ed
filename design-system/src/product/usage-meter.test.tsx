import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUsagePercent, getUsageState, UsageMeter } from './usage-meter';

describe('given getUsagePercent', () => {
  it('should round to whole percent and stay within 0 and 100', () => {
    expect(getUsagePercent(3, 10)).toBe(30);
    expect(getUsagePercent(1, 3)).toBe(33);
    expect(getUsagePercent(12, 10)).toBe(100);
    expect(getUsagePercent(-1, 10)).toBe(0);
  });

  it('should treat a zero limit as full', () => {
    expect(getUsagePercent(0, 0)).toBe(100);
  });
});

describe('given getUsageState', () => {
  it('should be fine below 80 %, warn from 80 % and be full at the limit', () => {
    expect(getUsageState(79, 100)).toBe('ok');
    expect(getUsageState(80, 100)).toBe('warning');
    expect(getUsageState(99, 100)).toBe('warning');
    expect(getUsageState(100, 100)).toBe('full');
    expect(getUsageState(101, 100)).toBe('full');
    expect(getUsageState(0, 0)).toBe('full');
  });
});

describe('given a UsageMeter', () => {
  it('should say how much is used and expose it as a named progress bar', () => {
    render(<UsageMeter used={3} limit={10} />);
    expect(screen.getByText('3/10 generations used')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Generations' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '3/10 generations used (30%)');
  });

  it('should warn at 80 %', () => {
    const { container } = render(<UsageMeter used={8} limit={10} />);
    expect(container.firstChild).toHaveAttribute('data-state', 'warning');
    expect(screen.getByText('You have used 80% of your generations.')).toBeInTheDocument();
  });

  it('should say the quota is spent at 100 %', () => {
    render(<UsageMeter used={10} limit={10} unit="components" />);
    expect(
      screen.getByText('You have used all your components for this period.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Components' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
