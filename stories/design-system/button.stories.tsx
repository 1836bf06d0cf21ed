import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button, buttonVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariantOptions.variant },
    size: { control: 'select', options: buttonVariantOptions.size },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ActivatesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#pricing">See pricing</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', 'aria-label': 'Add component', children: <Plus aria-hidden="true" /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add component' }),
    ).toBeVisible();
  },
};

const states = ['default', 'disabled', 'loading'] as const;

/** Every variant × size × state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {buttonVariantOptions.variant.map((variant) => (
        <section key={variant} aria-label={variant} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{variant}</p>
          <div className="flex flex-wrap items-center gap-3">
            {buttonVariantOptions.size.map((size) =>
              states.map((state) => (
                <Button
                  key={`${size}-${state}`}
                  variant={variant}
                  size={size}
                  disabled={state === 'disabled'}
                  loading={state === 'loading'}
                  aria-label={size === 'icon' ? `${variant} ${size} ${state}` : undefined}
                >
                  {size === 'icon' ? <Plus aria-hidden="true" /> : `${size} ${state}`}
                </Button>
              )),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
};
