import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { seedLibrary, type SeedReport } from './seed';

/**
 * The library's seeding as a background task of the server's start: `start()` runs it once (a
 * failure is logged and the library keeps what it had), `settled()` lets readers and the shutdown
 * wait for a seeding under way, and tests await `start()` itself.
 */
export interface LibrarySeeding {
  start(): Promise<SeedReport>;
  settled(): Promise<void>;
}

export const createLibrarySeeding = (
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): LibrarySeeding => {
  let running: Promise<SeedReport> | undefined;
  return {
    start: () => {
      running ??= (async () => {
        const started = performance.now();
        try {
          const report = await seedLibrary(db, catalogue, now);
          log.info(
            { ...report, ms: Math.round(performance.now() - started) },
            'component library seeded',
          );
          return report;
        } catch (error) {
          log.error({ err: error }, 'component library seeding failed; it keeps what it had');
          throw error;
        }
      })();
      return running;
    },
    settled: async () => {
      await running?.catch(() => undefined);
    },
  };
};
