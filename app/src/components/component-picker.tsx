import type { ComponentSummary } from '@kiln/contract';
import { Badge } from '@kiln/design-system';
import { frameworkLabel } from '../lib/frameworks';

type Choice = Pick<ComponentSummary, 'id' | 'name' | 'framework' | 'currentVersion'>;

/** Saved components as a list of checkboxes, in a fieldset named by `legend`. */
export function ComponentPicker({
  legend,
  items,
  selected,
  onChange,
}: {
  legend: string;
  items: readonly Choice[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="flex max-h-80 flex-col gap-1 overflow-auto rounded-md border border-border p-2">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-2 hover:bg-muted">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{item.name}</span>
              <Badge variant="secondary">{frameworkLabel(item.framework)}</Badge>
              <span className="text-xs text-muted-foreground">v{item.currentVersion}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
