/**
 * Variants: other takes on the same component, deterministic, from its model alone. A take is a
 * styling the model is printed in again — a layout where the component has distinct ones (a form,
 * a card, a data table: stacked, split, card grid), density, corners and emphasis — so every take
 * holds the same parts and answers the same checklist.
 */
import { layoutsFor } from './emit/index';
import type { ComponentModel, Density, Radius, Styling } from './model';

export interface VariantStyle {
  radius?: Radius;
  density?: Density;
  shadow?: boolean;
  layout?: NonNullable<Styling['layout']>;
}

/** The takes' stylings, in order; each differs from the others in density and emphasis at least. */
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

const LAYOUT_NAMES: Record<NonNullable<Styling['layout']>, string> = {
  stacked: 'Stacked',
  split: 'Split',
  grid: 'Card grid',
};

/**
 * Up to `count` takes (1–3) on the component, the same for the same model. Where the component has
 * distinct layouts, take n draws the n-th (the last one again when there are fewer), named first.
 */
export const variantTakes = (
  model: ComponentModel,
  count = MAX_VARIANT_TAKES,
): { label: string; style: VariantStyle }[] => {
  const layouts = layoutsFor(model);
  return TAKES.slice(0, Math.max(1, Math.min(MAX_VARIANT_TAKES, Math.floor(count)))).map(
    (take, index) => {
      const layout = layouts[Math.min(index, layouts.length - 1)];
      if (!layout) return { label: take.label, style: { ...take.style } };
      const words = take.label[0]!.toLowerCase() + take.label.slice(1);
      return { label: `${LAYOUT_NAMES[layout]}, ${words}`, style: { ...take.style, layout } };
    },
  );
};
