import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer } from '@kiln/design-system';

const meta = {
  title: 'Design System/Product/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), busy: false, disabled: false, maxLength: 2000 },
  render: (args) => (
    <div className="max-w-xl">
      <ChatComposer {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterSendsShiftEnterBreaksLine: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });

    await userEvent.type(field, 'A pricing table{Shift>}{Enter}{/Shift}with three plans');
    await expect(field).toHaveValue('A pricing table\nwith three plans');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('A pricing table\nwith three plans');
    await expect(field).toHaveValue('');
  },
};

export const EmptyDoesNotSend: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '    {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: 'Now add a dark variant' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** With `onStop`, a busy composer offers Stop instead of a spinner. */
export const StopWhileBusy: Story = {
  args: { busy: true, onStop: fn(), defaultValue: 'Now add a dark variant' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop generating' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** A send the composer does not pass on is reported, so the app can say why. */
export const RefusedSendIsReported: Story = {
  args: { onSendRefused: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onSendRefused).toHaveBeenCalledWith('empty');
  },
};

export const NearLimit: Story = {
  args: { maxLength: 40, defaultValue: 'A card with an image, a title and a butt' },
};

export const OverLimit: Story = {
  args: { maxLength: 40, defaultValue: 'A card with an image, a title, a price and two buttons' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
    await expect(canvas.getByText('14 characters over the limit', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

const states = [
  { label: 'Empty', props: {} },
  { label: 'Draft', props: { defaultValue: 'A responsive navbar with a search field' } },
  {
    label: 'Multi-line draft',
    props: { defaultValue: 'A login form\nwith e-mail and password\nand a remember-me checkbox' },
  },
  {
    label: 'Near the limit',
    props: { maxLength: 40, defaultValue: 'A card with an image, a title and a butt' },
  },
  {
    label: 'Over the limit',
    props: {
      maxLength: 40,
      defaultValue: 'A card with an image, a title, a price and two buttons',
    },
  },
  { label: 'Busy', props: { busy: true, defaultValue: 'Now add a dark variant' } },
  {
    label: 'Busy, with Stop',
    props: { busy: true, onStop: () => undefined, defaultValue: 'Now add a dark variant' },
  },
  { label: 'Disabled', props: { disabled: true } },
];

/** Every state of the composer, one per row. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid max-w-xl gap-6">
      {states.map((state) => (
        <section key={state.label} aria-label={state.label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{state.label}</p>
          <ChatComposer {...args} {...state.props} label={`${state.label} message`} />
        </section>
      ))}
    </div>
  ),
};
