import { Plus, Trash2 } from 'lucide-react';
import {
  Button,
  Checkbox,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@kiln/design-system';
import { newPropRow, propTypes, type PropRow } from '../generate-form';

type Props = {
  rows: PropRow[];
  errors: Record<string, string>;
  onChange(rows: PropRow[]): void;
};

/** The component's inputs: a name, a type and whether it is required, one row each. */
export function PropsEditor({ rows, errors, onChange }: Props) {
  const update = (key: string, change: Partial<PropRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">Props</legend>
      <p className="text-sm text-muted-foreground">
        The inputs the component takes. Leave the name empty to skip a row.
      </p>
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const error = errors[`prop:${row.key}`];
            const errorId = `${row.key}-error`;
            return (
              <li key={row.key} className="flex flex-col gap-1">
                <div className="grid grid-cols-[minmax(0,1fr)_9rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto_auto]">
                  <Input
                    aria-label={`Prop ${index + 1} name`}
                    placeholder="name"
                    value={row.name}
                    maxLength={100}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => update(row.key, { name: event.target.value })}
                  />
                  <Select value={row.type} onValueChange={(type) => update(row.key, { type })}>
                    <SelectTrigger aria-label={`Prop ${index + 1} type`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {propTypes.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <div className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${row.key}-required`}
                      checked={row.required}
                      onCheckedChange={(checked) => update(row.key, { required: checked === true })}
                    />
                    <label htmlFor={`${row.key}-required`}>Required</label>
                  </div>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove prop ${index + 1}`}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {error ? (
                  <p id={errorId} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        className="w-fit"
        onClick={() => onChange([...rows, newPropRow()])}
      >
        <Plus aria-hidden />
        Add a prop
      </Button>
    </fieldset>
  );
}
