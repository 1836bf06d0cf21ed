import { frameworkSchema } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { includableIn, starterFrameworks } from './starter-frameworks';

describe('given the scaffold form’s frameworks', () => {
  it('should offer every framework of the contract, each with its own label', () => {
    expect(starterFrameworks.map((option) => option.value)).toEqual(frameworkSchema.options);
    expect(starterFrameworks.find((option) => option.value === 'react-ds')?.label).toBe(
      'React 19 + Kiln design system (Vite)',
    );
    expect(new Set(starterFrameworks.map((option) => option.label)).size).toBe(
      starterFrameworks.length,
    );
  });

  it('should let React and react-ds starters include each other’s saved components, never Angular ones', () => {
    const saved = [
      { id: 'a', framework: 'angular' as const },
      { id: 'r', framework: 'react' as const },
      { id: 'd', framework: 'react-ds' as const },
    ];
    expect(includableIn('react-ds', saved).map((item) => item.id)).toEqual(['r', 'd']);
    expect(includableIn('react', saved).map((item) => item.id)).toEqual(['r', 'd']);
    expect(includableIn('angular', saved).map((item) => item.id)).toEqual(['a']);
  });
});
