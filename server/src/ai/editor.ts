import type { EditorSuggestion, SuggestionsBody } from '@kiln/contract';

/** Angular 21 and React 19 API names an editor offers at a word boundary, beside the file's own identifiers. */
const VOCABULARY: Record<'angular' | 'react' | 'template' | 'style', string[]> = {
  angular: [
    'ChangeDetectionStrategy',
    'Component',
    'computed',
    'effect',
    'inject',
    'input',
    'linkedSignal',
    'model',
    'output',
    'signal',
    'viewChild',
    'FormBuilder',
    'ReactiveFormsModule',
    'Validators',
  ],
  react: [
    'useState',
    'useEffect',
    'useMemo',
    'useCallback',
    'useId',
    'useRef',
    'useReducer',
    'useTransition',
    'useActionState',
    'useOptimistic',
  ],
  template: [
    '@if',
    '@else',
    '@for',
    '@empty',
    '@switch',
    '@case',
    '@defer',
    'track',
    'aria-label',
    'aria-describedby',
    'formControlName',
  ],
  style: [
    'display',
    'grid',
    'flex',
    'gap',
    'padding',
    'margin',
    'border-radius',
    'var(--kiln-primary)',
    ':host',
    ':host-context(.dark)',
    '@media',
    'focus-visible',
  ],
};

/** Legacy Angular patterns on the cursor's line, each with the modern replacement. */
const MODERNISE: { pattern: RegExp; label: string; replace: (match: RegExpExecArray) => string }[] =
  [
    {
      pattern:
        /@Input\(\)\s+(\w+)[!?]?\s*:\s*([^\s;=](?:[^;=]*[^\s;=])?)\s*(?:=\s*([^\s;](?:[^;]*[^\s;])?)\s*)?;/,
      label: 'Use a signal input',
      replace: (m) =>
        m[3] ? `${m[1]} = input<${m[2]}>(${m[3]});` : `${m[1]} = input.required<${m[2]}>();`,
    },
    {
      pattern: /@Output\(\)\s+(\w+)\s*=\s*new\s+EventEmitter<([^>]*)>\(\)\s*;/,
      label: 'Use output()',
      replace: (m) => `${m[1]} = output<${m[2] || 'void'}>();`,
    },
    {
      pattern: /changeDetection:\s*ChangeDetectionStrategy\.Default/,
      label: 'Use OnPush change detection',
      replace: () => 'changeDetection: ChangeDetectionStrategy.OnPush',
    },
    {
      pattern: /\*ngIf="([^"]+)"/,
      label: 'Move to @if control flow',
      replace: (m) => `@if (${m[1]}) { … }`,
    },
  ];

const offsetOf = (code: string, cursor: SuggestionsBody['cursor']): number => {
  if (typeof cursor === 'number') return Math.min(cursor, code.length);
  const lines = code.split('\n');
  let offset = 0;
  for (let index = 0; index < cursor.line - 1 && index < lines.length; index += 1)
    offset += (lines[index]?.length ?? 0) + 1;
  return Math.min(offset + cursor.column - 1, code.length);
};

const languageOf = (body: SuggestionsBody): keyof typeof VOCABULARY => {
  const language =
    body.context?.language ?? (body.context?.fileName?.split('.').pop() as string | undefined);
  if (language === 'html') return 'template';
  if (language === 'scss' || language === 'css') return 'style';
  if (language === 'tsx' || /from\s+['"]react['"]/.test(body.code)) return 'react';
  return 'angular';
};

export interface CursorContext {
  offset: number;
  before: string;
  after: string;
  prefix: string;
  language: keyof typeof VOCABULARY;
}

export const cursorContext = (body: SuggestionsBody): CursorContext => {
  const offset = offsetOf(body.code, body.cursor);
  const before = body.code.slice(0, offset);
  const prefix = /(?<![@\w$-])[@\w$-]*$/.exec(before)?.[0] ?? '';
  return { offset, before, after: body.code.slice(offset), prefix, language: languageOf(body) };
};

/** Completions for the word at the cursor and modernising edits for its line, with no model involved. */
export const editorSuggestions = (
  body: SuggestionsBody,
  context: CursorContext = cursorContext(body),
): EditorSuggestion[] => {
  const { offset, prefix, language } = context;
  const suggestions: EditorSuggestion[] = [];
  if (prefix.length > 0) {
    const own = new Set(body.code.match(/[A-Z_$][\w$]{2,}/gi) ?? []);
    const candidates = [...new Set([...VOCABULARY[language], ...own])];
    for (const word of candidates) {
      if (word === prefix || !word.toLowerCase().startsWith(prefix.toLowerCase())) continue;
      suggestions.push({
        kind: 'completion',
        label: word,
        insertText: word,
        range: { start: offset - prefix.length, end: offset },
        detail: VOCABULARY[language].includes(word) ? language : 'in this file',
      });
      if (suggestions.length >= 12) break;
    }
  }
  const lineStart = body.code.lastIndexOf('\n', offset - 1) + 1;
  const lineEndIndex = body.code.indexOf('\n', offset);
  const lineEnd = lineEndIndex === -1 ? body.code.length : lineEndIndex;
  const line = body.code.slice(lineStart, lineEnd);
  for (const rule of MODERNISE) {
    const match = rule.pattern.exec(line);
    if (!match) continue;
    const start = lineStart + match.index;
    suggestions.push({
      kind: 'edit',
      label: rule.label,
      insertText: rule.replace(match),
      range: { start, end: start + match[0].length },
      detail: 'Angular 21',
    });
  }
  return suggestions;
};
