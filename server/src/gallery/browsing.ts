import {
  GALLERY_CATEGORIES,
  type GalleryCategoriesQuery,
  type GalleryEntryDetail,
  type GalleryQuery,
  type GallerySort,
} from '@kiln/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryEntries, galleryFavourites, galleryViews, users } from '../db/schema/index';
import { forbidden } from '../errors';
import { likePattern } from '../lib/like-pattern';
import { pageInfo, pageOffset } from '../lib/pagination';
import { isAdmin, summarySelection, toEntrySummary, visibleEntry, type Viewer } from './entries';

/** Each order matches its partial index exactly (descending, nulls last, id as the tiebreak). */
const ORDER: Record<GallerySort, SQL[]> = {
  popular: [sql`${galleryEntries.popularity} desc nulls last`],
  recent: [sql`${galleryEntries.publishedAt} desc nulls last`],
  forks: [sql`${galleryEntries.forksCount} desc nulls last`],
  likes: [sql`${galleryEntries.likesCount} desc nulls last`],
};
const TIEBREAK = sql`${galleryEntries.id} desc nulls last`;

export const NO_MODEL_REASON =
  'This entry was published from edited code, so Kiln has no engine model of it to convert to another framework.';

/** Filters for a tab and a search; the hidden tab is for admins only (403 for everyone else). */
const filtersOf = (viewer: Viewer, query: GalleryCategoriesQuery): SQL[] => {
  if (query.tab === 'hidden') {
    if (!isAdmin(viewer)) throw forbidden('Only admins see hidden entries.');
    return [eq(galleryEntries.hidden, true)];
  }
  // Hidden entries leave every other list at once, admins' lists included.
  const filters: SQL[] = [eq(galleryEntries.hidden, false)];
  if (query.tab === 'featured') filters.push(eq(galleryEntries.featured, true));
  if (query.tab === 'favourites')
    filters.push(
      sql`exists (select 1 from ${galleryFavourites} where ${galleryFavourites.entryId} = ${galleryEntries.id} and ${galleryFavourites.userId} = ${viewer.userId})`,
    );
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${galleryEntries.title} ilike ${pattern} or ${galleryEntries.description} ilike ${pattern} or array_to_string(${galleryEntries.tags}, ' ') ilike ${pattern})`,
    );
  }
  return filters;
};

/** Reading the gallery: pages of entries, counts per category, one entry (which counts a view). */
export const createGalleryBrowsing = (db: Db, now: () => Date) => ({
  list: async (viewer: Viewer, query: GalleryQuery) => {
    const filters = filtersOf(viewer, query);
    if (query.category) filters.push(eq(galleryEntries.category, query.category));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select(summarySelection(viewer.userId))
        .from(galleryEntries)
        .innerJoin(users, eq(users.id, galleryEntries.userId))
        .where(where)
        .orderBy(...ORDER[query.sort], TIEBREAK)
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ value: count() }).from(galleryEntries).where(where),
    ]);
    return {
      items: rows.map((row) => toEntrySummary(row, viewer.userId)),
      pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
    };
  },

  /** Every category with how many entries of the tab and search it holds (zero included). */
  categories: async (viewer: Viewer, query: GalleryCategoriesQuery) => {
    const rows = await db
      .select({ category: galleryEntries.category, count: count() })
      .from(galleryEntries)
      .where(and(...filtersOf(viewer, query)))
      .groupBy(galleryEntries.category);
    const counts = new Map(rows.map((row) => [row.category, row.count]));
    return {
      items: GALLERY_CATEGORIES.map((category) => ({
        category,
        count: counts.get(category) ?? 0,
      })),
      total: rows.reduce((sum, row) => sum + row.count, 0),
    };
  },

  /**
   * One entry with its code. Opening it counts a view once per signed-in user other than its
   * author (a view row and the counter in one transaction), so reloading does not inflate it.
   */
  read: (viewer: Viewer, entryId: string): Promise<GalleryEntryDetail> =>
    db.transaction(async (tx) => {
      const { entry } = await visibleEntry(tx, viewer, entryId);
      if (entry.userId !== viewer.userId) {
        const counted = await tx
          .insert(galleryViews)
          .values({ entryId, userId: viewer.userId, createdAt: now() })
          .onConflictDoNothing()
          .returning({ entryId: galleryViews.entryId });
        if (counted.length > 0)
          await tx
            .update(galleryEntries)
            .set({ viewsCount: sql`${galleryEntries.viewsCount} + 1` })
            .where(eq(galleryEntries.id, entryId));
      }
      const [summary] = await tx
        .select(summarySelection(viewer.userId))
        .from(galleryEntries)
        .innerJoin(users, eq(users.id, galleryEntries.userId))
        .where(eq(galleryEntries.id, entryId));
      if (!summary) throw new Error('gallery entry vanished inside its transaction');
      const hasModel = entry.componentModel !== null;
      return {
        ...toEntrySummary(summary, viewer.userId),
        files: entry.files,
        remix: { available: hasModel, reason: hasModel ? null : NO_MODEL_REASON },
      };
    }),
});
