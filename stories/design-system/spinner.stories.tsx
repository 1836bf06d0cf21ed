import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: spinnerVariantOptions.size } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Labelled: Story = {
  args: { label: 'Generating component' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Generating component' }),
    ).toBeVisible();
  },
};

/** Inside a region that already says it is busy, the spinner is decoration only. */
export const InsideBusyRegion: Story = {
  render: () => (
    <p aria-busy="true" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner label={null} />
      Saving your component…
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Every size, in the current text colour and in the primary colour. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['text-foreground', 'text-primary'] as const).map((tone) => (
        <section key={tone} aria-label={tone} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{tone}</p>
          <div className={`flex items-center gap-4 ${tone}`}>
            {spinnerVariantOptions.size.map((size) => (
              <Spinner key={size} size={size} label={`Loading ${size}`} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
