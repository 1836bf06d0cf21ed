import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  formatRatio,
  parseColor,
  relativeLuminance,
} from './color-contrast';

describe('given a colour value from the token build', () => {
  it('should read short and long hex, with and without alpha', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#4f46e5')).toEqual({ r: 79, g: 70, b: 229, a: 1 });
    expect(parseColor('#0f172a0d')).toEqual({ r: 15, g: 23, b: 42, a: 13 / 255 });
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 136 / 255 });
  });

  it('should read comma and space separated rgb() and rgba()', () => {
    expect(parseColor('rgba(2, 6, 23, 0.55)')).toEqual({ r: 2, g: 6, b: 23, a: 0.55 });
    expect(parseColor('rgb(15 23 42 / 60%)')).toEqual({ r: 15, g: 23, b: 42, a: 0.6 });
    expect(parseColor('rgb(100%, 0%, 0%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('should refuse a notation it cannot measure rather than guess', () => {
    expect(() => parseColor('oklch(0.6 0.2 270)')).toThrow('Unsupported colour value');
    expect(() => parseColor('#12345')).toThrow('Unsupported colour value');
  });
});

describe('given two colours', () => {
  it('should compute the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1 boundary grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('should give the same ratio whichever colour is in front', () => {
    expect(contrastRatio('#4f46e5', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#4f46e5'),
      10,
    );
  });

  it('should measure a translucent colour as painted over its canvas', () => {
    const painted = composite(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff'));
    expect(painted).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      1.05 / (relativeLuminance(painted) + 0.05),
      10,
    );
  });

  it('should round a ratio down when showing it', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
