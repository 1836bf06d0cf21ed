import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../errors';

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** Prometheus scrape endpoint, behind METRICS_TOKEN (as a bearer token); absent when unset. */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const { metrics, config } = app.ctx;
    if (!metrics.registry || !config.metricsToken) return reply.callNotFound();
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(token, config.metricsToken))
      throw unauthorized('A valid metrics token is required');
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
};
