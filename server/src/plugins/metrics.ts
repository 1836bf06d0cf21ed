import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import fp from 'fastify-plugin';
import type { WorkerPoolStatus } from '../workers/pool';

/** What the server reports to Prometheus; every method is a no-op when metrics are off. */
export interface Metrics {
  /** Null when metrics are off (no METRICS_TOKEN). */
  registry: Registry | null;
  requestCompleted(method: string, route: string, status: number, seconds: number): void;
  generationRecorded(kind: string, provider: string, charged: boolean): void;
  providerFailed(code: string): void;
}

const OFF: Metrics = {
  registry: null,
  requestCompleted: () => undefined,
  generationRecorded: () => undefined,
  providerFailed: () => undefined,
};

/** Request latencies from a cached read (~1 ms) to a model's answer (60 s). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Request rate and latency by route, event-loop delay (with the process's default metrics),
 * the worker pool, generations and provider errors, in a registry of this app's own (tests run
 * several apps in one process).
 */
export const createMetrics = (enabled: boolean, pool: () => WorkerPoolStatus): Metrics => {
  if (!enabled) return OFF;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'kiln_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'kiln_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const generations = new Counter({
    name: 'kiln_generations_total',
    help: 'Generation answers stored, by kind, provider and whether they were charged',
    labelNames: ['kind', 'provider', 'outcome'] as const,
    registers,
  });
  const providerErrors = new Counter({
    name: 'kiln_provider_errors_total',
    help: 'Failed calls to the AI provider, by error code',
    labelNames: ['code'] as const,
    registers,
  });
  const poolGauge = (name: string, help: string, read: (status: WorkerPoolStatus) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(pool()));
      },
    });
  poolGauge('kiln_worker_pool_threads', 'Worker threads alive', (s) => s.threads);
  poolGauge('kiln_worker_pool_running', 'Tasks running in the worker pool', (s) => s.running);
  poolGauge('kiln_worker_pool_queued', 'Tasks waiting for a worker thread', (s) => s.queued);
  poolGauge('kiln_worker_pool_queue_limit', 'Most tasks that may wait', (s) => s.queueLimit);
  poolGauge(
    'kiln_worker_pool_timed_out',
    'Tasks cancelled at their deadline since start',
    (s) => s.timedOut,
  );
  poolGauge(
    'kiln_worker_pool_refused',
    'Tasks refused since start: a full queue, or a wait past WORKER_QUEUE_WAIT_MS',
    (s) => s.refused,
  );
  poolGauge(
    'kiln_worker_pool_cancelled',
    'Waiting tasks dropped since start because their requester had gone',
    (s) => s.cancelled,
  );

  return {
    registry,
    requestCompleted: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    generationRecorded: (kind, provider, charged) =>
      generations.inc({ kind, provider, outcome: charged ? 'charged' : 'uncharged' }),
    providerFailed: (code) => providerErrors.inc({ code }),
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  enabled: boolean;
}

/** Decorates `app.metrics` and times every answer by its route pattern (when metrics are on). */
export const metricsPlugin = fp<MetricsPluginOptions>(
  (app, options, done) => {
    const metrics = createMetrics(options.enabled, app.workers.status);
    app.decorate('metrics', metrics);
    if (metrics.registry) {
      app.addHook('onResponse', (request, reply, next) => {
        metrics.requestCompleted(
          request.method,
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
        next();
      });
    }
    done();
  },
  { name: 'kiln-metrics', dependencies: ['kiln-workers'] },
);
