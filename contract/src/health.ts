import { z } from 'zod';
import { apiErrorSchema, isoDateTime } from './common';

export const databaseHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  latencyMs: z.number().nullable(),
});

const healthFields = {
  version: z.string(),
  uptimeSeconds: z.number().int(),
  timestamp: isoDateTime,
  database: databaseHealthSchema,
};

/** `success` or `status: 'ok'` means healthy, as the client reads it. */
export const healthOkSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  ...healthFields,
});
export const healthDownSchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  ...healthFields,
  error: apiErrorSchema,
});
export const healthAnswerSchema = z.discriminatedUnion('success', [
  healthOkSchema,
  healthDownSchema,
]);
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

export const workerPoolHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  threads: z.number().int(),
  running: z.number().int(),
  queued: z.number().int(),
  queueLimit: z.number().int(),
});

/**
 * Readiness: whether this instance should receive traffic now. Unlike liveness it turns 503 while
 * the server is stopping or any part it needs (database, worker pool) is down.
 */
export const readinessAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not-ready', 'stopping']),
  timestamp: isoDateTime,
  database: databaseHealthSchema,
  workers: workerPoolHealthSchema,
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
