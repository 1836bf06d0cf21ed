import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanBadge, planBadgeOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/PlanBadge',
  component: PlanBadge,
  args: { plan: 'pro', size: 'md' },
  argTypes: {
    plan: { control: 'inline-radio', options: planBadgeOptions.plan },
    size: { control: 'inline-radio', options: planBadgeOptions.size },
  },
} satisfies Meta<typeof PlanBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Free: Story = { args: { plan: 'free' } };
export const Premium: Story = { args: { plan: 'premium' } };
export const Enterprise: Story = { args: { plan: 'enterprise' } };
export const Admin: Story = {
  args: { plan: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Admin')).toHaveAttribute('data-plan', 'admin');
  },
};

/** Every plan × size. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-4 text-sm">
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium text-muted-foreground">
            Plan
          </th>
          {planBadgeOptions.size.map((size) => (
            <th key={size} scope="col" className="text-left font-medium text-muted-foreground">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {planBadgeOptions.plan.map((plan) => (
          <tr key={plan}>
            <th scope="row" className="text-left font-medium text-muted-foreground">
              {plan}
            </th>
            {planBadgeOptions.size.map((size) => (
              <td key={size}>
                <PlanBadge plan={plan} size={size} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
