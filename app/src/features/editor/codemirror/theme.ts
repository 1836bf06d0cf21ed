import { syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';

/**
 * Token colours: GitHub's light and dark default palettes, the ones the app's code blocks use, so
 * code reads the same in the editor as in an answer. Each meets 4.5:1 on the theme's background.
 */
const palette: Record<string, [light: string, dark: string]> = {
  keyword: ['#cf222e', '#ff7b72'],
  string: ['#0a3069', '#a5d6ff'],
  comment: ['#57606a', '#8b949e'],
  number: ['#0550ae', '#79c0ff'],
  bool: ['#0550ae', '#79c0ff'],
  atom: ['#0550ae', '#79c0ff'],
  // HTML tag names are type names to the highlighter, so tags take this colour too.
  typeName: ['#953800', '#ffa657'],
  className: ['#953800', '#ffa657'],
  namespace: ['#953800', '#ffa657'],
  propertyName: ['#0550ae', '#79c0ff'],
  string2: ['#0a3069', '#a5d6ff'],
  macroName: ['#8250df', '#d2a8ff'],
  labelName: ['#8250df', '#d2a8ff'],
  variableName2: ['#8250df', '#d2a8ff'],
  meta: ['#57606a', '#8b949e'],
  invalid: ['#82071e', '#ffa198'],
};

const tokenRules = Object.fromEntries(
  Object.entries(palette).flatMap(([token, [light, dark]]) => [
    [`.tok-${token}`, { color: light }],
    [`.dark & .tok-${token}`, { color: dark }],
  ]),
);

/** Colours from the app's semantic tokens, so the editor follows the light/dark switch on <html>. */
const kilnTheme = EditorView.theme({
  '&': {
    color: 'var(--kiln-color-foreground)',
    backgroundColor: 'var(--kiln-color-background)',
    fontSize: '0.875rem',
    height: '100%',
  },
  '&.cm-focused': { outline: '2px solid var(--kiln-color-ring)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--kiln-font-mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--kiln-color-foreground)', padding: '0.5rem 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--kiln-color-foreground)' },
  '.cm-gutters': {
    backgroundColor: 'var(--kiln-color-muted)',
    color: 'var(--kiln-color-muted-foreground)',
    borderRight: '1px solid var(--kiln-color-border)',
  },
  '.cm-activeLine': {
    backgroundColor: 'color-mix(in oklab, var(--kiln-color-muted) 45%, transparent)',
  },
  '.cm-activeLineGutter': {
    backgroundColor: 'var(--kiln-color-accent)',
    color: 'var(--kiln-color-accent-foreground)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
    { backgroundColor: 'color-mix(in oklab, var(--kiln-color-primary) 30%, transparent)' },
  '.cm-ghost-text': { color: 'var(--kiln-color-muted-foreground)', fontStyle: 'italic' },
  '.cm-tooltip': {
    backgroundColor: 'var(--kiln-color-popover)',
    color: 'var(--kiln-color-popover-foreground)',
    border: '1px solid var(--kiln-color-border)',
    borderRadius: '0.375rem',
  },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--kiln-color-destructive)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--kiln-color-warning)' },
  '.cm-diagnosticSource': { color: 'var(--kiln-color-muted-foreground)', opacity: '1' },
  ...tokenRules,
});

export const editorTheme = [kilnTheme, syntaxHighlighting(classHighlighter)];
