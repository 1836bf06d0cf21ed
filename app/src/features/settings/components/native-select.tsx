import type * as React from 'react';
import { Field, FieldControl, FieldLabel } from '@kiln/design-system';

/**
 * A labelled native select: the time-zone list has hundreds of entries, which the platform's own
 * control searches by typing and shows natively on phones.
 */
export function NativeSelect({
  label,
  options,
  ...props
}: { label: string; options: readonly { value: string; label: string }[] } & Omit<
  React.ComponentProps<'select'>,
  'children'
>) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <select
          className="h-10 w-full rounded-control border border-input bg-background px-3 text-sm text-foreground"
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldControl>
    </Field>
  );
}
