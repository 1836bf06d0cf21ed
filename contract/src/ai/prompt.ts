import { z } from 'zod';
import { checklistSchema, clarificationSchema } from '../checklist';
import { isoDateTime, successEnvelope } from '../common';
import { promptText, withinContextLimits } from './bounds';
import {
  aiProviderIdSchema,
  codeValidationSchema,
  frameworkSchema,
  generatedFileSchema,
  usageAfterSchema,
} from './files';

export const promptTypeSchema = z.enum(['generate', 'refine']);

export const promptRecordBodySchema = z.object({
  /** The client's own id for the record; kept as clientId. */
  id: z.string().max(100).optional(),
  content: promptText,
  type: promptTypeSchema.default('generate'),
  context: withinContextLimits(
    z
      .object({
        framework: frameworkSchema.optional(),
        /** For type refine: the prompt response whose component to change. */
        responseId: z.uuid().optional(),
      })
      .catchall(z.unknown()),
  ).optional(),
  timestamp: z.union([isoDateTime, z.number()]).optional(),
  /** Ignored: the user always comes from the access token. */
  userId: z.string().max(100).optional(),
  model: z.string().max(200).optional(),
});
export type PromptRecordBody = z.infer<typeof promptRecordBodySchema>;

export const promptCodeSchema = z.object({
  typescript: z.string(),
  html: z.string(),
  scss: z.string(),
});

export const promptResponseDataSchema = z.object({
  id: z.uuid(),
  promptId: z.uuid(),
  content: z.string(),
  code: promptCodeSchema,
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  /** What the prompt asked for, each item met or not (with why) in the response's files. */
  checklist: checklistSchema,
  /** Set when the prompt named no component: the question asked back, with suggestions. */
  clarification: clarificationSchema.optional(),
  processingTime: z.number().int(),
  model: z.string(),
  metadata: z.object({
    generationTime: z.number().int(),
    model: z.string(),
    provider: aiProviderIdSchema,
    framework: frameworkSchema,
    validation: codeValidationSchema,
    charged: z.boolean(),
    usage: usageAfterSchema.optional(),
  }),
  timestamp: isoDateTime,
});
export type PromptResponseData = z.infer<typeof promptResponseDataSchema>;
export const promptSendAnswerSchema = successEnvelope(promptResponseDataSchema);
export type PromptSendAnswer = z.infer<typeof promptSendAnswerSchema>;

export const aiHealthAnswerSchema = successEnvelope(
  z.object({
    status: z.enum(['healthy', 'unhealthy']),
    provider: aiProviderIdSchema,
    model: z.string(),
    configured: z.boolean(),
    latencyMs: z.number().int().nullable(),
    message: z.string(),
    timestamp: isoDateTime,
  }),
);
export type AiHealthAnswer = z.infer<typeof aiHealthAnswerSchema>;

export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: aiProviderIdSchema,
  available: z.boolean(),
  isDefault: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;
export const aiModelsAnswerSchema = successEnvelope(
  z.object({
    provider: aiProviderIdSchema,
    defaultModel: z.string(),
    models: z.array(aiModelSchema),
  }),
);
export type AiModelsAnswer = z.infer<typeof aiModelsAnswerSchema>;
