import type { Redis } from 'ioredis';
import type { AuthService } from './auth/service';
import type { PasswordHasher } from './auth/passwords';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AttemptStore } from './lib/attempt-store';

/** What every area of the server shares; available as `app.ctx` inside plugins. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  /** Counters for brute-force and abuse limits: in-process, or Redis when REDIS_URL is set. */
  attempts: AttemptStore;
  redis: Redis | undefined;
  now: () => Date;
}
