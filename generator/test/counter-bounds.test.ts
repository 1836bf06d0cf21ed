/**
 * A counter's or quantity stepper's bounds, step and price of one as worded: buttons stop at the
 * bounds, move by the step, and a total follows the quantity.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { readCounterBounds } from '../src/understand/counter-bounds';

describe('given the words that bound a counter', () => {
  it('should read its lowest and highest value however worded', () => {
    expect(readCounterBounds('a counter with min 1 max 10')).toEqual({ min: 1, max: 10 });
    expect(readCounterBounds("a counter that can't go below zero")).toEqual({ min: 0 });
    expect(readCounterBounds('never above 20, at least 2')).toEqual({ min: 2, max: 20 });
    expect(readCounterBounds('a guest picker for up to 8 people')).toEqual({ max: 8 });
    expect(readCounterBounds('minimum of 5 and no more than 3')).toEqual({});
  });

  it('should read its step and the price of one', () => {
    expect(readCounterBounds('a counter with a step of 5')).toEqual({ step: 5 });
    expect(readCounterBounds('goes up in increments of 10')).toEqual({ step: 10 });
    expect(readCounterBounds('tickets at $12 each, show the total')).toEqual({ unitPrice: 12 });
    expect(readCounterBounds('€3.50 per ticket')).toEqual({ unitPrice: 3.5 });
  });

  it('should give a counter those bounds, and a stated range as before', () => {
    expect(interpret('A counter with min 1 max 10').archetype).toBe('counter');
    expect(interpret('A counter with min 1 max 10').params).toMatchObject({ min: 1, max: 10 });
    expect(
      interpret("A quantity stepper that can't go below zero, step of 5").params,
    ).toMatchObject({ min: 0, step: 5 });
    expect(interpret('A quantity picker between 2 and 6').params).toMatchObject({ min: 2, max: 6 });
  });

  it('should step by its step and show a total that follows, in every printer', () => {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      const code = generate('A quantity stepper, step of 5, $12 each, show the total', {
        framework,
      })
        .files.map((file) => file.content)
        .join('\n');
      expect(code).toContain('changeValue(');
      expect(code).toMatch(/value\(?\)? \+ 5/);
      expect(code).toMatch(/value\(?\)? \* 12/);
      expect(code).toContain('Total: ');
    }
  });
});
