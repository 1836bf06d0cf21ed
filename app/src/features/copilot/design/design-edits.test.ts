import { describe, expect, it } from 'vitest';
import {
  addStep,
  editsOf,
  isUndoKey,
  styleOf,
  undoStep,
  undoTo,
  type DesignHistory,
} from './design-edits';

describe('given a list of edits', () => {
  const rename = { edit: { op: 'text', part: 'action:0', value: 'Send' }, words: 'a' } as const;
  const move = { edit: { op: 'move', part: 'field:email', direction: 'up' }, words: 'b' } as const;
  const style = { edit: { op: 'style', color: 'red-600', radius: 'pill' }, words: 'c' } as const;
  const later = { edit: { op: 'style', color: 'blue-800' }, words: 'd' } as const;
  const history: DesignHistory = [rename, move, style, later];

  it('should add at the end and undo from the end', () => {
    expect(editsOf(addStep([rename], move))).toEqual([rename.edit, move.edit]);
    expect(undoStep(history)).toEqual([rename, move, style]);
    expect(undoStep([])).toEqual([]);
  });

  it('should undo back to before an entry, dropping it and every later one', () => {
    expect(undoTo(history, 1)).toEqual([rename]);
    expect(undoTo(history, 0)).toEqual([]);
  });

  it('should merge the style edits, later over earlier', () => {
    expect(styleOf(history)).toEqual({ color: 'blue-800', radius: 'pill' });
    expect(styleOf([rename])).toEqual({});
  });
});

describe('given a key press', () => {
  const press = (init: Partial<Parameters<typeof isUndoKey>[0]>) =>
    isUndoKey({
      key: 'z',
      ctrlKey: true,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target: null,
      ...init,
    });

  it('should undo on Ctrl+Z and ⌘Z outside fields', () => {
    expect(press({})).toBe(true);
    expect(press({ ctrlKey: false, metaKey: true })).toBe(true);
    expect(press({ target: { tagName: 'BUTTON' } as unknown as EventTarget })).toBe(true);
  });

  it('should leave typing, redo and plain z alone', () => {
    expect(press({ target: { tagName: 'INPUT' } as unknown as EventTarget })).toBe(false);
    expect(press({ target: { tagName: 'TEXTAREA' } as unknown as EventTarget })).toBe(false);
    expect(press({ shiftKey: true })).toBe(false);
    expect(press({ ctrlKey: false })).toBe(false);
  });
});
