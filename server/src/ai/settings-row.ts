import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { aiSettings, type AiSettingsRow } from '../db/schema/index';
import { createCoalescedReader } from '../lib/coalesced-reader';
import type { Tx } from '../lib/executor';

/** The one row of admin-edited AI settings. */
export const AI_SETTINGS_ROW = 'current';

export interface SettingsRow {
  /** The row as last committed (undefined while nothing was ever set). */
  read(): Promise<AiSettingsRow | undefined>;
  /** Runs a write of the row; every later read sees what it committed. */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

const readRow = async (db: Db) => {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.id, AI_SETTINGS_ROW));
  return row;
};

/** The row as it stands inside a writer's transaction, locked until the transaction ends. */
export const lockedRow = async (tx: Tx): Promise<AiSettingsRow | undefined> => {
  const [row] = await tx
    .select()
    .from(aiSettings)
    .where(eq(aiSettings.id, AI_SETTINGS_ROW))
    .for('update');
  return row;
};

/**
 * Embedded PGlite: this process is the database's only client (its data directory is locked), so
 * every write of the row goes through `write` here and the row can be kept in memory between
 * writes. A read that began before a write finished is answered but not kept.
 */
const keptInMemory = (db: Db): SettingsRow => {
  let kept: { row: AiSettingsRow | undefined } | undefined;
  let writes = 0;
  return {
    async read() {
      if (kept) return kept.row;
      const before = writes;
      const row = await readRow(db);
      if (before === writes) kept = { row };
      return row;
    },
    async write(work) {
      writes += 1;
      kept = undefined;
      try {
        return await work(db);
      } finally {
        writes += 1;
        kept = undefined;
      }
    },
  };
};

/**
 * PostgreSQL: other instances may change the row at any time, so every read goes to the database;
 * reads asked for in the same turn of the event loop share one statement, and none is answered
 * from a read that began before it asked (createCoalescedReader).
 */
const readEachTime = (db: Db): SettingsRow => {
  const reader = createCoalescedReader<AiSettingsRow>(async () => {
    const row = await readRow(db);
    return new Map(row ? [[AI_SETTINGS_ROW, row]] : []);
  });
  return { read: () => reader(AI_SETTINGS_ROW), write: (work) => work(db) };
};

const rows = new WeakMap<Database, SettingsRow>();

/**
 * The AI settings row of a database, one per database so that the guard rules, the provider in
 * force and the admin screens that change them read and write through the same instance. An
 * admin's change holds on the next request of every instance.
 */
export const settingsRowOf = (database: Database): SettingsRow => {
  const known = rows.get(database);
  if (known) return known;
  const row = database.driver === 'pglite' ? keptInMemory(database.db) : readEachTime(database.db);
  rows.set(database, row);
  return row;
};
