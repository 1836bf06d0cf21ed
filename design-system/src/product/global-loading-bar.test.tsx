import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalLoadingBar } from './global-loading-bar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given an active GlobalLoadingBar with the default delay', () => {
  it('should stay hidden for the first 150 ms and then show an indeterminate progress bar', () => {
    render(<GlobalLoadingBar active />);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});

describe('given a load that ends before the delay', () => {
  it('should never show the bar', () => {
    const { rerender } = render(<GlobalLoadingBar active />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<GlobalLoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('given a shown bar whose load ends', () => {
  it('should hide at once and wait the full delay again on the next load', () => {
    const { rerender } = render(<GlobalLoadingBar active />);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    rerender(<GlobalLoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<GlobalLoadingBar active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

describe('given a delay of zero', () => {
  it('should show the bar immediately', () => {
    render(<GlobalLoadingBar active delay={0} label="Loading page" />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });
});
