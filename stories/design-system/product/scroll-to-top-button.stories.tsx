import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTopButton } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/ScrollToTopButton',
  component: ScrollToTopButton,
  parameters: { layout: 'fullscreen' },
  args: { threshold: 300 },
  // A page tall enough to scroll well past the threshold.
  render: (args) => (
    <div className="min-h-[2400px] bg-background p-6 text-foreground">
      <p className="text-sm text-muted-foreground">
        Scroll down more than {args.threshold} px and the button appears in the bottom-right corner.
      </p>
      <ScrollToTopButton {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AppearsPastThreshold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    window.scrollTo({ top: 250, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(250));
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    window.scrollTo({ top: 600, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    );
  },
};

export const CustomThreshold: Story = {
  args: { threshold: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 150, behavior: 'instant' });
    await expect(await canvas.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    );
  },
};

/** The button has one look; a negative threshold shows it in the matrix without scrolling. */
export const Matrix: Story = {
  args: { threshold: -1 },
  render: (args) => (
    <div className="grid gap-2 p-6">
      <p className="text-sm font-medium text-muted-foreground">Visible</p>
      <div className="relative h-32 rounded-card border border-border">
        <ScrollToTopButton {...args} className="absolute right-4 bottom-4" />
      </div>
    </div>
  ),
};
