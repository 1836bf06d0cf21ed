import type * as React from 'react';
import type { ComponentInput } from '@kiln/contract';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
} from '@kiln/design-system';
import type { Draft, Drafts } from '../input-values';

type Wiring = Pick<
  React.ComponentProps<'input'>,
  'id' | 'disabled' | 'aria-describedby' | 'aria-invalid' | 'aria-errormessage' | 'aria-required'
>;

type InputFormProps = {
  inputs: readonly ComponentInput[];
  drafts: Drafts;
  errors: Record<string, string>;
  onChange: (name: string, draft: Draft) => void;
};

/**
 * The control for one input. `FieldControl` passes the field's wiring (id, aria-describedby,
 * aria-invalid) through its Slot as props, so they are spread onto the element itself.
 */
function Control({
  input,
  draft,
  onChange,
  ...wiring
}: {
  input: ComponentInput;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
} & Wiring) {
  switch (input.kind) {
    case 'boolean':
      return (
        <Switch
          {...wiring}
          checked={draft === true}
          onCheckedChange={(checked) => onChange(checked)}
        />
      );
    case 'select':
      return (
        <Select value={typeof draft === 'string' ? draft : ''} onValueChange={onChange}>
          <FieldControl>
            <SelectTrigger>
              <SelectValue placeholder="Not set" />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {(input.options ?? []).map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case 'json':
      return (
        <Textarea
          {...wiring}
          className="font-mono text-sm"
          rows={4}
          spellCheck={false}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...wiring}
          inputMode="decimal"
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'text':
      return (
        <Input
          {...wiring}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** One control per input: text, number, a switch, a select for a union, JSON for the rest. */
export function InputForm({ inputs, drafts, errors, onChange }: InputFormProps) {
  return (
    <div className="flex flex-col gap-5">
      {inputs.map((input) => (
        <Field
          key={input.name}
          orientation={input.kind === 'boolean' ? 'horizontal' : 'vertical'}
          required={input.required}
          invalid={Boolean(errors[input.name])}
        >
          {input.kind === 'boolean' ? (
            <FieldControl>
              <Control
                input={input}
                draft={drafts[input.name]}
                onChange={(draft) => onChange(input.name, draft)}
              />
            </FieldControl>
          ) : null}
          <FieldLabel>{input.name}</FieldLabel>
          {input.kind === 'boolean' ? null : input.kind === 'select' ? (
            <Control
              input={input}
              draft={drafts[input.name]}
              onChange={(draft) => onChange(input.name, draft)}
            />
          ) : (
            <FieldControl>
              <Control
                input={input}
                draft={drafts[input.name]}
                onChange={(draft) => onChange(input.name, draft)}
              />
            </FieldControl>
          )}
          <FieldDescription>
            <code className="font-mono">{input.type}</code>
            {input.kind === 'json' ? ' — as JSON' : ''}
          </FieldDescription>
          <FieldError>{errors[input.name]}</FieldError>
        </Field>
      ))}
    </div>
  );
}
