/**
 * Variants: other takes on the same component, deterministic, from its model alone. A take is a
 * styling (density, corners, emphasis) the model is printed in again, so every take holds the same
 * parts and answers the same checklist. (The model's `layout` is not drawn by the printers yet, so
 * no take offers one.)
 */
import type { ComponentModel, Density, Radius, Styling } from './model';

export interface VariantStyle {
  radius?: Radius;
  density?: Density;
  shadow?: boolean;
  layout?: NonNullable<Styling['layout']>;
}

/** The takes offered, in order; each differs from the others in density and emphasis at least. */
const TAKES: readonly { label: string; style: VariantStyle }[] = [
  {
    label: 'Comfortable, flat',
    style: { density: 'comfortable', shadow: false, radius: 'default' },
  },
  {
    label: 'Compact, square corners',
    style: { density: 'compact', shadow: false, radius: 'square' },
  },
  {
    label: 'Spacious, rounded and raised',
    style: { density: 'spacious', shadow: true, radius: 'rounded' },
  },
];

export const MAX_VARIANT_TAKES = TAKES.length;

/** The model in a take's style; the model given is not changed. */
export const withVariantStyle = (model: ComponentModel, style: VariantStyle): ComponentModel => ({
  ...model,
  styling: { ...model.styling, ...style },
});

/** Up to `count` takes (1–3) on the component, the same for the same model. */
export const variantTakes = (
  _model: ComponentModel,
  count = MAX_VARIANT_TAKES,
): { label: string; style: VariantStyle }[] =>
  TAKES.slice(0, Math.max(1, Math.min(MAX_VARIANT_TAKES, Math.floor(count)))).map((take) => ({
    label: take.label,
    style: { ...take.style },
  }));
