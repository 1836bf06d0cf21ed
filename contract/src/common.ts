import { z } from 'zod';

/** Every successful answer that is not an auth answer: `{ success: true, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** Error codes the server answers with. Areas may add their own codes; clients must accept unknown ones. */
export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  invalidToken: 'INVALID_TOKEN',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  refreshTokenReused: 'REFRESH_TOKEN_REUSED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountDisabled: 'ACCOUNT_DISABLED',
  emailTaken: 'EMAIL_TAKEN',
  weakPassword: 'WEAK_PASSWORD',
  wrongPassword: 'WRONG_PASSWORD',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503: the work queue (code checking) is full; retry after the Retry-After header. */
  serverBusy: 'SERVER_BUSY',
  /** 503: the server is stopping (a new deploy); retry after the Retry-After header. */
  shuttingDown: 'SHUTTING_DOWN',
  internal: 'INTERNAL_ERROR',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One field that failed validation: `path` is dotted (`notifications.email`, `items.0.name`). */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const validationDetailsSchema = z.object({
  location: z.enum(['body', 'querystring', 'params', 'headers']),
  fields: z.array(fieldIssueSchema),
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every failure: `{ success: false, error: { code, message, details? } }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: apiErrorSchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An answer that only confirms an action. */
export const messageDataSchema = z.object({ message: z.string() });
export const messageAnswerSchema = successEnvelope(messageDataSchema);
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const isoDateTime = z.iso.datetime({ offset: true });

export const uuidParam = z.uuid({ error: 'Must be a valid id (UUID)' });
export const idParamsSchema = z.object({ id: uuidParam });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Page-based paging: `page` starts at 1. Query strings arrive as text, hence the coercion. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be 100 or less')
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const pagedDataSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: pageInfoSchema });
