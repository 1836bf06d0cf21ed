import type { HistoryEntry, HistoryItem } from '@kiln/contract';
import { getTableColumns } from 'drizzle-orm';
import {
  prompts,
  type PromptResponseRow,
  type PromptRow,
  type StoredFile,
} from '../db/schema/index';

/** The spec's `{typescript, html, scss}` answer shape, read from a response's stored files. */
export const promptCode = (files: StoredFile[]) => {
  const find = (...types: StoredFile['type'][]) =>
    files.find((f) => types.includes(f.type))?.content ?? '';
  return { typescript: find('component'), html: find('template'), scss: find('style') };
};

/** A prompt's columns as the history list reads them: without its context, which can be large. */
const { context: _context, ...listedColumns } = getTableColumns(prompts);
export const historyPromptColumns = listedColumns;

/** One prompt record with its response, as the generation history lists it. */
export const toHistoryItem = (
  prompt: Omit<PromptRow, 'context'>,
  response: PromptResponseRow | null,
): HistoryItem => ({
  id: prompt.id,
  content: prompt.content,
  type: prompt.type,
  source: prompt.source,
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
        processingTime: response.processingTimeMs,
        model: response.model,
        metadata: response.metadata,
        timestamp: response.createdAt.toISOString(),
      }
    : null,
});

/** One prompt record with its response and context, as the data export shows it. */
export const toHistoryEntry = (
  prompt: PromptRow,
  response: PromptResponseRow | null,
): HistoryEntry => ({
  ...toHistoryItem(prompt, response),
  context: prompt.context ?? null,
});
