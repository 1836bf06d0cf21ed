import { z } from 'zod';
import { diagnosticSchema, frameworkSchema } from './ai';
import { successEnvelope } from './common';
import { editedFileSchema } from './components';

/** Files to check, bounded like the files of a saved version. */
export const checkedFilesSchema = z
  .array(editedFileSchema)
  .min(1, 'Send at least one file')
  .max(20, 'At most 20 files');

/** `POST /api/ai/validate`: the engine's validator over files the caller holds. */
export const validateBodySchema = z.object({
  framework: frameworkSchema,
  files: checkedFilesSchema,
});
export type ValidateBody = z.infer<typeof validateBodySchema>;

export const validateResultSchema = z.object({
  /** The hash of the framework and files (path and content): the key the result is cached under. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  diagnostics: z.array(diagnosticSchema),
});
export type ValidateResult = z.infer<typeof validateResultSchema>;
export const validateAnswerSchema = successEnvelope(validateResultSchema);
