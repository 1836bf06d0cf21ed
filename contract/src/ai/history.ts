import { z } from 'zod';
import { isoDateTime, pagedDataSchema, pageQuerySchema, successEnvelope } from '../common';
import { storedContextSchema } from './bounds';
import { frameworkSchema, generatedFileSchema } from './files';
import { promptResponseDataSchema } from './prompt';

export const historyEntrySchema = z.object({
  id: z.uuid(),
  content: z.string(),
  type: z.string(),
  source: z.enum(['prompt', 'generate']),
  context: storedContextSchema.nullable(),
  model: z.string().nullable(),
  timestamp: isoDateTime,
  response: promptResponseDataSchema
    .omit({ metadata: true })
    .extend({ metadata: z.record(z.string(), z.unknown()) })
    .nullable(),
});
/** A prompt record with its response and context, as the data export lists them. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Entries a history page shows unless asked for another number (the spec's page size). */
export const HISTORY_PAGE_SIZE = 10;

export const historySourceSchema = z.enum(['copilot', 'prompt', 'generate']);
export type HistorySource = z.infer<typeof historySourceSchema>;
export const historyStatusSchema = z.enum(['completed', 'failed']);
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

export const historyQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(HISTORY_PAGE_SIZE),
  /** Words the prompt contains, matched as typed (no patterns), case-insensitively. */
  search: z
    .string()
    .trim()
    .max(200, 'search can be at most 200 characters')
    // PostgreSQL text cannot hold a NUL character, so no prompt contains one.
    .refine((value) => !value.includes('\0'), 'search cannot contain a NUL character')
    .optional(),
  framework: frameworkSchema.optional(),
  status: historyStatusSchema.optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/**
 * The stored answer an entry reopens: a copilot message or a prompt response. Its kind and id are
 * what "Save to My components" sends as the component's source.
 */
export const historyAnswerRefSchema = z.object({
  kind: z.enum(['chat-message', 'prompt-response']),
  id: z.uuid(),
  /** The conversation of a copilot answer. */
  sessionId: z.uuid().nullable(),
  message: z.string(),
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().nullable(),
});
export type HistoryAnswerRef = z.infer<typeof historyAnswerRefSchema>;

/** One generation the user asked for, from the copilot, the prompt API or the generate form. */
export const historyItemSchema = z.object({
  id: z.uuid(),
  prompt: z.string(),
  source: historySourceSchema,
  kind: z.enum(['chat', 'generate', 'refine']),
  status: historyStatusSchema,
  /** Why it failed, in plain words; null when it completed. */
  failureReason: z.string().nullable(),
  framework: frameworkSchema.nullable(),
  model: z.string(),
  /** Whether it took a generation from the plan's allowance. */
  charged: z.boolean(),
  timestamp: isoDateTime,
  /** Null for a failure that produced no answer, or an answer deleted since. */
  answer: historyAnswerRefSchema.nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyAnswerSchema = successEnvelope(pagedDataSchema(historyItemSchema));
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;
export const clearHistoryAnswerSchema = successEnvelope(z.object({ deleted: z.number().int() }));
export type ClearHistoryAnswer = z.infer<typeof clearHistoryAnswerSchema>;
