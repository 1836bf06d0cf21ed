import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPlanPrice, PricingCard } from './pricing-card';

const features = ['100 generations per 30 days', 'Angular and React output'];

describe('given a PricingCard', () => {
  it('should show the plan, its price per period, limits and features', () => {
    render(
      <PricingCard
        name="Pro"
        price={19}
        features={features}
        limits={[{ label: 'Generations', value: '100 / 30 days' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('$19')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pro features' })).toHaveTextContent(
      'Angular and React output',
    );
    expect(screen.getByRole('definition')).toHaveTextContent('100 / 30 days');
  });

  it('should call onSelect from its call to action', async () => {
    const onSelect = vi.fn();
    render(<PricingCard name="Premium" price={49} features={features} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});

describe('given the current plan', () => {
  it('should say so and not offer to choose it again', async () => {
    const onSelect = vi.fn();
    render(<PricingCard name="Free" price={0} features={features} current onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Current plan' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('given the most popular plan', () => {
  it('should carry the Most popular badge', () => {
    render(<PricingCard name="Pro" price={19} features={features} popular />);
    expect(screen.getByText('Most popular')).toBeInTheDocument();
  });
});

describe('given formatPlanPrice', () => {
  it('should drop cents only for whole amounts', () => {
    expect(formatPlanPrice(19)).toBe('$19');
    expect(formatPlanPrice(9.5, 'EUR')).toBe('€9.50');
    expect(formatPlanPrice(0)).toBe('$0');
  });
});
