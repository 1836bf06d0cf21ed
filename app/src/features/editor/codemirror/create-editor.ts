import type { AiFramework, AiGeneratedFile } from '@kiln/contract';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { LintRange } from '../lint-ranges';
import type { GhostSuggestion } from '../suggestion';
import { ghostText, type SuggestionSource } from './ghost-text';
import { languageFor } from './languages';
import { editorTheme } from './theme';

export type EditorOptions = {
  parent: HTMLElement;
  framework: AiFramework;
  files: readonly AiGeneratedFile[];
  activePath: string;
  /** Names the text area for assistive technology, per file ("TypeScript: login.component.ts"). */
  labelOf(file: AiGeneratedFile): string;
  onChange(path: string, content: string): void;
  suggestionsFor(file: AiGeneratedFile): SuggestionSource;
  onGhostChange(ghost: GhostSuggestion | null): void;
  onFormat(): void;
  onSave(): void;
};

export type EditorController = {
  show(path: string): void;
  /** Puts new text in a file as one undoable change (formatting). */
  replace(path: string, content: string): void;
  /** Starts every file afresh from these texts, without undo history (discard, a saved version). */
  reset(files: readonly AiGeneratedFile[]): void;
  setDiagnostics(path: string, ranges: readonly LintRange[]): void;
  focus(): void;
  destroy(): void;
};

/**
 * One CodeMirror view showing one file at a time. Each file keeps its own state (text, undo
 * history, cursor, diagnostics), swapped in when its tab is chosen.
 */
export function createEditor(options: EditorOptions): EditorController {
  const { framework, labelOf, onChange } = options;
  const shared: Extension = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    drawSelection(),
    history(),
    indentOnInput(),
    bracketMatching(),
    lintGutter(),
    // Long lines wrap, so a phone shows all of a line without scrolling sideways.
    EditorView.lineWrapping,
    editorTheme,
    keymap.of([
      { key: 'Mod-s', preventDefault: true, run: () => (options.onSave(), true) },
      { key: 'Shift-Alt-f', preventDefault: true, run: () => (options.onFormat(), true) },
      ...defaultKeymap,
      ...historyKeymap,
      indentWithTab,
    ]),
  ];

  const stateFor = (file: AiGeneratedFile) =>
    EditorState.create({
      doc: file.content,
      extensions: [
        shared,
        languageFor(file.language, framework),
        ghostText({ source: options.suggestionsFor(file), onChange: options.onGhostChange }),
        // An explicit tabindex lets checkers (axe) see the scrolling area holds something focusable.
        EditorView.contentAttributes.of({ 'aria-label': labelOf(file), tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(file.path, update.state.doc.toString());
        }),
      ],
    });

  const states = new Map<string, EditorState>();
  const build = (files: readonly AiGeneratedFile[]) => {
    states.clear();
    for (const file of files) states.set(file.path, stateFor(file));
  };
  build(options.files);

  let activePath = states.has(options.activePath)
    ? options.activePath
    : (options.files[0]?.path ?? '');
  const view = new EditorView({ parent: options.parent, state: states.get(activePath) });

  const stateOf = (path: string) => (path === activePath ? view.state : states.get(path));

  return {
    show(path) {
      const next = states.get(path);
      if (!next || path === activePath) return;
      states.set(activePath, view.state);
      activePath = path;
      view.setState(next);
      options.onGhostChange(null);
    },
    replace(path, content) {
      const state = stateOf(path);
      if (!state || state.doc.toString() === content) return;
      const spec = { changes: { from: 0, to: state.doc.length, insert: content } };
      if (path === activePath) view.dispatch(spec);
      else {
        states.set(path, state.update(spec).state);
        onChange(path, content);
      }
    },
    reset(files) {
      build(files);
      if (!states.has(activePath)) activePath = files[0]?.path ?? '';
      const state = states.get(activePath);
      if (state) view.setState(state);
      options.onGhostChange(null);
    },
    setDiagnostics(path, ranges) {
      const state = stateOf(path);
      if (!state) return;
      const spec = setDiagnostics(state, [...ranges]);
      if (path === activePath) view.dispatch(spec);
      else states.set(path, state.update(spec).state);
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
