import type { DesignPart } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import {
  addStep,
  describeDesignEdit,
  editsOf,
  isUndoKey,
  styleOf,
  undoStep,
  undoTo,
  type DesignHistory,
} from './design-edits';

const parts: DesignPart[] = [
  { id: 'action:0', kind: 'action', label: 'Submit', index: 0, siblings: 1 },
  { id: 'field:email', kind: 'field', label: 'Email', index: 1, siblings: 2 },
];

describe('given a design edit', () => {
  it('should say it in words, naming parts by their label', () => {
    expect(describeDesignEdit({ op: 'text', part: 'action:0', value: 'Send' }, parts)).toBe(
      'Renamed “Submit” to “Send”',
    );
    expect(describeDesignEdit({ op: 'variant', part: 'action:0', value: 'secondary' }, parts)).toBe(
      'Made “Submit” a secondary button',
    );
    expect(describeDesignEdit({ op: 'move', part: 'field:email', direction: 'up' }, parts)).toBe(
      'Moved “Email” up',
    );
    expect(describeDesignEdit({ op: 'remove', part: 'field:gone' }, parts)).toBe('Deleted a part');
    expect(describeDesignEdit({ op: 'replace-text', from: 'Go', nth: 0, value: 'Start' }, [])).toBe(
      'Renamed “Go” to “Start”',
    );
    expect(
      describeDesignEdit(
        { op: 'style', color: 'indigo-600', density: 'compact', shadow: false },
        [],
      ),
    ).toBe('Style: colour indigo-600, density compact, shadow off');
  });
});

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
