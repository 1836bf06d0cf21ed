import {
  ErrorCode,
  type ErrorEnvelope,
  type FieldIssue,
  type ValidationDetails,
} from '@kiln/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the client: its code, status and message are answered as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) =>
  new AppError(404, ErrorCode.notFound, `${what} was not found`);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, ErrorCode.unauthorized, message);
export const forbidden = (message = 'Access denied. Insufficient permissions.') =>
  new AppError(403, ErrorCode.forbidden, message);
export const validationError = (message: string, details?: ValidationDetails) =>
  new AppError(400, ErrorCode.validation, message, details);
export const tooManyRequests = (retryAfterSeconds: number, what = 'Too many requests') =>
  new AppError(
    429,
    ErrorCode.rateLimited,
    `${what}. Try again in ${formatWait(retryAfterSeconds)}.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Retryable 503s (the contract lists them with their toasts): the same request succeeds later. */
const RETRY_AFTER_SECONDS = 5;
const serviceUnavailable = (code: string, message: string) =>
  new AppError(
    503,
    code,
    message,
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
export const serverBusy = () =>
  serviceUnavailable(
    ErrorCode.serverBusy,
    'Kiln is busy with other requests. Please try again in a few seconds.',
  );
export const shuttingDown = () =>
  serviceUnavailable(
    ErrorCode.shuttingDown,
    'Kiln is restarting. Please try again in a few seconds.',
  );

export const formatWait = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const errorBody = (code: string, message: string, details?: unknown): ErrorEnvelope =>
  details === undefined
    ? { success: false, error: { code, message } }
    : { success: false, error: { code, message, details } };

/* ── Database faults ─────────────────────────────────────────────────── */

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
  /connection refused/i,
  /client has encountered a connection error/i,
];

/** True when the database could not be reached (as opposed to a query it rejected). */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (const link of causes(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    const message = (link as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))
    )
      return true;
  }
  return false;
};

/* ── Validation ──────────────────────────────────────────────────────── */

type Location = ValidationDetails['location'];

const locationOf = (context: string | undefined): Location =>
  context === 'querystring' || context === 'params' || context === 'headers' ? context : 'body';

const LOCATION_LABEL: Record<Location, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'URL',
  headers: 'headers',
};

const fieldIssues = (validation: { instancePath: string; message?: string }[]): FieldIssue[] =>
  validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.'),
    message: issue.message ?? 'is not valid',
  }));

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names the field unless the message already does ("Password must be…" needs no "password:" before it). */
const describeIssues = (fields: FieldIssue[], location: Location): string => {
  const sentences = fields.slice(0, 3).map(({ path, message }) => {
    const field = path.split('.').pop() ?? '';
    return field === '' || squash(message).includes(squash(field))
      ? message
      : `${path}: ${message}`;
  });
  const more = fields.length > 3 ? ` (and ${fields.length - 3} more)` : '';
  return `Invalid ${LOCATION_LABEL[location]}: ${sentences.join('; ')}${more}`;
};

/* ── Mapping every failure to the one answer shape ───────────────────── */

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: 'Unsupported content type: send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.validation,
    message: 'The Content-Length header does not match the body',
  },
};

const STATUS_CODES: Record<number, string> = {
  400: ErrorCode.validation,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

/**
 * Drizzle's query errors carry the bound parameters (password hashes, token hashes, e-mails):
 * log the SQL text and the driver's reason, never the values.
 */
export const loggableError = (error: unknown): unknown => {
  if (typeof error !== 'object' || error === null || !('params' in error)) return error;
  const { query, cause } = error as { query?: unknown; cause?: unknown };
  const reason = cause as { message?: unknown; code?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: typeof query === 'string' ? `Failed query: ${query}` : 'Failed query',
    cause: {
      message: typeof reason?.message === 'string' ? reason.message : String(cause),
      code: reason?.code,
    },
  };
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';

export const handleError = (
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error instanceof AppError) {
    void reply.headers(error.headers);
    return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = locationOf((error as FastifyError).validationContext);
    const fields = fieldIssues(error.validation);
    const details: ValidationDetails = { location, fields };
    return reply
      .status(400)
      .send(errorBody(ErrorCode.validation, describeIssues(fields, location), details));
  }

  const fastifyCode = (error as FastifyError).code;
  const known = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
  if (known) return reply.status(known.status).send(errorBody(known.code, known.message));

  // Before the database check: a body cut off by the client or the request timeout fails with
  // ECONNRESET and status 400, and is no database fault.
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(errorBody(STATUS_CODES[status] ?? ErrorCode.validation, error.message));
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: loggableError(error) }, 'database unavailable');
    void reply.header('retry-after', '5');
    return reply
      .status(503)
      .send(errorBody(ErrorCode.databaseUnavailable, DATABASE_UNAVAILABLE_MESSAGE));
  }

  request.log.error({ err: loggableError(error) }, 'unhandled error');
  return reply
    .status(500)
    .send(
      errorBody(ErrorCode.internal, 'Something went wrong on our side. Please try again later.'),
    );
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        errorBody(
          ErrorCode.notFound,
          `No route matches ${request.method} ${request.url.split('?')[0]}`,
        ),
      ),
  );
};
