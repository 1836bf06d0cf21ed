import type { GalleryReaction } from '@kiln/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryEntries, galleryFavourites, galleryLikes } from '../db/schema/index';
import type { Executor } from '../lib/executor';
import { visibleEntry, type Viewer } from './entries';

const KINDS = {
  like: { table: galleryLikes, counter: galleryEntries.likesCount, field: 'likesCount' },
  favourite: {
    table: galleryFavourites,
    counter: galleryEntries.favouritesCount,
    field: 'favouritesCount',
  },
} as const;
export type ReactionKind = keyof typeof KINDS;

/**
 * Likes and favourites: one row per user per entry (its primary key), idempotent both ways. The
 * counter moves only when a row was really inserted or deleted, in the same transaction, so
 * concurrent clicks leave it exactly equal to the rows: a concurrent duplicate insert waits on the
 * key and then inserts nothing.
 */
export const createGalleryReactions = (db: Db, now: () => Date) => {
  const counterDelta = async (tx: Executor, kind: ReactionKind, entryId: string, delta: number) => {
    const { counter, field } = KINDS[kind];
    const [row] = await tx
      .update(galleryEntries)
      .set({ [field]: sql`${counter} + ${delta}` })
      .where(eq(galleryEntries.id, entryId))
      .returning({ count: counter });
    return row?.count ?? 0;
  };

  const currentCount = async (tx: Executor, kind: ReactionKind, entryId: string) => {
    const [row] = await tx
      .select({ count: KINDS[kind].counter })
      .from(galleryEntries)
      .where(eq(galleryEntries.id, entryId));
    return row?.count ?? 0;
  };

  return {
    add: (viewer: Viewer, kind: ReactionKind, entryId: string): Promise<GalleryReaction> =>
      db.transaction(async (tx) => {
        await visibleEntry(tx, viewer, entryId);
        const { table } = KINDS[kind];
        const inserted = await tx
          .insert(table)
          .values({ entryId, userId: viewer.userId, createdAt: now() })
          .onConflictDoNothing()
          .returning({ entryId: table.entryId });
        const count =
          inserted.length > 0
            ? await counterDelta(tx, kind, entryId, 1)
            : await currentCount(tx, kind, entryId);
        return { active: true, count };
      }),

    remove: (viewer: Viewer, kind: ReactionKind, entryId: string): Promise<GalleryReaction> =>
      db.transaction(async (tx) => {
        await visibleEntry(tx, viewer, entryId);
        const { table } = KINDS[kind];
        const deleted = await tx
          .delete(table)
          .where(and(eq(table.entryId, entryId), eq(table.userId, viewer.userId)))
          .returning({ entryId: table.entryId });
        const count =
          deleted.length > 0
            ? await counterDelta(tx, kind, entryId, -1)
            : await currentCount(tx, kind, entryId);
        return { active: false, count };
      }),
  };
};
