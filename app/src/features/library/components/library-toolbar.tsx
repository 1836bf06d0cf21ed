import * as React from 'react';
import { Field, FieldControl, FieldLabel, Input } from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import { SelectField } from '../../../components/select-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ALL_FRAMEWORKS } from '../use-library-params';

const frameworkOptions = [
  ...frameworks.map((value) => ({ value, label: frameworkLabel(value) })),
  { value: ALL_FRAMEWORKS, label: 'All frameworks' },
];

type ToolbarProps = {
  searchText: string;
  framework: string;
  onChange: (changes: Record<string, string | undefined>) => void;
};

/** The search box (sent once typing pauses) and the framework the library is shown in. */
export function LibraryToolbar({ searchText, framework, onChange }: ToolbarProps) {
  const [text, setText] = React.useState(searchText);
  // The address changed under the box (back button, cleared search): show what it holds now.
  const [shown, setShown] = React.useState(searchText);
  if (searchText !== shown) {
    setShown(searchText);
    setText(searchText);
  }
  const settled = useDebouncedValue(text);
  const search = React.useEffectEvent((q: string) => {
    if (q !== searchText) onChange({ q });
  });
  React.useEffect(() => search(settled), [settled]);

  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-end">
      <Field>
        <FieldLabel>Search the library</FieldLabel>
        <FieldControl>
          <Input
            type="search"
            placeholder="Name, description or tag"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FieldControl>
      </Field>
      <SelectField
        label="Framework"
        value={framework}
        options={frameworkOptions}
        onChange={(value) => onChange({ framework: value })}
      />
    </div>
  );
}
