import { z } from 'zod';
import { checklistSchema, clarificationSchema } from '../checklist';
import { isoDateTime, successEnvelope } from '../common';
import { frameworkSchema, generatedFileSchema } from './files';

export const codeGenerationRequestSchema = z.object({
  type: z.string().trim().max(100).optional(),
  framework: z.string().trim().max(40).optional(),
  name: z.string().trim().max(100).optional(),
  description: z.string().max(100_000).optional(),
  features: z.array(z.string().max(200)).max(50).optional(),
  styling: z
    .union([
      z.string().max(1000),
      z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
    ])
    .optional(),
  props: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        type: z.string().max(100),
        required: z.boolean().default(false),
      }),
    )
    .max(50)
    .optional(),
  dependencies: z.array(z.string().max(200)).max(50).optional(),
  /**
   * How many takes to answer (1–3): with 2 or 3, `variants` holds that many takes of the same
   * component in other styles (the built-in engine's, deterministic, not charged beyond the
   * answer).
   */
  variants: z.number().int().min(1).max(3).optional(),
});
export type CodeGenerationRequestBody = z.infer<typeof codeGenerationRequestSchema>;

export const generatedCodeResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  framework: frameworkSchema,
  files: z.array(generatedFileSchema),
  dependencies: z.array(z.string()),
  instructions: z.string(),
  timestamp: isoDateTime,
  /** What the request's description asked for, each item met or not (with why) in the files. */
  checklist: checklistSchema,
  /** Set when the description named no component: no files, a question and suggestions instead. */
  clarification: clarificationSchema.optional(),
  /** The takes asked for with `variants` (2–3): each the same component in another style. */
  variants: z
    .array(
      z.object({
        label: z.string(),
        files: z.array(generatedFileSchema),
        checklist: checklistSchema,
      }),
    )
    .optional(),
});
export type GeneratedCodeResultData = z.infer<typeof generatedCodeResultSchema>;
export const generateAnswerSchema = successEnvelope(generatedCodeResultSchema);
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;
