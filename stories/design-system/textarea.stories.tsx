import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea, textareaVariantOptions } from '@kiln/design-system';

const meta = {
  title: 'Design System/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Describe your component',
    placeholder: 'A pricing table with three tiers…',
  },
  argTypes: { size: { control: 'select', options: textareaVariantOptions.size } },
  render: (args) => <Textarea className="max-w-md" {...args} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Grows with each line up to its max height, then scrolls. */
export const AutoResize: Story = {
  args: { autoResize: true, rows: 1, className: 'max-w-md max-h-40' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', {
      name: 'Describe your component',
    });
    const initialHeight = textarea.getBoundingClientRect().height;

    await userEvent.click(textarea);
    await userEvent.keyboard('A pricing table{Enter}with three tiers{Enter}and a yearly toggle');
    const grownHeight = textarea.getBoundingClientRect().height;
    await expect(grownHeight).toBeGreaterThan(initialHeight);
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight);

    await userEvent.keyboard('{Enter}one{Enter}two{Enter}three{Enter}four{Enter}five{Enter}six');
    await expect(textarea.getBoundingClientRect().height).toBe(160);
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);

    await userEvent.clear(textarea);
    await expect(textarea.getBoundingClientRect().height).toBe(initialHeight);
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'Too short' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Describe your component' }),
    ).toBeInvalid();
  },
};

const states = ['placeholder', 'filled', 'invalid', 'read-only', 'disabled'] as const;

/** Every size × resize mode × state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      {textareaVariantOptions.size.map((size) =>
        textareaVariantOptions.autoResize.map((autoResize) => {
          const row = `${size}${autoResize ? ' auto-resize' : ''}`;
          return (
            <section key={row} aria-label={row} className="grid gap-2">
              <p className="text-sm font-medium text-muted-foreground">{row}</p>
              <div className="grid grid-cols-5 items-start gap-3">
                {states.map((state) => (
                  <Textarea
                    key={state}
                    size={size}
                    autoResize={autoResize}
                    rows={autoResize ? 1 : undefined}
                    aria-label={`${row} ${state}`}
                    placeholder="Placeholder"
                    defaultValue={state === 'placeholder' ? undefined : 'Filled\nover two lines'}
                    aria-invalid={state === 'invalid' || undefined}
                    readOnly={state === 'read-only'}
                    disabled={state === 'disabled'}
                  />
                ))}
              </div>
            </section>
          );
        }),
      )}
    </div>
  ),
};
