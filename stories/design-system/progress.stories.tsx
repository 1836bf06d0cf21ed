import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress, progressVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Progress',
  component: Progress,
  args: { 'aria-label': 'Generations used this month', value: 42 },
  argTypes: {
    variant: { control: 'select', options: progressVariantOptions.variant },
    size: { control: 'select', options: progressVariantOptions.size },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (args) => <Progress className="max-w-sm" {...args} />,
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Named by visible text, with a custom maximum. */
export const WithVisibleLabel: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'usage-label', value: 42, max: 50 },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <div className="flex justify-between text-sm">
        <span id="usage-label" className="font-medium">
          Generations used
        </span>
        <span className="text-muted-foreground">42 of 50</span>
      </div>
      <Progress {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Generations used' });
    await expect(progress).toHaveAttribute('aria-valuenow', '42');
    await expect(progress).toHaveAttribute('aria-valuemax', '50');
    await expect(progress).toHaveAttribute('aria-valuetext', '84%');
  },
};

export const Indeterminate: Story = {
  args: { 'aria-label': 'Generating component', value: null },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', {
      name: 'Generating component',
    });
    await expect(progress).toHaveAttribute('data-state', 'indeterminate');
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

const values = [0, 40, 100, null] as const;

/** Every variant × size × value (empty, partway, complete, indeterminate). */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {progressVariantOptions.variant.map((variant) => (
        <section key={variant} aria-label={variant} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{variant}</p>
          <div className="grid grid-cols-4 gap-x-6 gap-y-3">
            {progressVariantOptions.size.map((size) =>
              values.map((value) => (
                <Progress
                  key={`${size}-${String(value)}`}
                  variant={variant}
                  size={size}
                  value={value}
                  aria-label={`${variant} ${size} ${value ?? 'indeterminate'}`}
                />
              )),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
};
