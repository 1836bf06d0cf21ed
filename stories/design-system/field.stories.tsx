import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldVariantOptions,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
} from '@kiln/design-system';

const meta = {
  title: 'Design System/Field',
  component: Field,
  args: { required: false, invalid: false, disabled: false },
  argTypes: { orientation: { control: 'select', options: fieldVariantOptions.orientation } },
  render: (args) => (
    <Field className="max-w-sm" {...args}>
      <FieldLabel>Work email</FieldLabel>
      <FieldControl>
        <Input type="email" placeholder="ada@example.com" />
      </FieldControl>
      <FieldDescription>We send receipts and usage alerts here.</FieldDescription>
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = {
  render: (args) => (
    <Field className="max-w-sm" {...args}>
      <FieldLabel>Work email</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="ada@" />
      </FieldControl>
      <FieldDescription>We send receipts and usage alerts here.</FieldDescription>
      <FieldError>Enter an email address like ada@example.com.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage(
      'Enter an email address like ada@example.com.',
    );
    await expect(input).toHaveAccessibleDescription(
      'We send receipts and usage alerts here. Enter an email address like ada@example.com.',
    );
  },
};

function SignupForm() {
  const [error, setError] = React.useState<string>();
  const [createdFor, setCreatedFor] = React.useState<string>();
  return (
    <form
      noValidate
      className="grid max-w-sm gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          setError(
            email ? 'Enter an email address like ada@example.com.' : 'Enter your email address.',
          );
          return;
        }
        setError(undefined);
        setCreatedFor(email);
      }}
    >
      <Field required>
        <FieldLabel>Work email</FieldLabel>
        <FieldControl>
          <Input name="email" type="email" autoComplete="email" />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" className="justify-self-start">
        Create account
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {createdFor ? `Account created for ${createdFor}.` : null}
      </p>
    </form>
  );
}

/** The error appears on submit, is tied to the control, and goes once the value is fixed. */
export const ValidatesOnSubmit: Story = {
  render: () => <SignupForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter your email address.');

    await userEvent.type(input, 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter your email address.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Account created for ada@example.com.',
    );
  },
};

/** Any control works: the field wires a textarea, a select, a checkbox and a switch the same way. */
export const Controls: Story = {
  render: () => (
    <div className="grid max-w-md gap-6">
      <Field>
        <FieldLabel>Prompt</FieldLabel>
        <FieldControl>
          <Textarea autoResize rows={2} />
        </FieldControl>
        <FieldDescription>Describe the component in a sentence or two.</FieldDescription>
      </Field>
      <Field required>
        <FieldLabel>Framework</FieldLabel>
        <Select defaultValue="angular">
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value="angular">Angular</SelectItem>
            <SelectItem value="react">React</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <Field orientation="horizontal">
        <FieldControl>
          <Checkbox />
        </FieldControl>
        <FieldLabel>Include tests</FieldLabel>
        <FieldDescription>Adds a spec file next to the component.</FieldDescription>
      </Field>
      <Field orientation="horizontal" invalid>
        <FieldControl>
          <Switch />
        </FieldControl>
        <FieldLabel>Accept the usage policy</FieldLabel>
        <FieldError>Accept the policy to publish.</FieldError>
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Prompt' })).toHaveAccessibleDescription(
      'Describe the component in a sentence or two.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Framework' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const tests = canvas.getByRole('checkbox', { name: 'Include tests' });
    await expect(tests).toHaveAccessibleDescription('Adds a spec file next to the component.');
    await userEvent.click(canvas.getByText('Include tests'));
    await expect(tests).toBeChecked();
    const policy = canvas.getByRole('switch', { name: 'Accept the usage policy' });
    await expect(policy).toHaveAccessibleErrorMessage('Accept the policy to publish.');
  },
};

const states = ['default', 'required', 'invalid', 'disabled'] as const;

/** Every orientation × state. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {fieldVariantOptions.orientation.map((orientation) => (
        <section key={orientation} aria-label={orientation} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{orientation}</p>
          <div className="grid grid-cols-4 items-start gap-6">
            {states.map((state) => (
              <Field
                key={state}
                orientation={orientation}
                required={state === 'required'}
                disabled={state === 'disabled'}
              >
                {orientation === 'vertical' ? (
                  <>
                    <FieldLabel>{`Name, ${state}`}</FieldLabel>
                    <FieldControl>
                      <Input defaultValue="Pricing table" />
                    </FieldControl>
                  </>
                ) : (
                  <>
                    <FieldControl>
                      <Checkbox defaultChecked />
                    </FieldControl>
                    <FieldLabel>{`Include tests, ${state}`}</FieldLabel>
                  </>
                )}
                <FieldDescription>Shown in the gallery.</FieldDescription>
                <FieldError>{state === 'invalid' ? 'Pick another name.' : undefined}</FieldError>
              </Field>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};
