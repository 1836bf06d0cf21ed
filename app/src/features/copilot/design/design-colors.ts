/** A colour of the design tokens' palette the style controls offer: its token and its value. */
export type DesignSwatch = { token: string; name: string; value: string };

type Ramp = Record<string, { $value?: unknown } | string | undefined>;
export type Palette = { palette: Record<string, unknown> };

/**
 * The steps offered, a lighter and a darker one of each ramp, each dark enough for white text on
 * a button (4.5:1, WCAG 1.4.3): emerald and amber are lighter, so their steps are darker.
 */
const OFFERED = [
  ['indigo', '600'],
  ['indigo', '800'],
  ['blue', '600'],
  ['blue', '800'],
  ['emerald', '700'],
  ['emerald', '800'],
  ['amber', '700'],
  ['amber', '800'],
  ['red', '600'],
  ['red', '800'],
  ['slate', '600'],
  ['slate', '800'],
] as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The swatches of the palette (`@kiln/tokens`' primitive colours) design mode offers, named as
 * people read them ("Indigo 600"), in ramp order; a ramp or step the palette lacks is left out.
 */
export function designSwatches(palette: Palette): DesignSwatch[] {
  return OFFERED.flatMap(([ramp, step]) => {
    const value = (palette.palette[ramp] as Ramp | undefined)?.[step];
    const hex = typeof value === 'object' ? value.$value : undefined;
    return typeof hex === 'string'
      ? [{ token: `${ramp}-${step}`, name: `${capitalized(ramp)} ${step}`, value: hex }]
      : [];
  });
}
