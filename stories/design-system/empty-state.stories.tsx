import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inbox, Plus } from 'lucide-react';
import { Button, EmptyState, emptyStateVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    variant: 'bordered',
    size: 'md',
    icon: <Inbox />,
    title: 'No saved components yet',
    description: 'Describe a component to the copilot and save the result to find it here.',
  },
  argTypes: {
    variant: { control: 'select', options: emptyStateVariantOptions.variant },
    size: { control: 'select', options: emptyStateVariantOptions.size },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    action: (
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        New component
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No saved components yet' }),
    ).toBeVisible();
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'New component' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: {
    headingLevel: 2,
    title: 'No results',
    description: 'Try another search term.',
    icon: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No results' }),
    ).toBeVisible();
  },
};

const states = ['full', 'title only'] as const;

/** Every variant × size × content state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      {emptyStateVariantOptions.variant.map((variant) =>
        emptyStateVariantOptions.size.map((size) =>
          states.map((state) => (
            <section
              key={`${variant}-${size}-${state}`}
              aria-label={`${variant} ${size} ${state}`}
              className="grid gap-2"
            >
              <p className="text-sm font-medium text-muted-foreground">
                {variant} · {size} · {state}
              </p>
              <EmptyState
                variant={variant}
                size={size}
                title={`No components (${variant}, ${size})`}
                {...(state === 'full'
                  ? {
                      icon: <Inbox />,
                      description: 'Saved components appear here.',
                      action: <Button size={size === 'sm' ? 'sm' : 'md'}>New component</Button>,
                    }
                  : {})}
              />
            </section>
          )),
        ),
      )}
    </div>
  ),
};
