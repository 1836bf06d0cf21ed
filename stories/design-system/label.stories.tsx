import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, Input, Label, labelVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Label',
  component: Label,
  args: { children: 'Component name' },
  argTypes: { size: { control: 'select', options: labelVariantOptions.size } },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="label-playground" {...args} />
      <Input id="label-playground" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Component name'));
    await expect(canvas.getByRole('textbox', { name: 'Component name' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The marker is visual; the name stays clean.
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Component name' }),
    ).toBeVisible();
  },
};

export const TogglesCheckbox: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="label-terms" />
      <Label htmlFor="label-terms" {...args}>
        Accept the terms
      </Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Accept the terms'));
    await expect(canvas.getByRole('checkbox', { name: 'Accept the terms' })).toBeChecked();
  },
};

const states = ['default', 'required', 'disabled control'] as const;

/** Every size × state; a disabled peer control dims its label. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {labelVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          <div className="flex flex-wrap items-center gap-6">
            {states.map((state) => {
              const id = `label-matrix-${size}-${state.replace(' ', '-')}`;
              return (
                <div key={state} className="flex items-center gap-2">
                  <Checkbox id={id} disabled={state === 'disabled control'} />
                  <Label htmlFor={id} size={size} required={state === 'required'}>
                    {`${size} ${state}`}
                  </Label>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  ),
};
