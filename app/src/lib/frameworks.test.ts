import { frameworkSchema } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { frameworkLabel, frameworks } from './frameworks';

describe('given the frameworks the contract names', () => {
  it('should offer every one of them, react-ds included, with a readable label', () => {
    expect(frameworks).toEqual(frameworkSchema.options);
    expect(frameworks.map(frameworkLabel)).toEqual([
      'Angular',
      'React',
      'React + Kiln design system',
    ]);
  });

  it('should show a framework it does not know as it is', () => {
    expect(frameworkLabel('vue')).toBe('vue');
  });
});
