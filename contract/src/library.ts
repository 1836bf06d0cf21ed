import { z } from 'zod';
import { frameworkSchema, generatedFileSchema } from './ai';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';

/** The library's categories, in the order the screen lists them. */
export const LIBRARY_CATEGORIES = [
  'forms',
  'navigation',
  'data',
  'feedback',
  'layout',
  'ui',
] as const;
export const libraryCategorySchema = z.enum(LIBRARY_CATEGORIES);
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;

/** Search the library: words in the name, description or tags; one category; one framework. */
export const libraryQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, 'The search can be at most 100 characters').optional(),
  category: libraryCategorySchema.optional(),
  framework: frameworkSchema.optional(),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryItemSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: libraryCategorySchema,
  description: z.string(),
  tags: z.array(z.string()),
  framework: frameworkSchema,
  /** Moves on each time the engine's output for this item changes. */
  version: z.number().int().min(1),
  updatedAt: isoDateTime,
});
export type LibraryItemSummary = z.infer<typeof libraryItemSummarySchema>;

/** How many items each category holds under the search and framework filter (category ignored). */
export const libraryCategoryCountSchema = z.object({
  category: libraryCategorySchema,
  count: z.number().int(),
});
export type LibraryCategoryCount = z.infer<typeof libraryCategoryCountSchema>;

export const libraryListSchema = pagedDataSchema(libraryItemSummarySchema).extend({
  categories: z.array(libraryCategoryCountSchema),
});
export type LibraryList = z.infer<typeof libraryListSchema>;
export const libraryListAnswerSchema = successEnvelope(libraryListSchema);
export type LibraryListAnswer = z.infer<typeof libraryListAnswerSchema>;

export const libraryItemSchema = libraryItemSummarySchema.extend({
  files: z.array(generatedFileSchema),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export const libraryItemAnswerSchema = successEnvelope(libraryItemSchema);
export type LibraryItemAnswer = z.infer<typeof libraryItemAnswerSchema>;

/** One item; `version` reads an earlier version (a conversation's reference), else the current one. */
export const libraryItemQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .max(1_000_000, 'version is too large')
    .optional(),
});
export type LibraryItemQuery = z.infer<typeof libraryItemQuerySchema>;

export const libraryItemParamsSchema = z.object({ id: uuidParam });
