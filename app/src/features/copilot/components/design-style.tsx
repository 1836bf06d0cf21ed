import palette from '@kiln/tokens/palette.json';
import { Check } from 'lucide-react';
import { Button } from '@kiln/design-system';
import { SelectField } from '../../../components/select-field';
import { designSwatches } from '../design/design-colors';
import type { DesignStyle } from '../design/design-edits';
import type { DesignLayout } from '@kiln/contract';

const swatches = designSwatches(palette);

const AS_GENERATED = 'as-generated';
const RADII = [
  { value: 'square', label: 'Square' },
  { value: 'default', label: 'Default' },
  { value: 'rounded', label: 'Rounded' },
  { value: 'pill', label: 'Pill' },
] as const;
const DENSITIES = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'spacious', label: 'Spacious' },
] as const;
const SHADOWS = [
  { value: 'on', label: 'Raised (shadow)' },
  { value: 'off', label: 'Flat' },
] as const;
const LAYOUTS: Record<DesignLayout, string> = {
  stacked: 'Stacked',
  split: 'Split',
  grid: 'Card grid',
};
const withUnset = <V extends string>(options: readonly { value: V; label: string }[]) => [
  { value: AS_GENERATED, label: 'As generated' },
  ...options,
];

type Props = {
  /** The style the edits so far set: each control shows its value, or "As generated". */
  style: DesignStyle;
  /** The layouts the component can take; the control shows only when it has some. */
  layouts: readonly DesignLayout[];
  onStyle: (style: DesignStyle) => void;
  disabled: boolean;
};

/** The component's layout (where it has several), colour (a design token), corners, density and shadow. */
export function DesignStyleControls({ style, layouts, onStyle, disabled }: Props) {
  const set = <K extends keyof DesignStyle>(key: K, value: string) => {
    if (value !== AS_GENERATED) onStyle({ [key]: value } as DesignStyle);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Style</legend>
      <div role="group" aria-label="Colour" className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" aria-hidden>
          Colour
        </span>
        <ul className="grid grid-cols-2 gap-1">
          {swatches.map((swatch) => {
            const chosen = style.color === swatch.token;
            return (
              <li key={swatch.token}>
                <Button
                  size="sm"
                  variant={chosen ? 'secondary' : 'ghost'}
                  aria-pressed={chosen}
                  className="w-full justify-start"
                  disabled={disabled}
                  onClick={() => onStyle({ color: swatch.token })}
                >
                  <span
                    aria-hidden
                    className="size-4 shrink-0 rounded-full border border-border"
                    style={{ backgroundColor: swatch.value }}
                  />
                  {swatch.name}
                  {chosen ? <Check aria-hidden className="ml-auto" /> : null}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      {layouts.length ? (
        <SelectField
          label="Layout"
          value={style.layout ?? AS_GENERATED}
          options={withUnset(layouts.map((layout) => ({ value: layout, label: LAYOUTS[layout] })))}
          onChange={(value) => set('layout', value)}
        />
      ) : null}
      <SelectField
        label="Corners"
        value={style.radius ?? AS_GENERATED}
        options={withUnset(RADII)}
        onChange={(value) => set('radius', value)}
      />
      <SelectField
        label="Density"
        value={style.density ?? AS_GENERATED}
        options={withUnset(DENSITIES)}
        onChange={(value) => set('density', value)}
      />
      <SelectField
        label="Shadow"
        value={style.shadow === undefined ? AS_GENERATED : style.shadow ? 'on' : 'off'}
        options={withUnset(SHADOWS)}
        onChange={(value) => {
          if (value !== AS_GENERATED) onStyle({ shadow: value === 'on' });
        }}
      />
    </fieldset>
  );
}
