import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCard, pricingCardVariantOptions } from '@kiln/design-system';

const pro = {
  name: 'Pro',
  price: 19,
  description: 'For people who build interfaces every week.',
  features: [
    'Angular and React output',
    'Refine with follow-up instructions',
    'Export as a project',
  ],
  limits: [
    { label: 'Generations', value: '100 / 30 days' },
    { label: 'Saved components', value: '100' },
  ],
};

const meta = {
  title: 'Design System/Product/PricingCard',
  component: PricingCard,
  args: { ...pro, onSelect: fn(), popular: false, current: false, loading: false },
  render: (args) => (
    <div className="max-w-xs">
      <PricingCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pro' })).toBeVisible();
    await expect(canvas.getByText('$19')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const MostPopular: Story = { args: { popular: true, ctaLabel: 'Upgrade to Pro' } };

export const CurrentPlan: Story = {
  args: {
    name: 'Free',
    price: 0,
    current: true,
    features: ['Angular output', 'Chat copilot'],
    limits: [{ label: 'Generations', value: '10 / 30 days' }],
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Current plan' });
    await expect(button).toBeDisabled();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Processing: Story = { args: { loading: true, popular: true } };

/** Every combination of popular and current, side by side as on the pricing page. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {pricingCardVariantOptions.popular.flatMap((popular) =>
        pricingCardVariantOptions.current.map((current) => (
          <section
            key={`${popular}-${current}`}
            aria-label={`popular ${popular}, current ${current}`}
            className="grid gap-2"
          >
            <p className="text-sm font-medium text-muted-foreground">
              {popular ? 'Popular' : 'Regular'}, {current ? 'current' : 'not current'}
            </p>
            <PricingCard {...args} popular={popular} current={current} />
          </section>
        )),
      )}
    </div>
  ),
};
