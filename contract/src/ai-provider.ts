import { z } from 'zod';
import { isoDateTime, successEnvelope } from './common';
import { aiProviderIdSchema } from './ai';

/** 400: a provider key was sent but the server has no AI_SETTINGS_KEY to seal it with. */
export const AI_SETTINGS_KEY_MISSING = 'AI_SETTINGS_KEY_MISSING';

/**
 * Where the provider's key comes from. Never the key itself: it is write-only.
 * `unreadable`: a key is stored but AI_SETTINGS_KEY is unset or changed, so it cannot be opened.
 */
export const aiProviderKeyStateSchema = z.enum(['stored', 'environment', 'none', 'unreadable']);
export type AiProviderKeyState = z.infer<typeof aiProviderKeyStateSchema>;

/** The provider answering the AI endpoints, as an admin sees it. */
export const adminAiProviderSchema = z.object({
  provider: aiProviderIdSchema,
  /** `environment`: nothing is stored, the server's AI_PROVIDER / OPENAI_* settings apply. */
  source: z.enum(['environment', 'admin']),
  /** Null: the OpenAI API itself. */
  baseUrl: z.string().nullable(),
  model: z.string(),
  apiKey: aiProviderKeyStateSchema,
  /** Whether the server can store a key (AI_SETTINGS_KEY is set). */
  canStoreKey: z.boolean(),
  /** Tokens the model accepts, as "Test connection" last read them; null when unknown. */
  contextLength: z.number().int().nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type AdminAiProvider = z.infer<typeof adminAiProviderSchema>;
export const adminAiProviderAnswerSchema = successEnvelope(adminAiProviderSchema);
export type AdminAiProviderAnswer = z.infer<typeof adminAiProviderAnswerSchema>;

const httpUrl = z
  .string({ error: 'Base URL must be text' })
  .trim()
  .max(500, 'Base URL must be at most 500 characters')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  }, 'Base URL must be an http or https address');

/** Switch the provider. The key is write-only: send it to replace it, or `clearApiKey` to remove it. */
export const updateAiProviderBodySchema = z
  .strictObject(
    {
      provider: aiProviderIdSchema,
      /** Null or absent: the OpenAI API. */
      baseUrl: httpUrl.nullable().optional(),
      model: z
        .string({ error: 'Model must be text' })
        .trim()
        .min(1, 'Model is required')
        .max(200, 'Model must be at most 200 characters')
        .optional(),
      apiKey: z
        .string({ error: 'API key must be text' })
        .trim()
        .min(1, 'API key cannot be empty')
        .max(1000, 'API key must be at most 1000 characters')
        .optional(),
      clearApiKey: z.boolean({ error: 'clearApiKey must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Send an object with the provider settings',
    },
  )
  .refine((body) => !(body.apiKey && body.clearApiKey), 'Send a new API key or clear it, not both');
export type UpdateAiProviderBody = z.infer<typeof updateAiProviderBodySchema>;
