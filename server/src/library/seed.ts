import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { libraryItems, libraryItemVersions, type LibraryItemRow } from '../db/schema/index';
import type { Tx } from '../lib/executor';
import { buildCatalogue, type BuiltItem } from './build';
import type { CatalogueEntry } from './catalogue';

/** What one seeding changed. */
export interface SeedReport {
  created: number;
  /** Items whose engine output changed: a new version each. */
  updated: number;
  unchanged: number;
  /** Items no longer in the catalogue: kept for the conversations that name them, not listed. */
  retired: number;
}

/**
 * One seeding at a time across every instance sharing the database: the second waits for the
 * first, then finds every hash in place and writes nothing. ("kiln" in ASCII.)
 */
const SEED_LOCK = 0x6b696c6e;

const keyOf = (slug: string, framework: string) => `${slug}\0${framework}`;

const sameDetails = (row: LibraryItemRow, entry: CatalogueEntry) =>
  row.listed &&
  row.name === entry.name &&
  row.category === entry.category &&
  row.description === entry.description &&
  row.tags.join('\0') === entry.tags.join('\0');

const detailsOf = (entry: CatalogueEntry) => ({
  name: entry.name,
  category: entry.category,
  description: entry.description,
  tags: [...entry.tags],
  listed: true,
});

const versionRow = (itemId: string, version: number, built: BuiltItem) => ({
  itemId,
  version,
  files: built.files,
  componentModel: built.componentModel,
  filesHash: built.filesHash,
});

const insertNew = async (tx: Tx, fresh: BuiltItem[], at: Date) => {
  if (fresh.length === 0) return;
  const inserted = await tx
    .insert(libraryItems)
    .values(
      fresh.map((built) => ({
        slug: built.entry.slug,
        framework: built.framework,
        ...detailsOf(built.entry),
        version: 1,
        filesHash: built.filesHash,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: libraryItems.id, slug: libraryItems.slug, framework: libraryItems.framework });
  const ids = new Map(inserted.map((row) => [keyOf(row.slug, row.framework), row.id]));
  await tx.insert(libraryItemVersions).values(
    fresh.map((built) => {
      const id = ids.get(keyOf(built.entry.slug, built.framework));
      if (!id) throw new Error(`library item ${built.entry.slug} was not inserted`);
      return { ...versionRow(id, 1, built), createdAt: at };
    }),
  );
};

/**
 * Writes the catalogue into `library_items`: new entries get version 1, an entry whose engine output
 * changed gets the next version (its earlier versions stay readable), an unchanged one only takes
 * the catalogue's name, category, description and tags. Safe to run again and from two instances
 * at once.
 */
export const seedLibrary = async (
  db: Db,
  catalogue: readonly CatalogueEntry[],
  now: () => Date,
): Promise<SeedReport> => {
  const built = await buildCatalogue(catalogue);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const at = now();
    const existing = new Map(
      (await tx.select().from(libraryItems)).map((row) => [keyOf(row.slug, row.framework), row]),
    );
    const report: SeedReport = { created: 0, updated: 0, unchanged: 0, retired: 0 };
    const fresh: BuiltItem[] = [];
    for (const item of built) {
      const key = keyOf(item.entry.slug, item.framework);
      const row = existing.get(key);
      existing.delete(key);
      if (!row) {
        fresh.push(item);
        report.created += 1;
      } else if (row.filesHash !== item.filesHash) {
        const version = row.version + 1;
        await tx
          .insert(libraryItemVersions)
          .values({ ...versionRow(row.id, version, item), createdAt: at });
        await tx
          .update(libraryItems)
          .set({ ...detailsOf(item.entry), version, filesHash: item.filesHash, updatedAt: at })
          .where(eq(libraryItems.id, row.id));
        report.updated += 1;
      } else {
        if (!sameDetails(row, item.entry))
          await tx
            .update(libraryItems)
            .set({ ...detailsOf(item.entry), updatedAt: at })
            .where(eq(libraryItems.id, row.id));
        report.unchanged += 1;
      }
    }
    await insertNew(tx, fresh, at);
    for (const row of existing.values()) {
      if (!row.listed) continue;
      await tx
        .update(libraryItems)
        .set({ listed: false, updatedAt: at })
        .where(eq(libraryItems.id, row.id));
      report.retired += 1;
    }
    return report;
  });
};
