import * as React from 'react';
import { MAX_PRESET_NAME_LENGTH, SUGGESTED_PRESET_NAMES, type Preset } from '@kiln/contract';
import { Button, Field, FieldControl, FieldLabel, Input, toast } from '@kiln/design-system';
import { showFailure } from '../../../lib/show-failure';
import { useDeletePreset } from '../api/delete-preset';
import { usePresets } from '../api/get-presets';
import { useSavePreset } from '../api/post-preset';
import type { InputValues } from '../input-values';

type PresetsPanelProps = {
  componentId: string;
  values: InputValues;
  /** Set while an input does not parse: a preset keeps only values that do. */
  blocked: boolean;
  onApply: (preset: Preset) => void;
};

/** Named input states saved on the component: save the current values, apply one, delete one. */
export function PresetsPanel({ componentId, values, blocked, onApply }: PresetsPanelProps) {
  const presets = usePresets(componentId);
  const save = useSavePreset(componentId);
  const remove = useDeletePreset(componentId);
  const [name, setName] = React.useState('');
  const taken = new Set(presets.data?.map((preset) => preset.name));
  const suggestions = SUGGESTED_PRESET_NAMES.filter((suggestion) => !taken.has(suggestion));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    save.mutate(
      { name: trimmed, values },
      {
        onSuccess: (preset) => {
          setName('');
          toast.success(`Saved the preset “${preset.name}”`);
        },
        onError: showFailure,
      },
    );
  };

  return (
    <section aria-labelledby="playground-presets" className="flex flex-col gap-4">
      <h2 id="playground-presets" className="text-lg font-semibold">
        Presets
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field>
          <FieldLabel>Preset name</FieldLabel>
          <div className="flex gap-2">
            <FieldControl>
              <Input
                value={name}
                maxLength={MAX_PRESET_NAME_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            </FieldControl>
            <Button type="submit" disabled={!name.trim() || blocked || save.isPending}>
              Save preset
            </Button>
          </div>
        </Field>
        {suggestions.length ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Suggestions:</span>
            {suggestions.map((suggestion) => (
              <Button
                key={suggestion}
                variant="outline"
                size="sm"
                onClick={() => setName(suggestion)}
              >
                {suggestion}
              </Button>
            ))}
          </div>
        ) : null}
      </form>
      {presets.data?.length ? (
        <ul aria-label="Saved presets" className="flex flex-col gap-2">
          {presets.data.map((preset) => (
            <li
              key={preset.id}
              className="flex items-center justify-between gap-2 rounded-control border border-border px-3 py-2"
            >
              <span className="min-w-0 truncate font-medium">{preset.name}</span>
              <span className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Apply ${preset.name}`}
                  onClick={() => onApply(preset)}
                >
                  Apply
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${preset.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(preset.id, {
                      onSuccess: () => toast.success(`Deleted the preset “${preset.name}”`),
                      onError: showFailure,
                    })
                  }
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : presets.isSuccess ? (
        <p className="text-sm text-muted-foreground">
          No presets yet: set the inputs to a state worth keeping and save it.
        </p>
      ) : null}
    </section>
  );
}
