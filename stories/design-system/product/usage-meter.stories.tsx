import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageMeter } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/UsageMeter',
  component: UsageMeter,
  args: { used: 3, limit: 10, unit: 'generations' },
  render: (args) => (
    <div className="max-w-sm">
      <UsageMeter {...args} />
    </div>
  ),
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Fine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3/10 generations used')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Generations' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  },
};

export const Warning: Story = {
  args: { used: 82, limit: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have used 82% of your generations.')).toBeVisible();
  },
};

export const Full: Story = {
  args: { used: 10, limit: 10 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You have used all your generations for this period.'),
    ).toBeVisible();
  },
};

export const SavedComponents: Story = {
  args: { used: 42, limit: 100, unit: 'components', label: 'Saved components' },
};

const cells = [
  { label: 'Empty', used: 0, limit: 10 },
  { label: 'Fine (30 %)', used: 3, limit: 10 },
  { label: 'Just below warning (79 %)', used: 79, limit: 100 },
  { label: 'Warning (80 %)', used: 80, limit: 100 },
  { label: 'Full (100 %)', used: 500, limit: 500 },
  { label: 'Over (charged past the limit)', used: 12, limit: 10 },
];

/** Every threshold: empty, fine, just below and at the 80 % warning, full and over. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid max-w-2xl gap-6 sm:grid-cols-2">
      {cells.map((cell) => (
        <section key={cell.label} aria-label={cell.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <UsageMeter
            {...args}
            used={cell.used}
            limit={cell.limit}
            label={`Generations, ${cell.label}`}
          />
        </section>
      ))}
    </div>
  ),
};
