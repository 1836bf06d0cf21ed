import type { AiGeneratedFile, EditorSuggestion, SuggestionsBody } from '@kiln/contract';

/** A completion shown after the cursor in grey: Tab puts `insert` in place of `from`–`to`. */
export type GhostSuggestion = {
  from: number;
  to: number;
  insert: string;
  /** What shows after the cursor: the part of `insert` not typed yet. */
  ghost: string;
};

type SuggestionLanguage = NonNullable<NonNullable<SuggestionsBody['context']>['language']>;
const languages: Record<string, SuggestionLanguage> = {
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  html: 'html',
  scss: 'scss',
  css: 'css',
};

/** The request for suggestions at `cursor` (an offset) in one file of the component. */
export const suggestionRequest = (
  file: Pick<AiGeneratedFile, 'path' | 'language'>,
  code: string,
  cursor: number,
): SuggestionsBody => {
  const language = languages[file.language.toLowerCase()];
  return {
    code,
    cursor,
    context: { fileName: file.path, ...(language ? { language } : {}) },
  };
};

/**
 * The first completion that continues what is typed at the cursor. Edits elsewhere on the line
 * and completions for another cursor (the text moved on while the answer travelled) are skipped:
 * ghost text only ever extends the word being typed.
 */
export function ghostSuggestion(
  suggestions: readonly EditorSuggestion[],
  code: string,
  cursor: number,
): GhostSuggestion | undefined {
  for (const suggestion of suggestions) {
    const { start, end } = suggestion.range;
    if (suggestion.kind !== 'completion' || end !== cursor || start < 0 || start > end) continue;
    const typed = code.slice(start, end);
    const insert = suggestion.insertText;
    if (insert.length <= typed.length) continue;
    if (!insert.toLowerCase().startsWith(typed.toLowerCase())) continue;
    return { from: start, to: end, insert, ghost: insert.slice(typed.length) };
  }
  return undefined;
}

/** The edit that accepts a suggestion, and where the cursor lands: after the inserted text. */
export const suggestionEdit = ({ from, to, insert }: GhostSuggestion) => ({
  changes: { from, to, insert },
  cursor: from + insert.length,
});

/** The code once a suggestion is accepted, and the cursor's place in it. */
export const acceptSuggestion = (code: string, suggestion: GhostSuggestion) => {
  const { changes, cursor } = suggestionEdit(suggestion);
  return {
    code: code.slice(0, changes.from) + changes.insert + code.slice(changes.to),
    cursor,
  };
};
