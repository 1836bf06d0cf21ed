// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorSuggestion } from '@kiln/contract';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { GhostSuggestion } from '../suggestion';
import { SUGGESTION_DEBOUNCE_MS, ghostText, type SuggestionSource } from './ghost-text';

const signal: EditorSuggestion = {
  kind: 'completion',
  label: 'signal',
  insertText: 'signal',
  range: { start: 8, end: 11 },
};

function editorWith(source: SuggestionSource) {
  const shown: (GhostSuggestion | null)[] = [];
  const view = new EditorView({
    parent: document.body,
    state: EditorState.create({
      doc: 'count = ',
      extensions: ghostText({ source, onChange: (ghost) => shown.push(ghost) }),
    }),
  });
  return { view, shown };
}

const type = (view: EditorView, text: string) =>
  view.dispatch({
    changes: { from: view.state.doc.length, insert: text },
    selection: { anchor: view.state.doc.length + text.length },
    userEvent: 'input.type',
  });

const press = (view: EditorView, key: string) =>
  view.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

const ghostOf = (view: EditorView) =>
  view.dom.querySelector('[data-testid="ghost-text"]')?.textContent ?? null;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('given an editor with suggestions', () => {
  it('should ask once typing pauses and show the rest of the word as ghost text', async () => {
    vi.useFakeTimers();
    const source = vi.fn<SuggestionSource>(async () => [signal]);
    const { view, shown } = editorWith(source);
    type(view, 's');
    type(view, 'i');
    type(view, 'g');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(source).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(source).toHaveBeenCalledTimes(1);
    expect(source.mock.calls[0]?.slice(0, 2)).toEqual(['count = sig', 11]);
    expect(ghostOf(view)).toBe('nal');
    expect(shown.at(-1)).toMatchObject({ insert: 'signal' });
  });

  it('should insert the suggestion on Tab, with the cursor after it', async () => {
    vi.useFakeTimers();
    const { view } = editorWith(async () => [signal]);
    type(view, 'sig');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    press(view, 'Tab');
    expect(view.state.doc.toString()).toBe('count = signal');
    expect(view.state.selection.main.head).toBe(14);
    expect(ghostOf(view)).toBeNull();
  });

  it('should dismiss the suggestion on Escape and leave the text as typed', async () => {
    vi.useFakeTimers();
    const { view, shown } = editorWith(async () => [signal]);
    type(view, 'sig');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    press(view, 'Escape');
    expect(ghostOf(view)).toBeNull();
    expect(shown.at(-1)).toBeNull();
    expect(view.state.doc.toString()).toBe('count = sig');
  });

  it('should drop an answer for text that changed while it travelled', async () => {
    vi.useFakeTimers();
    let answer: (suggestions: EditorSuggestion[]) => void = () => undefined;
    const { view } = editorWith(
      () => new Promise<readonly EditorSuggestion[]>((resolve) => (answer = resolve)),
    );
    type(view, 'sig');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    type(view, 'n');
    answer([signal]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ghostOf(view)).toBeNull();
  });
});
