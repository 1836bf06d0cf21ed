// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Plan, SubscriptionDetail } from '@kiln/contract';
import { toast } from '@kiln/design-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { Plans } from './plans';

const plan = (id: Plan['id'], name: string, generationsLimit: number): Plan => ({
  id,
  name,
  description: `${name} plan`,
  generationsLimit,
  storageLimit: 100 * 1024 * 1024,
  priceMonthlyCents: generationsLimit * 10,
  priceYearlyCents: generationsLimit * 100,
  currency: 'usd',
  features: [`${generationsLimit} generations`],
});

const FREE = plan('free', 'Free', 10);
const PRO = plan('pro', 'Pro', 100);

const onFree: SubscriptionDetail = {
  plan: FREE,
  status: 'active',
  billingCycle: 'monthly',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  isTrialActive: false,
  isAdminAllowance: false,
  provider: 'kiln',
};

const mutate = vi.fn();
vi.mock('../api/billing', () => ({
  useChangePlan: () => ({ mutate, isPending: false }),
}));

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

describe('given the plans, with the person on Free', { timeout: 20_000 }, () => {
  it('should close the dialog and say why when the server refuses the change', async () => {
    const shown = vi.spyOn(toast, 'error');
    mutate.mockImplementation((_plan, { onError }: { onError: (error: unknown) => void }) =>
      onError(new ApiError(409, 'SAME_PLAN', 'You are already on the Pro plan')),
    );
    render(<Plans plans={[FREE, PRO]} subscription={onFree} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ })));

    expect(mutate).toHaveBeenCalledWith('pro', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown).toHaveBeenCalledWith('You are already on the Pro plan');
  });
});
