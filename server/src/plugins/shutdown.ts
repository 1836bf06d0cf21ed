import fp from 'fastify-plugin';
import { shuttingDown } from '../errors';
import { createLifecycle, type Lifecycle } from '../lib/lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when the server starts stopping. */
    lifecycle: Lifecycle;
  }
}

/**
 * Decorates `app.lifecycle`. A stopping server takes no new work: the client retries once the next
 * instance is up. Health checks still answer, so probes see the stop in their own shape.
 */
export const shutdownPlugin = fp(
  (app, _options, done) => {
    const lifecycle = createLifecycle();
    app.decorate('lifecycle', lifecycle);
    app.addHook('onRequest', (request, reply, next) => {
      if (!lifecycle.stopping || request.url.startsWith('/api/health')) return next();
      void reply.header('connection', 'close');
      next(shuttingDown());
    });
    // Closing first stops the lifecycle: open AI calls end with a retryable error and release their
    // session leases, so the in-flight requests that close() waits for finish at once.
    app.addHook('preClose', (next) => {
      lifecycle.stop();
      next();
    });
    done();
  },
  { name: 'kiln-shutdown' },
);
