import type { ComponentSummary } from '@kiln/contract';
import {
  Field,
  FieldControl,
  FieldLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@kiln/design-system';
import { frameworkLabel } from '../../../lib/frameworks';

/** What the playground shows: a saved component by id, or the last generated answer. */
export const LATEST_ANSWER = 'latest';

type ComponentPickerProps = {
  components: readonly ComponentSummary[];
  value: string | undefined;
  onChange: (value: string) => void;
};

/** Picks the component to play with: one of My components, or the last generated answer. */
export function ComponentPicker({ components, value, onChange }: ComponentPickerProps) {
  return (
    <Field className="max-w-md">
      <FieldLabel>Component</FieldLabel>
      <Select value={value ?? ''} onValueChange={onChange}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose a component" />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          <SelectItem value={LATEST_ANSWER}>Last generated answer</SelectItem>
          {components.length ? <SelectSeparator /> : null}
          {components.map((component) => (
            <SelectItem key={component.id} value={component.id}>
              {component.name} · {frameworkLabel(component.framework)} · v{component.currentVersion}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
