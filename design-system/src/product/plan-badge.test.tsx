import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlanLabel, PlanBadge, planBadgeOptions } from './plan-badge';

describe('given a PlanBadge', () => {
  it('should name every plan with a decorative icon', () => {
    for (const plan of planBadgeOptions.plan) {
      const { unmount } = render(<PlanBadge plan={plan} />);
      const badge = screen.getByText(getPlanLabel(plan));
      expect(badge).toHaveAttribute('data-plan', plan);
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
  });

  it('should use the display names of the spec', () => {
    expect(planBadgeOptions.plan.map(getPlanLabel)).toEqual([
      'Free',
      'Pro',
      'Premium',
      'Enterprise',
      'Admin',
    ]);
  });
});
