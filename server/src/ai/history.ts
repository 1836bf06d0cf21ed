import type { HistoryEntry } from '@kiln/contract';
import type { PromptResponseRow, PromptRow, StoredFile } from '../db/schema/index';

/** The spec's `{typescript, html, scss}` answer shape, read from a response's stored files. */
export const promptCode = (files: StoredFile[]) => {
  const find = (...types: StoredFile['type'][]) =>
    files.find((f) => types.includes(f.type))?.content ?? '';
  return { typescript: find('component'), html: find('template'), scss: find('style') };
};

/** One prompt record with its response and context, as the data export shows it. */
export const toHistoryEntry = (
  prompt: PromptRow,
  response: PromptResponseRow | null,
): HistoryEntry => ({
  id: prompt.id,
  content: prompt.content,
  type: prompt.type,
  source: prompt.source,
  context: prompt.context ?? null,
  model: prompt.model,
  timestamp: prompt.createdAt.toISOString(),
  response: response
    ? {
        id: response.id,
        promptId: response.promptId,
        content: response.content,
        code: promptCode(response.files),
        files: response.files,
        suggestions: response.suggestions,
        confidence: response.confidence,
        checklist: response.checklist ?? [],
        processingTime: response.processingTimeMs,
        model: response.model,
        metadata: response.metadata,
        timestamp: response.createdAt.toISOString(),
      }
    : null,
});
