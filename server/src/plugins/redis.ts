import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection; undefined when REDIS_URL is not set (one process alone). */
    redis: Redis | undefined;
  }
}

/** Decorates `app.redis` (when a URL is given) and quits it when the server closes. */
export const redisPlugin = fp<{ url: string | undefined }>(
  (app, options, done) => {
    const redis = options.url
      ? new Redis(options.url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
      : undefined;
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
    done();
  },
  { name: 'kiln-redis' },
);
