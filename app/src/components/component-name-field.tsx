import * as React from 'react';
import { COMPONENT_NAME_MAX_LENGTH } from '@kiln/contract';
import { Input } from '@kiln/design-system';

type ComponentNameFieldProps = {
  value: string;
  onChange: (name: string) => void;
  label?: string;
  className?: string;
};

/** The name a component is saved under, bounded as the server bounds it. */
export function ComponentNameField({
  value,
  onChange,
  label = 'Name',
  className,
}: ComponentNameFieldProps) {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        required
        maxLength={COMPONENT_NAME_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      />
    </div>
  );
}
