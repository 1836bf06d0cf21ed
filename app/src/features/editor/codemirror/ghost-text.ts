import type { EditorSuggestion } from '@kiln/contract';
import { simplifySelection, temporarilySetTabFocusMode } from '@codemirror/commands';
import { Prec, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  WidgetType,
  keymap,
  type ViewUpdate,
} from '@codemirror/view';
import { ghostSuggestion, suggestionEdit, type GhostSuggestion } from '../suggestion';

/** Spec: suggestions are asked for once typing has paused this long. */
export const SUGGESTION_DEBOUNCE_MS = 300;

export type SuggestionSource = (
  code: string,
  cursor: number,
  signal: AbortSignal,
) => Promise<readonly EditorSuggestion[]>;

const setGhost = StateEffect.define<GhostSuggestion | null>();

class GhostWidget extends WidgetType {
  constructor(readonly text: string) {
    super();
  }
  override eq(other: GhostWidget) {
    return other.text === this.text;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = 'cm-ghost-text';
    span.dataset.testid = 'ghost-text';
    // Screen readers hear the suggestion from the page's live status line, not from the text.
    span.setAttribute('aria-hidden', 'true');
    span.textContent = this.text;
    return span;
  }
}

/** The suggestion on show; any edit or cursor move that is not its own effect dismisses it. */
const ghostField = StateField.define<GhostSuggestion | null>({
  create: () => null,
  update(value, transaction) {
    for (const effect of transaction.effects) if (effect.is(setGhost)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : value;
  },
  provide: (field) =>
    EditorView.decorations.from(field, (ghost) =>
      ghost
        ? Decoration.set([
            Decoration.widget({ widget: new GhostWidget(ghost.ghost), side: 1 }).range(ghost.to),
          ])
        : Decoration.none,
    ),
});

const accept = (view: EditorView) => {
  const ghost = view.state.field(ghostField);
  if (!ghost) return false;
  const { changes, cursor } = suggestionEdit(ghost);
  view.dispatch({
    changes,
    selection: { anchor: cursor },
    userEvent: 'input.complete',
    scrollIntoView: true,
  });
  return true;
};

/** Escape dismisses a suggestion; with none on show it lets the next Tab leave the editor. */
const escape = (view: EditorView) => {
  if (view.state.field(ghostField)) {
    view.dispatch({ effects: setGhost.of(null) });
    return true;
  }
  simplifySelection(view);
  return temporarilySetTabFocusMode(view);
};

/**
 * AI suggestions at the cursor: asked for after typing pauses, shown as grey text after the cursor,
 * Tab accepts, Escape dismisses. An answer for text that changed meanwhile is dropped.
 */
export function ghostText({
  source,
  onChange,
}: {
  source: SuggestionSource;
  /** Told the suggestion on show (or null), for the page's live status line. */
  onChange(ghost: GhostSuggestion | null): void;
}): Extension {
  const requests = ViewPlugin.fromClass(
    class {
      timer: ReturnType<typeof setTimeout> | undefined;
      controller: AbortController | undefined;

      constructor(readonly view: EditorView) {}

      update(update: ViewUpdate) {
        const before = update.startState.field(ghostField);
        const after = update.state.field(ghostField);
        if (before !== after) onChange(after);
        if (!update.docChanged && !update.selectionSet) return;
        this.cancel();
        const typed = update.transactions.some((transaction) =>
          transaction.isUserEvent('input.type'),
        );
        if (typed) this.timer = setTimeout(() => void this.ask(), SUGGESTION_DEBOUNCE_MS);
      }

      async ask() {
        const { state } = this.view;
        const selection = state.selection.main;
        if (!selection.empty) return;
        const code = state.doc.toString();
        const controller = new AbortController();
        this.controller = controller;
        try {
          const suggestions = await source(code, selection.head, controller.signal);
          if (controller.signal.aborted || this.view.state.doc.toString() !== code) return;
          if (this.view.state.selection.main.head !== selection.head) return;
          const ghost = ghostSuggestion(suggestions, code, selection.head);
          if (ghost) this.view.dispatch({ effects: setGhost.of(ghost) });
        } catch {
          // No suggestion this time (offline, rate-limited, or superseded): typing goes on.
        }
      }

      cancel() {
        clearTimeout(this.timer);
        this.controller?.abort();
        this.controller = undefined;
      }

      destroy() {
        this.cancel();
      }
    },
  );
  return [
    ghostField,
    requests,
    Prec.highest(
      keymap.of([
        { key: 'Tab', run: accept },
        { key: 'Escape', run: escape },
      ]),
    ),
  ];
}
