import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

type Theme = Record<string, string>;
const built = JSON.parse(
  readFileSync(new URL('../dist/tokens.json', import.meta.url), 'utf8'),
) as Record<'light' | 'dark', Theme>;

/** [foreground, background]: every way the design system puts semantic text on a semantic surface. */
const textPairs: Array<[string, string]> = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'popover'],
  ['foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
  ['info-foreground', 'info'],
  ['link', 'background'],
  ['link', 'card'],
  ['link', 'muted'],
  // Status colours double as text (error messages, "Saved", counters) on the page and on cards.
  ['primary', 'background'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['success', 'background'],
  ['success', 'card'],
  ['warning', 'background'],
  ['warning', 'card'],
  ['info', 'background'],
  ['info', 'card'],
];

/**
 * WCAG 1.4.11: the focus ring and a form control's outline are non-text indicators (the outline is
 * what shows where to type) and need 3:1 against what they sit on.
 */
const focusPairs: Array<[string, string]> = [
  ['ring', 'background'],
  ['ring', 'card'],
  ['ring', 'popover'],
  ['input', 'background'],
  ['input', 'card'],
  ['input', 'popover'],
];

function color(theme: Theme, name: string) {
  const value = theme[`--kiln-color-${name}`];
  if (value === undefined) throw new Error(`--kiln-color-${name} is missing from the build`);
  return parseColor(value);
}

describe('given the contrast helper', () => {
  it('should rate black on white 21:1', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#ffffff'))).toBeCloseTo(21, 5);
  });

  it('should rate #767676 on white just above 4.5:1 and #777777 just below', () => {
    expect(contrastRatio(parseColor('#767676'), parseColor('#fff'))).toBeGreaterThan(4.5);
    expect(contrastRatio(parseColor('#777777'), parseColor('#fff'))).toBeLessThan(4.5);
  });

  it('should read the alpha channel of 8-digit hex and rgba()', () => {
    expect(parseColor('#02061780').a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(0, 0, 0, 0.7)')).toEqual({ r: 0, g: 0, b: 0, a: 0.7 });
  });
});

describe.each(['light', 'dark'] as const)('given the %s theme', (themeName) => {
  const theme = built[themeName];

  it.each(textPairs)(
    'should give %s text on %s a contrast of at least 4.5:1',
    (foreground, background) => {
      const fg = color(theme, foreground);
      const bg = color(theme, background);
      // Translucent colours would make the ratio depend on whatever lies beneath.
      expect(fg.a).toBe(1);
      expect(bg.a).toBe(1);
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(focusPairs)(
    'should give the %s a contrast of at least 3:1 on %s',
    (indicator, background) => {
      expect(
        contrastRatio(color(theme, indicator), color(theme, background)),
      ).toBeGreaterThanOrEqual(3);
    },
  );
});
