import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyRequest } from 'fastify';
import type { AiConfig } from './ai/config';
import type { PasswordHasher } from './auth/passwords';
import type { Config } from './config';
import type { Database } from './db/client';
import { withoutShareTokens } from './share/tokens';

/** What a caller (main.ts, a test, a script) may choose when building the server. */
export interface BuildAppOptions {
  config?: Config;
  /** An open database to use; the app then leaves closing it to the caller. */
  database?: Database;
  /** Skip applying migrations (the caller already did). */
  skipMigrations?: boolean;
  /** Clock for token and session expiry; tests move it instead of sleeping. */
  now?: () => Date;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** AI settings instead of the AI_* and OPENAI_* environment variables. */
  ai?: AiConfig;
  /** Password hasher instead of argon2id at the configured cost; tests count its checks. */
  hasher?: PasswordHasher;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Secrets never reach the logs, whatever a handler logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

/**
 * What Fastify and Node's HTTP server take at creation: the logger, request ids and the request
 * timeouts. These are not plugins because Node reads them when it creates the HTTP server.
 */
export const serverOptions = (
  config: Config,
  logStream?: { write(line: string): void },
): FastifyHttpOptions<Server> => ({
  logger: {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    // Fastify's own request fields, with share tokens masked in the URL (they open a page).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutShareTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(logStream ? { stream: logStream } : {}),
  },
  trustProxy: config.trustProxy,
  bodyLimit: config.bodyLimitBytes,
  // Fastify waits for a request forever by default, so a body dripped a byte at a time held its
  // socket for good. Node applies requestTimeout only while the request is being received:
  // answers, event streams included, are not cut by it.
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.connectionTimeoutMs,
  http: {
    // Node swaps the two limits when headersTimeout (60 s unless set) is the longer, which
    // would give the body 60 s whatever requestTimeout says.
    headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
    // Node looks for overdue requests every connectionsCheckingInterval (30 s by default),
    // which would let a 30 s limit run to 60 s: checked at least every 2 s, it holds within 2 s.
    connectionsCheckingInterval: Math.max(
      250,
      Math.min(2_000, Math.round(config.requestTimeoutMs / 4)),
    ),
  },
  requestIdHeader: false,
  genReqId: (request) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  // While stopping, requests are answered by the shutdown plugin with the API's own 503.
  return503OnClosing: false,
});
