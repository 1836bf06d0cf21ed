import {
  LIBRARY_CATEGORIES,
  type LibraryCategory,
  type LibraryItem,
  type LibraryItemSummary,
  type LibraryList,
  type LibraryQuery,
} from '@kiln/contract';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { libraryItems, libraryItemVersions, type LibraryItemRow } from '../db/schema/index';
import { notFound } from '../errors';
import { pageInfo, pageOffset } from '../lib/pagination';

/** `%` and `_` typed in a search are looked for as they are, not as patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search and framework filters; the category is applied apart, so counts can ignore it. */
const filtersOf = (query: LibraryQuery): SQL[] => {
  const filters: SQL[] = [eq(libraryItems.listed, true)];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(${libraryItems.name} ilike ${pattern} or ${libraryItems.description} ilike ${pattern} or array_to_string(${libraryItems.tags}, ' ') ilike ${pattern} or ${libraryItems.category} ilike ${pattern})`,
    );
  }
  if (query.framework) filters.push(eq(libraryItems.framework, query.framework));
  return filters;
};

const categoryOrder = sql`array_position(array[${sql.join(
  LIBRARY_CATEGORIES.map((category) => sql`${category}`),
  sql`, `,
)}]::text[], ${libraryItems.category})`;

const toSummary = (row: LibraryItemRow): LibraryItemSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: row.category as LibraryCategory,
  description: row.description,
  tags: row.tags,
  framework: row.framework,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** Reading the library: every signed-in person sees the same items; only the seeding writes them. */
export const createLibraryCatalog = (db: Db) => ({
  list: async (query: LibraryQuery): Promise<LibraryList> => {
    const filters = filtersOf(query);
    const where = and(
      ...filters,
      ...(query.category ? [eq(libraryItems.category, query.category)] : []),
    );
    const [rows, [total], counts] = await Promise.all([
      db
        .select()
        .from(libraryItems)
        .where(where)
        .orderBy(
          categoryOrder,
          asc(libraryItems.name),
          asc(libraryItems.framework),
          asc(libraryItems.id),
        )
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ value: count() }).from(libraryItems).where(where),
      db
        .select({ category: libraryItems.category, value: count() })
        .from(libraryItems)
        .where(and(...filters))
        .groupBy(libraryItems.category),
    ]);
    const byCategory = new Map(counts.map((row) => [row.category, row.value]));
    return {
      items: rows.map(toSummary),
      pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
      categories: LIBRARY_CATEGORIES.map((category) => ({
        category,
        count: byCategory.get(category) ?? 0,
      })),
    };
  },

  /** One item with its files: the current version, or the one asked for. */
  read: async (id: string, version?: number): Promise<LibraryItem> => {
    const [row] = await db
      .select({ item: libraryItems, files: libraryItemVersions.files })
      .from(libraryItems)
      .innerJoin(
        libraryItemVersions,
        and(
          eq(libraryItemVersions.itemId, libraryItems.id),
          eq(libraryItemVersions.version, version ?? libraryItems.version),
        ),
      )
      .where(eq(libraryItems.id, id));
    if (!row) throw notFound(version ? `Version ${version} of this library item` : 'Library item');
    return { ...toSummary(row.item), version: version ?? row.item.version, files: row.files };
  },
});
