import { z } from 'zod';
import { designReplaceTextEditSchema } from './ai';
import { successEnvelope } from './common';
import { checkedFilesSchema, validateBodySchema } from './quality';

/**
 * `POST /api/ai/design/text`: design mode on files the caller holds (the editor's): a text the
 * preview shows, changed where the markup writes it and nowhere else. Nothing is stored.
 */
export const designTextBodySchema = validateBodySchema.extend({
  edit: designReplaceTextEditSchema,
});
export type DesignTextBody = z.infer<typeof designTextBodySchema>;

export const designTextResultSchema = z.object({
  /** Every file, the changed one with the new text. */
  files: checkedFilesSchema,
  /** The path of the file that changed. */
  changed: z.string(),
});
export type DesignTextResult = z.infer<typeof designTextResultSchema>;
export const designTextAnswerSchema = successEnvelope(designTextResultSchema);
