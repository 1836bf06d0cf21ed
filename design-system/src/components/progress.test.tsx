import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';

describe('given a Progress with a value', () => {
  it('should report the value and its percentage', () => {
    render(<Progress aria-label="Upload" value={30} max={120} />);
    const progress = screen.getByRole('progressbar', { name: 'Upload' });
    expect(progress).toHaveAttribute('aria-valuenow', '30');
    expect(progress).toHaveAttribute('aria-valuemax', '120');
    expect(progress).toHaveAttribute('aria-valuetext', '25%');
    expect(progress).toHaveAttribute('data-state', 'loading');
  });

  it('should be complete at its max', () => {
    render(<Progress aria-label="Upload" value={100} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'data-state',
      'complete',
    );
  });
});

describe('given a Progress with an out-of-range value', () => {
  it('should clamp it into the range', () => {
    render(
      <>
        <Progress aria-label="Over" value={150} />
        <Progress aria-label="Under" value={-5} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });
});

describe('given a Progress without a value', () => {
  it('should be indeterminate and claim no value', () => {
    render(<Progress aria-label="Generating" />);
    const progress = screen.getByRole('progressbar', { name: 'Generating' });
    expect(progress).toHaveAttribute('data-state', 'indeterminate');
    expect(progress).not.toHaveAttribute('aria-valuenow');
  });
});
