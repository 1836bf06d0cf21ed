import { z } from 'zod';
import { isoDateTime, successEnvelope } from './common';
import { aiGuardSettingsSchema } from './ai';

/** 400: the message contains a term the operator blocked. */
export const AI_BLOCKED_TERM = 'PROMPT_BLOCKED';

/** The guard rules as an admin sees them: the public ones plus the blocked terms. */
export const adminAiGuardsSchema = aiGuardSettingsSchema.extend({
  blockedTerms: z.array(z.string()),
  /** When the provider fails or runs past its deadline, the built-in engine answers (and says so). */
  fallbackToBuiltin: z.boolean(),
  updatedAt: isoDateTime.nullable(),
});
export type AdminAiGuards = z.infer<typeof adminAiGuardsSchema>;
export const adminAiGuardsAnswerSchema = successEnvelope(adminAiGuardsSchema);
export type AdminAiGuardsAnswer = z.infer<typeof adminAiGuardsAnswerSchema>;

export const updateAiGuardsBodySchema = z
  .strictObject(
    {
      maxPromptLength: z
        .number({ error: 'Maximum prompt length must be a number' })
        .int('Maximum prompt length must be a whole number')
        .min(10, 'Maximum prompt length must be at least 10')
        .max(100_000, 'Maximum prompt length must be at most 100000')
        .optional(),
      minMessageIntervalMs: z
        .number({ error: 'Minimum interval must be a number' })
        .int('Minimum interval must be a whole number of milliseconds')
        .min(0, 'Minimum interval cannot be negative')
        .max(600_000, 'Minimum interval must be at most 600000 ms')
        .optional(),
      requestsPerMinute: z
        .number({ error: 'Requests per minute must be a number' })
        .int('Requests per minute must be a whole number')
        .min(1, 'Requests per minute must be at least 1')
        .max(10_000, 'Requests per minute must be at most 10000')
        .optional(),
      blockedTerms: z
        .array(
          z
            .string({ error: 'Each blocked term must be text' })
            .trim()
            .min(1, 'A blocked term cannot be empty')
            .max(100, 'A blocked term must be at most 100 characters'),
        )
        .max(500, 'At most 500 blocked terms')
        .optional(),
      fallbackToBuiltin: z.boolean({ error: 'fallbackToBuiltin must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Send an object with the guard rules to change',
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Send at least one guard rule to change');
export type UpdateAiGuardsBody = z.infer<typeof updateAiGuardsBodySchema>;

/** What "Test connection" found: each step's outcome in plain words. */
export const aiConnectionTestSchema = z.object({
  provider: z.enum(['builtin', 'openai']),
  baseUrl: z.string().nullable(),
  model: z.string(),
  ok: z.boolean(),
  /** Model ids the provider lists; null when it could not be asked. */
  models: z.array(z.string()).nullable(),
  /** The short prompt's round trip. */
  latencyMs: z.number().int().nullable(),
  reply: z.string().nullable(),
  /** Tokens the model accepts, where the provider exposes it (vLLM, llama.cpp, Ollama). */
  contextLength: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;
export const aiConnectionTestAnswerSchema = successEnvelope(aiConnectionTestSchema);
export type AiConnectionTestAnswer = z.infer<typeof aiConnectionTestAnswerSchema>;
