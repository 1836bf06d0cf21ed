import type { Redis } from 'ioredis';
import type { ApiKeys } from './account/api-keys';
import type { Mailer } from './lib/mailer';
import type { AuthService } from './auth/service';
import type { PasswordHasher } from './auth/passwords';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AttemptStore } from './lib/attempt-store';
import type { Lifecycle } from './lib/lifecycle';
import type { createNotification } from './notifications/service';
import type { LibrarySeeding } from './library/seeding';
import type { Metrics } from './plugins/metrics';
import type { PreviewService } from './preview/service';
import type { Validator } from './quality/validator';
import type { WorkerPool } from './workers/pool';

/** What every area of the server shares; available as `app.ctx` inside plugins. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  /** Personal API keys, checked by `authenticateKey`. */
  apiKeys: ApiKeys;
  /** Outbox + SMTP (when SMTP_URL is set). */
  mailer: Mailer;
  /** Counters for brute-force and abuse limits: in-process, or Redis when REDIS_URL is set. */
  attempts: AttemptStore;
  redis: Redis | undefined;
  now: () => Date;
  /** Worker threads for CPU-heavy work (code validation), so it never blocks the event loop. */
  workers: WorkerPool;
  /** The engine's validator in the worker pool, behind a cache keyed by the files' hash. */
  validator: Validator;
  /** Aborted when the server starts stopping. */
  lifecycle: Lifecycle;
  /** Live preview builds, one store per process: the frame route serves what any route built. */
  preview: PreviewService;
  /** Prometheus metrics (no-ops unless METRICS_TOKEN is set). */
  metrics: Metrics;
  /** The component library's seeding from the engine: started after `listen`, awaited by its reads. */
  library: LibrarySeeding;
  /** Tells a user something: one row in their notification list, in the caller's transaction. */
  notify: typeof createNotification;
}
