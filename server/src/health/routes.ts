import { ErrorCode, healthAnswerSchema, readinessAnswerSchema } from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors';

const PING_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: healthAnswerSchema, 503: healthAnswerSchema },
      },
    },
    async (request, reply) => {
      const { database, config } = app.ctx;
      const base = {
        version: config.appVersion,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        timestamp: new Date().toISOString(),
      };
      const pingStarted = performance.now();
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        const latencyMs = Math.round((performance.now() - pingStarted) * 10) / 10;
        return {
          success: true as const,
          status: 'ok' as const,
          ...base,
          database: { status: 'up' as const, driver: database.driver, latencyMs },
        };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        void reply.header('retry-after', '5');
        return reply.status(503).send({
          success: false as const,
          status: 'unavailable' as const,
          ...base,
          database: { status: 'down' as const, driver: database.driver, latencyMs: null },
          error: { code: ErrorCode.databaseUnavailable, message: DATABASE_UNAVAILABLE_MESSAGE },
        });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database and worker pool up, and not stopping',
        response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema },
      },
    },
    async (request, reply) => {
      const { database, workers, lifecycle } = app.ctx;
      const pingStarted = performance.now();
      const databaseUp = await withTimeout(database.ping(), PING_TIMEOUT_MS).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness check: database unreachable');
          return false;
        },
      );
      const pool = workers.status();
      const workersUp = workers.ready();
      const ready = databaseUp && workersUp && !lifecycle.stopping;
      if (!ready) void reply.status(503).header('retry-after', '5');
      return {
        success: ready,
        status: lifecycle.stopping
          ? ('stopping' as const)
          : ready
            ? ('ready' as const)
            : ('not-ready' as const),
        timestamp: new Date().toISOString(),
        database: {
          status: databaseUp ? ('up' as const) : ('down' as const),
          driver: database.driver,
          latencyMs: databaseUp ? Math.round((performance.now() - pingStarted) * 10) / 10 : null,
        },
        workers: {
          status: workersUp ? ('up' as const) : ('down' as const),
          threads: pool.threads,
          running: pool.running,
          queued: pool.queued,
          queueLimit: pool.queueLimit,
        },
      };
    },
  );
};
