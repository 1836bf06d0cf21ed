import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input, inputVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Input',
  component: Input,
  args: { 'aria-label': 'Component name', placeholder: 'Pricing table', onChange: fn() },
  argTypes: { size: { control: 'select', options: inputVariantOptions.size } },
  render: (args) => <Input className="max-w-sm" {...args} />,
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Component name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Hero banner');
    await expect(input).toHaveValue('Hero banner');
    await expect(args.onChange).toHaveBeenCalledTimes('Hero banner'.length);
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'pricing table!' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Component name' }),
    ).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Pricing table' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Component name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Pricing table');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const states = ['placeholder', 'filled', 'invalid', 'read-only', 'disabled'] as const;

/** Every size × state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4">
      {inputVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          <div className="grid grid-cols-5 items-center gap-3">
            {states.map((state) => (
              <Input
                key={state}
                size={size}
                aria-label={`${size} ${state}`}
                placeholder="Placeholder"
                defaultValue={state === 'placeholder' ? undefined : 'Filled'}
                aria-invalid={state === 'invalid' || undefined}
                readOnly={state === 'read-only'}
                disabled={state === 'disabled'}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
