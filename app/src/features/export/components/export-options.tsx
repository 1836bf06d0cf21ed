import type { ExportExtras, ExportKind } from '@kiln/contract';

const KINDS: { value: ExportKind; label: string; hint: string }[] = [
  {
    value: 'project',
    label: 'Complete project',
    hint: 'A workspace that installs, builds and shows every component on one page.',
  },
  { value: 'components', label: 'Components only', hint: 'Each component in its own folder.' },
  { value: 'files', label: 'Individual files', hint: 'Every file on its own, side by side.' },
];

const EXTRAS: { key: keyof ExportExtras; label: string }[] = [
  { key: 'tests', label: 'Unit tests' },
  { key: 'stories', label: 'Storybook stories' },
  { key: 'readme', label: 'A README per component' },
  { key: 'packageJson', label: 'package.json' },
];

/** The export type (radios) and the extras (checkboxes); a project always has its package.json. */
export function ExportOptions({
  kind,
  extras,
  onKind,
  onExtras,
}: {
  kind: ExportKind;
  extras: ExportExtras;
  onKind: (kind: ExportKind) => void;
  onExtras: (extras: ExportExtras) => void;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Export type</legend>
        {KINDS.map((option) => (
          <div key={option.value}>
            <label className="flex cursor-pointer items-center gap-3 font-medium">
              <input
                type="radio"
                name="export-kind"
                className="size-4 accent-primary"
                value={option.value}
                checked={kind === option.value}
                aria-describedby={`export-kind-${option.value}`}
                onChange={() => onKind(option.value)}
              />
              {option.label}
            </label>
            <p id={`export-kind-${option.value}`} className="ml-7 text-sm text-muted-foreground">
              {option.hint}
            </p>
          </div>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Extras</legend>
        {EXTRAS.map((extra) => {
          const always = extra.key === 'packageJson' && kind === 'project';
          return (
            <label key={extra.key} className="flex min-h-8 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={always || extras[extra.key]}
                disabled={always}
                onChange={(event) => onExtras({ ...extras, [extra.key]: event.target.checked })}
              />
              <span>
                {extra.label}
                {always ? (
                  <span className="text-sm text-muted-foreground"> (part of every project)</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
