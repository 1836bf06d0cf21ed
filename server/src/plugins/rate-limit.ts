import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';

/** A per-client budget on /api, counted in Redis when the server has one (shared by instances). */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { redis } = app;
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rl:` } : {}),
      // Static files and the docs are not the API: only /api counts.
      allowList: (request) =>
        !request.url.startsWith('/api/') || request.url.startsWith('/api/docs'),
      // Fail open: a Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'kiln-rate-limit', dependencies: ['kiln-redis'] },
);
