/**
 * The limits every tool's input keeps: text as long as Kiln's own API takes, and a component's
 * files few and small enough to check in memory. Input past them is refused by the SDK as an
 * "Input validation error" before a tool runs.
 */
import { MAX_DESCRIPTION_LENGTH } from '@kiln/generator';
import { z } from 'zod';

export const MAX_FILES = 20;
export const MAX_FILE_LENGTH = 200_000;

export const frameworkSchema = z
  .enum(['angular', 'react', 'react-ds'])
  .describe('angular (Angular 21), react (React 19) or react-ds (React with @kiln/design-system)');

export const descriptionSchema = z.string().trim().min(1).max(MAX_DESCRIPTION_LENGTH);

export const fileSchema = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\w[\w.-]*$/, 'a plain file name such as login-form.component.ts'),
  content: z.string().max(MAX_FILE_LENGTH),
});

export const filesSchema = z.array(fileSchema).min(1).max(MAX_FILES);

export const outputFileSchema = z.object({
  path: z.string(),
  language: z.string(),
  content: z.string(),
});

export const checklistSchema = z.array(
  z.object({
    id: z.string(),
    kind: z.string(),
    label: z.string(),
    met: z.boolean(),
    /** Why an item is not met, in plain words; absent when met. */
    reason: z.string().optional(),
  }),
);

export const diagnosticSchema = z.object({
  file: z.string(),
  line: z.number(),
  column: z.number(),
  message: z.string(),
  severity: z.string(),
  source: z.string(),
});

/** A tool's answer: the structured result, and the same as JSON text for clients that read only text. */
export const answer = <T extends Record<string, unknown>>(structuredContent: T) => ({
  structuredContent,
  content: [{ type: 'text' as const, text: JSON.stringify(structuredContent, null, 2) }],
});
