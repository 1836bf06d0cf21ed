import { describe, expect, it } from 'vitest';
import { designSwatches } from './design-colors';

describe('given the palette of the design tokens', () => {
  it('should offer its named steps, leaving out what it lacks', () => {
    const palette = {
      palette: {
        $type: 'color',
        indigo: { '600': { $value: '#4f46e5' }, '800': { $value: '#3730a3' } },
        red: { '600': { $value: '#dc2626' } },
      },
    };
    expect(designSwatches(palette)).toEqual([
      { token: 'indigo-600', name: 'Indigo 600', value: '#4f46e5' },
      { token: 'indigo-800', name: 'Indigo 800', value: '#3730a3' },
      { token: 'red-600', name: 'Red 600', value: '#dc2626' },
    ]);
  });
});
