import * as React from 'react';
import type { ComponentSort } from '@kiln/contract';
import { Button, Field, FieldControl, FieldLabel, Input } from '@kiln/design-system';
import { frameworkLabel, frameworks } from '../../../lib/frameworks';
import type { ComponentsView } from '../use-list-params';
import { SelectField } from '../../../components/select-field';
import { checksFilterOptions } from './version-checks';

/** The spec's debounce before a typed search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';
const sortLabels: Record<ComponentSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  updated: 'Recently updated',
  name: 'Name',
  framework: 'Framework',
};

type ToolbarProps = {
  searchText: string;
  framework: string | undefined;
  tag: string | undefined;
  checks: string | undefined;
  sort: ComponentSort;
  view: ComponentsView;
  onChange: (changes: Record<string, string | undefined>) => void;
};

/** A text box whose value reaches `onSettled` once typing pauses. */
function DebouncedInput({
  value,
  onSettled,
  ...props
}: { value: string; onSettled: (value: string) => void } & Omit<
  React.ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const [text, setText] = React.useState(value);
  // The address changed under the box (back button, cleared filter): show what it holds now.
  const [shown, setShown] = React.useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const settle = React.useEffectEvent((next: string) => onSettled(next));
  React.useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => settle(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <Input value={text} onChange={(event) => setText(event.target.value)} {...props} />;
}

/** Search, framework and tag filters, sort, and the grid or list view. */
export function ComponentsToolbar({
  searchText,
  framework,
  tag,
  checks,
  sort,
  view,
  onChange,
}: ToolbarProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
      <Field>
        <FieldLabel>Search</FieldLabel>
        <FieldControl>
          <DebouncedInput
            type="search"
            placeholder="Name, description or tag"
            value={searchText}
            onSettled={(q) => onChange({ q })}
          />
        </FieldControl>
      </Field>
      <SelectField
        label="Framework"
        value={framework ?? ALL}
        options={[
          { value: ALL, label: 'All frameworks' },
          ...frameworks.map((value) => ({ value, label: frameworkLabel(value) })),
        ]}
        onChange={(value) => onChange({ framework: value === ALL ? undefined : value })}
      />
      <Field>
        <FieldLabel>Tag</FieldLabel>
        <FieldControl>
          <DebouncedInput
            placeholder="Any tag"
            value={tag ?? ''}
            onSettled={(value) => onChange({ tag: value.trim() })}
          />
        </FieldControl>
      </Field>
      <SelectField
        label="Checks"
        value={checks ?? ALL}
        options={[{ value: ALL, label: 'Any checks' }, ...checksFilterOptions]}
        onChange={(value) => onChange({ checks: value === ALL ? undefined : value })}
      />
      <SelectField
        label="Sort by"
        value={sort}
        options={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))}
        onChange={(value) => onChange({ sort: value })}
      />
      <div role="group" aria-label="View" className="flex h-10 items-center gap-1">
        <Button
          variant={view === 'grid' ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'grid'}
          onClick={() => onChange({ view: undefined })}
        >
          Grid
        </Button>
        <Button
          variant={view === 'list' ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'list'}
          onClick={() => onChange({ view: 'list' })}
        >
          List
        </Button>
      </div>
    </div>
  );
}
