/**
 * A to-do, shopping or packing list's new-item input named without quotes, and the list's own count
 * named as a part ("a counter of remaining items"), which is not an entry it starts with.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';
import { namesCount, readUnquotedInputLabel } from '../src/understand/todo-input';

describe('given a to-do list whose input is named without quotes', () => {
  it('should read the label after labelled, called or named, to the next part', () => {
    expect(readUnquotedInputLabel('a text field labelled New task and an Add button')).toBe(
      'New task',
    );
    expect(readUnquotedInputLabel('an input called What needs doing? that shows the count')).toBe(
      'What needs doing?',
    );
    expect(readUnquotedInputLabel('a box named Next thing to pack, and a list')).toBe(
      'Next thing to pack',
    );
  });

  it('should read what the input is for as its label, in sentence case', () => {
    expect(readUnquotedInputLabel('an input for the item name and a counter')).toBe('Item name');
    expect(readUnquotedInputLabel('a text field for new chores on top')).toBe('New chores');
  });

  it('should read no label where none is named', () => {
    expect(readUnquotedInputLabel('a text field for adding tasks')).toBeUndefined();
    expect(readUnquotedInputLabel('a text field and an Add button')).toBeUndefined();
    expect(readUnquotedInputLabel('an input labelled ⟦0⟧')).toBeUndefined();
  });

  it('should give the model the label, with no prop and no entry made of its words', () => {
    const model = interpret(
      'A shopping list with an input for the item name and a counter of remaining items',
    );
    expect(model.behaviour?.labels?.newItem).toBe('Item name');
    expect(model.items).toEqual([]);
    expect(model.inputs).toEqual([]);
    const called = interpret('A packing list with an input called What needs doing?');
    expect(called.behaviour?.labels?.newItem).toBe('What needs doing?');
    expect(called.name).toBe('ItemList');
  });

  it('should keep a quoted label first', () => {
    const model = interpret("A to-do list with an input labelled 'New item' and an 'Add' button");
    expect(model.behaviour?.labels?.newItem).toBe('New item');
  });
});

describe('given a list that names its count', () => {
  it('should tell the count from an entry', () => {
    expect(namesCount('counter of remaining items')).toBe(true);
    expect(namesCount('a count of what is left')).toBe(true);
    expect(namesCount('how many are left')).toBe(true);
    expect(namesCount('Pay rent')).toBe(false);
    expect(namesCount('Left-handed scissors')).toBe(false);
  });
});
