/**
 * A to-do list's own controls named in the description ("a text field", "an Add task button") are
 * parts of its UI, never tasks it starts with; tasks it names still are.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';

describe('given a to-do list described by its controls', () => {
  it('should start with no tasks named after its field or button', () => {
    const model = interpret('A to-do list with a text field and an Add task button');
    expect(model.items).toEqual([]);
    expect(model.behaviour?.labels?.add).toBe('Add task');
    expect(interpret('A to-do list with an input field and a button').items).toEqual([]);
  });

  it('should keep the tasks it names', () => {
    expect(interpret('A to-do list with tasks: Water plants, Pay rent and Call mum').items).toEqual(
      ['Water plants', 'Pay rent', 'Call mum'],
    );
  });
});
