import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, checkboxVariantOptions, Label } from '@kiln/design-system';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { 'aria-label': 'Include dark mode styles', onCheckedChange: fn() },
  argTypes: { size: { control: 'select', options: checkboxVariantOptions.size } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TogglesWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Include dark mode styles',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Include dark mode styles',
    });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const frameworks = ['Angular', 'React', 'Vue'] as const;

function FrameworkPicker() {
  const [selected, setSelected] = React.useState<string[]>(['Angular']);
  const all =
    selected.length === frameworks.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Export targets</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="framework-all"
          checked={all}
          onCheckedChange={(checked) => setSelected(checked === true ? [...frameworks] : [])}
        />
        <Label htmlFor="framework-all">All frameworks</Label>
      </div>
      {frameworks.map((framework) => (
        <div key={framework} className="flex items-center gap-2 ps-6">
          <Checkbox
            id={`framework-${framework}`}
            checked={selected.includes(framework)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked === true
                  ? [...current, framework]
                  : current.filter((item) => item !== framework),
              )
            }
          />
          <Label htmlFor={`framework-${framework}`}>{framework}</Label>
        </div>
      ))}
    </fieldset>
  );
}

/** A parent checkbox is mixed while only some of its children are checked. */
export const Indeterminate: Story = {
  render: () => <FrameworkPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All frameworks' });
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const framework of frameworks)
      await expect(canvas.getByRole('checkbox', { name: framework })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'React' }));
    await expect(all).toBePartiallyChecked();

    // A mixed parent checks everything first, as a native mixed checkbox does; a second press clears all.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    for (const framework of frameworks)
      await expect(canvas.getByRole('checkbox', { name: framework })).not.toBeChecked();
    await expect(all).not.toBeChecked();
  },
};

const states = ['default', 'invalid', 'disabled'] as const;

/** Every size × checked state × state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {checkboxVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          <div className="flex flex-wrap items-center gap-6">
            {checkboxVariantOptions.checked.map((checked) =>
              states.map((state) => (
                <Checkbox
                  key={`${String(checked)}-${state}`}
                  size={size}
                  checked={checked}
                  aria-label={`${size} ${String(checked)} ${state}`}
                  aria-invalid={state === 'invalid' || undefined}
                  disabled={state === 'disabled'}
                />
              )),
            )}
          </div>
        </section>
      ))}
    </div>
  ),
};
