import { z } from 'zod';
import { successEnvelope } from '../common';
import { diagnosticSchema } from './files';

export const cursorSchema = z.union([
  z.number().int().min(0),
  z.object({ line: z.number().int().min(1), column: z.number().int().min(1) }),
]);
export const suggestionsBodySchema = z.object({
  code: z.string().max(200_000, 'The code can be at most 200000 characters'),
  /** An offset into the code, or a 1-based line and column. */
  cursor: cursorSchema,
  context: z
    .object({
      language: z.enum(['typescript', 'html', 'scss', 'tsx', 'css']).optional(),
      fileName: z.string().max(200).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type SuggestionsBody = z.infer<typeof suggestionsBodySchema>;

export const editorSuggestionSchema = z.object({
  kind: z.enum(['completion', 'edit']),
  label: z.string(),
  /** Text to insert at the cursor (completion) or to put in place of `range` (edit). */
  insertText: z.string(),
  /** Offsets into the code that `insertText` replaces; for a completion, the word typed so far. */
  range: z.object({ start: z.number().int(), end: z.number().int() }),
  detail: z.string().optional(),
});
export type EditorSuggestion = z.infer<typeof editorSuggestionSchema>;
export const suggestionsAnswerSchema = successEnvelope(
  z.object({
    suggestions: z.array(editorSuggestionSchema),
    diagnostics: z.array(diagnosticSchema),
    model: z.string(),
  }),
);
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
