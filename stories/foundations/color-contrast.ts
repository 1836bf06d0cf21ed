/** An sRGB colour with channels 0–255 and alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const hexPattern = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbPattern = /^rgba?\(\s*([^)]+)\)$/i;

/** Parses the colour notations the token build emits: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(). */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = hexPattern.exec(text)?.[1];
  if (hex) {
    const digits =
      hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const functional = rgbPattern.exec(text)?.[1];
  if (functional) {
    const parts = functional.split(/[\s,/]+/).filter(Boolean);
    if (parts.length === 3 || parts.length === 4) {
      const channel = (part: string) =>
        part.endsWith('%') ? (Number.parseFloat(part) / 100) * 255 : Number.parseFloat(part);
      const alpha = (part: string | undefined) =>
        part === undefined
          ? 1
          : part.endsWith('%')
            ? Number.parseFloat(part) / 100
            : Number.parseFloat(part);
      const color = {
        r: channel(parts[0]!),
        g: channel(parts[1]!),
        b: channel(parts[2]!),
        a: alpha(parts[3]),
      };
      if (Object.values(color).every(Number.isFinite)) return color;
    }
  }
  throw new Error(`Unsupported colour value: ${value}`);
}

/** Paints a translucent colour over an opaque one, as the eye sees it. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.x contrast ratio (1–21) of a foreground over a background. A translucent background is
 * first painted over `canvas`, a translucent foreground over the result.
 */
export function contrastRatio(foreground: string, background: string, canvas = '#ffffff'): number {
  const back = composite(parseColor(background), parseColor(canvas));
  const front = composite(parseColor(foreground), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Shows a ratio the way WCAG quotes it, rounded down so a value never looks better than it is. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
