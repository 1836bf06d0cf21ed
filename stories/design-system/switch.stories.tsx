import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Label, Switch, switchVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { 'aria-label': 'Live preview', onCheckedChange: fn() },
  argTypes: { size: { control: 'select', options: switchVariantOptions.size } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TogglesAndNotifies: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live preview' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, id: 'switch-autosave' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <Label htmlFor="switch-autosave">Save drafts automatically</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Save drafts automatically'));
    await expect(canvas.getByRole('switch', { name: 'Save drafts automatically' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live preview' });
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const states = ['default', 'invalid', 'disabled'] as const;

/** Every size × on/off × state, left to right and right to left. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['ltr', 'rtl'] as const).map((dir) =>
        switchVariantOptions.size.map((size) => (
          <section key={`${dir}-${size}`} aria-label={`${size} ${dir}`} className="grid gap-2">
            <p className="text-sm font-medium text-muted-foreground">{`${size} ${dir}`}</p>
            <div dir={dir} className="flex flex-wrap items-center gap-6">
              {switchVariantOptions.checked.map((checked) =>
                states.map((state) => (
                  <Switch
                    key={`${String(checked)}-${state}`}
                    size={size}
                    checked={checked}
                    aria-label={`${size} ${dir} ${checked ? 'on' : 'off'} ${state}`}
                    aria-invalid={state === 'invalid' || undefined}
                    disabled={state === 'disabled'}
                  />
                )),
              )}
            </div>
          </section>
        )),
      )}
    </div>
  ),
};
