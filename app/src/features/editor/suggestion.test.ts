import { describe, expect, it } from 'vitest';
import type { EditorSuggestion } from '@kiln/contract';
import { acceptSuggestion, ghostSuggestion, suggestionRequest } from './suggestion';

const completion = (insertText: string, start: number, end: number): EditorSuggestion => ({
  kind: 'completion',
  label: insertText,
  insertText,
  range: { start, end },
});

describe('given suggestions for the word being typed', () => {
  const code = 'count = sig';

  it('should show the rest of the first completion that continues it', () => {
    const ghost = ghostSuggestion(
      [completion('signal', 8, 11), completion('signalStore', 8, 11)],
      code,
      11,
    );
    expect(ghost).toEqual({ from: 8, to: 11, insert: 'signal', ghost: 'nal' });
  });

  it('should insert the completion and put the cursor after it when accepted', () => {
    const ghost = ghostSuggestion([completion('signal', 8, 11)], `${code}();`, 11)!;
    expect(acceptSuggestion(`${code}();`, ghost)).toEqual({
      code: 'count = signal();',
      cursor: 14,
    });
  });

  it('should take the completion’s spelling when the typed case differs', () => {
    const ghost = ghostSuggestion([completion('ChangeDetectionStrategy', 0, 6)], 'change', 6)!;
    expect(ghost.ghost).toBe('DetectionStrategy');
    expect(acceptSuggestion('change', ghost).code).toBe('ChangeDetectionStrategy');
  });

  it('should offer a model’s completion that inserts at the cursor', () => {
    const ghost = ghostSuggestion([completion('(0);', 11, 11)], code, 11);
    expect(ghost).toEqual({ from: 11, to: 11, insert: '(0);', ghost: '(0);' });
  });
});

describe('given suggestions that do not continue the cursor', () => {
  it('should skip edits, completions for another cursor and ones that add nothing', () => {
    const edit: EditorSuggestion = {
      kind: 'edit',
      label: 'Use output()',
      insertText: 'saved = output<void>();',
      range: { start: 0, end: 11 },
    };
    const code = 'count = sig';
    expect(ghostSuggestion([edit], code, 11)).toBeUndefined();
    expect(ghostSuggestion([completion('signal', 8, 10)], code, 11)).toBeUndefined();
    expect(ghostSuggestion([completion('sig', 8, 11)], code, 11)).toBeUndefined();
    expect(ghostSuggestion([completion('computed', 8, 11)], code, 11)).toBeUndefined();
  });
});

describe('given a file to ask suggestions for', () => {
  it('should name its language as the contract spells it', () => {
    expect(suggestionRequest({ path: 'a.component.ts', language: 'ts' }, 'x', 1).context).toEqual({
      fileName: 'a.component.ts',
      language: 'typescript',
    });
    expect(suggestionRequest({ path: 'a.md', language: 'markdown' }, 'x', 0)).toEqual({
      code: 'x',
      cursor: 0,
      context: { fileName: 'a.md' },
    });
  });
});
