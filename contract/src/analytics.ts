/** The dashboard's analytics: generation events, their totals and usage trends over a period. */
import { z } from 'zod';
import { isoDateTime, pagedDataSchema, pageQuerySchema, successEnvelope } from './common';

export const generationKindSchema = z.enum(['generate', 'refine', 'chat', 'suggestion', 'export']);
export type GenerationKind = z.infer<typeof generationKindSchema>;

export const generationEventSchema = z.object({
  id: z.uuid(),
  kind: generationKindSchema,
  model: z.string(),
  framework: z.string().nullable(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  durationMs: z.number().int(),
  succeeded: z.boolean(),
  createdAt: isoDateTime,
});
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const analyticsDataSchema = z.object({
  totals: z.object({
    generations: z.number().int(),
    successfulGenerations: z.number().int(),
    tokens: z.number().int(),
    averageDurationMs: z.number().int(),
  }),
  currentPeriod: z.object({
    generationsUsed: z.number().int(),
    generationsLimit: z.number().int(),
    generationsRemaining: z.number().int(),
    periodStart: isoDateTime,
    periodEnd: isoDateTime,
  }),
  byKind: z.array(z.object({ kind: generationKindSchema, count: z.number().int() })),
  byModel: z.array(z.object({ model: z.string(), count: z.number().int() })),
  lastGenerationAt: isoDateTime.nullable(),
});
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;
export const analyticsAnswerSchema = successEnvelope(analyticsDataSchema);
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

export const generationsQuerySchema = pageQuerySchema;
export type GenerationsQuery = z.infer<typeof generationsQuerySchema>;
export const generationsAnswerSchema = successEnvelope(pagedDataSchema(generationEventSchema));
export type GenerationsAnswer = z.infer<typeof generationsAnswerSchema>;

export const trendPeriodSchema = z.enum(['7d', '30d', '90d'], {
  error: 'period must be one of 7d, 30d, 90d',
});
export type TrendPeriod = z.infer<typeof trendPeriodSchema>;
export const usageTrendsQuerySchema = z.object({ period: trendPeriodSchema.default('7d') });
export type UsageTrendsQuery = z.infer<typeof usageTrendsQuerySchema>;

export const trendPointSchema = z.object({
  date: z.iso.date(),
  generations: z.number().int(),
  tokens: z.number().int(),
});
export const usageTrendsAnswerSchema = successEnvelope(
  z.object({ period: trendPeriodSchema, timezone: z.string(), points: z.array(trendPointSchema) }),
);
export type UsageTrendsAnswer = z.infer<typeof usageTrendsAnswerSchema>;
