import type * as React from 'react';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Textarea,
} from '@kiln/design-system';

type TextFieldProps = {
  name: string;
  label: string;
  error?: string | undefined;
  description?: string;
  required?: boolean;
  multiline?: boolean;
} & Omit<React.ComponentProps<'input'>, 'name' | 'size'>;

/** A labelled design-system Field holding an Input (or a Textarea), with its validation message. */
export function TextField({
  name,
  label,
  error,
  description,
  required,
  multiline,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field required={required ?? false} invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        {multiline ? (
          <Textarea name={name} rows={5} defaultValue={inputProps.defaultValue} />
        ) : (
          <Input name={name} {...inputProps} />
        )}
      </FieldControl>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}
