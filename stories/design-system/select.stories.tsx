import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  selectVariantOptions,
} from '@kiln/design-system';

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Framework" className="w-56">
        <SelectValue placeholder="Pick a framework" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="angular">Angular</SelectItem>
        <SelectItem value="react">React</SelectItem>
        <SelectItem value="vue" disabled>
          Vue (soon)
        </SelectItem>
        <SelectItem value="svelte">Svelte</SelectItem>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Framework' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Angular' })).toHaveFocus(),
    );

    // Vue is disabled, so the second ArrowDown skips it to Svelte.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Svelte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onValueChange).toHaveBeenCalledWith('svelte');
    await waitFor(() =>
      expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument(),
    );
    await expect(trigger).toHaveTextContent('Svelte');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: 'react' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Framework' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'React' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument(),
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('React');
  },
};

export const Grouped: Story = {
  args: { defaultValue: 'card' },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Template" className="w-56">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Layout</SelectLabel>
          <SelectItem value="card">Card</SelectItem>
          <SelectItem value="hero">Hero section</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Forms</SelectLabel>
          <SelectItem value="login">Login form</SelectItem>
          <SelectItem value="checkout">Checkout</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Template' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Forms' })).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Checkout' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('checkout');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'angular' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Framework' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const states = ['placeholder', 'selected', 'invalid', 'disabled'] as const;

/** Every trigger size × state (the open list is shown by the Grouped story). */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {selectVariantOptions.size.map((size) => (
        <section key={size} aria-label={size} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{size}</p>
          <div className="grid grid-cols-4 items-center gap-3">
            {states.map((state) => (
              <Select
                key={state}
                defaultValue={state === 'placeholder' ? undefined : 'react'}
                disabled={state === 'disabled'}
              >
                <SelectTrigger
                  size={size}
                  aria-label={`${size} ${state}`}
                  aria-invalid={state === 'invalid' || undefined}
                >
                  <SelectValue placeholder="Pick a framework" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="angular">Angular</SelectItem>
                  <SelectItem value="react">React</SelectItem>
                </SelectContent>
              </Select>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
