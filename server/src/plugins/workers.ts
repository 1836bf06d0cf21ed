import fp from 'fastify-plugin';
import type { WorkerPoolSettings } from '../config';
import { createWorkerPool, type WorkerPool } from '../workers/pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for CPU-heavy work (validation, preview builds), off the event loop. */
    workers: WorkerPool;
  }
}

/** Decorates `app.workers`; the pool's threads end when the server closes. */
export const workersPlugin = fp<{ settings: WorkerPoolSettings }>(
  (app, options, done) => {
    const workers = createWorkerPool(options.settings);
    app.decorate('workers', workers);
    app.addHook('onClose', () => workers.close());
    done();
  },
  { name: 'kiln-workers' },
);
