import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlobalLoadingBar } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/GlobalLoadingBar',
  component: GlobalLoadingBar,
  parameters: { layout: 'fullscreen' },
  args: { active: true, delay: 0 },
  render: (args) => (
    <div className="min-h-40 bg-background p-6 text-foreground">
      <GlobalLoadingBar {...args} />
      <p className="text-sm text-muted-foreground">
        The bar runs along the top edge while the app loads.
      </p>
    </div>
  ),
} satisfies Meta<typeof GlobalLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const DelayedShortLoad: Story = {
  args: { delay: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading' }, { timeout: 2000 }),
    ).toBeVisible();
  },
};

/** Idle and loading side by side; each bar sits in its own frame instead of the viewport's top edge. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6 p-6">
      {[
        { label: 'Idle', active: false },
        { label: 'Loading', active: true },
      ].map((cell) => (
        <section key={cell.label} aria-label={cell.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{cell.label}</p>
          <div className="relative h-12 overflow-hidden rounded-card border border-border">
            <GlobalLoadingBar
              active={cell.active}
              delay={0}
              label={`${cell.label} bar`}
              className="absolute"
            />
          </div>
        </section>
      ))}
    </div>
  ),
};
