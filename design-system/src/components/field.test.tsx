import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field';
import { Input } from './input';

describe('given a Field with a label, description and control', () => {
  it('should name the control by its label and describe it by the description', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input type="email" />
        </FieldControl>
        <FieldDescription>We send receipts here.</FieldDescription>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send receipts here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('should keep the control its own data-slot', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('data-slot', 'input');
  });

  it('should focus the control when the label is clicked', async () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    await userEvent.click(screen.getByText('Email'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

describe('given a Field without a description', () => {
  it('should not point aria-describedby at a missing element', () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('given a Field with an error message', () => {
  it('should mark the control invalid and link the message', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldDescription>We send receipts here.</FieldDescription>
        <FieldError>Enter an email address like name@example.com.</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen
      .getByText('Enter an email address like name@example.com.')
      .closest('[data-slot="field-error"]');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-errormessage', error?.id);
    expect(input).toHaveAccessibleDescription(
      'We send receipts here. Enter an email address like name@example.com.',
    );
    expect(input).toHaveAccessibleErrorMessage('Enter an email address like name@example.com.');
  });
});

describe('given a Field whose error is cleared', () => {
  it('should drop the invalid state and the links to the message', async () => {
    function EmailField() {
      const [error, setError] = React.useState<string | undefined>('Enter an email address.');
      return (
        <>
          <Field>
            <FieldLabel>Email</FieldLabel>
            <FieldControl>
              <Input />
            </FieldControl>
            <FieldError>{error}</FieldError>
          </Field>
          <button type="button" onClick={() => setError(undefined)}>
            Fix
          </button>
        </>
      );
    }
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Fix' }));

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter an email address.')).not.toBeInTheDocument();
  });
});

describe('given an invalid Field without a message', () => {
  it('should mark the control invalid without an error link', () => {
    render(
      <Field invalid>
        <FieldLabel>Code</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-errormessage');
  });
});

describe('given a required Field', () => {
  it('should announce the control as required and mark the label visually only', () => {
    render(
      <Field required>
        <FieldLabel>Company</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('given a disabled Field', () => {
  it('should disable the control', () => {
    render(
      <Field disabled>
        <FieldLabel>Company</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeDisabled();
  });
});

describe('given a Field around a Checkbox', () => {
  it('should name and describe the checkbox', async () => {
    render(
      <Field orientation="horizontal">
        <FieldControl>
          <Checkbox />
        </FieldControl>
        <FieldLabel>Email me about new templates</FieldLabel>
        <FieldDescription>At most once a week.</FieldDescription>
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Email me about new templates' });
    expect(checkbox).toHaveAccessibleDescription('At most once a week.');
    await userEvent.click(screen.getByText('Email me about new templates'));
    expect(checkbox).toBeChecked();
  });
});

describe('given a control that has its own description', () => {
  it('should keep it alongside the field description', () => {
    render(
      <>
        <p id="hint">Shown on your profile.</p>
        <Field>
          <FieldLabel>Name</FieldLabel>
          <FieldControl aria-describedby="hint">
            <Input />
          </FieldControl>
          <FieldDescription>Your full name.</FieldDescription>
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Shown on your profile. Your full name.',
    );
  });
});

describe('given a field part outside a Field', () => {
  it('should throw a clear error', () => {
    // React logs the thrown render error too; keep the test output to the assertion.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FieldLabel>Lost</FieldLabel>)).toThrow(
      'FieldLabel must be rendered inside a Field.',
    );
    consoleError.mockRestore();
  });
});
