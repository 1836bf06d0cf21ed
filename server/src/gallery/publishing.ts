import type { MyGalleryEntry, PublishGalleryBody } from '@kiln/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryEntries, users } from '../db/schema/index';
import { notFound } from '../errors';
import { ownedComponent, ownedVersion } from '../components/owned';
import { distinctTags } from '../components/tags';
import type { Executor } from '../lib/executor';
import { summarySelection, toEntrySummary } from './entries';

/** My entry for one of my components, or null when it is not published. */
const myEntry = async (
  tx: Executor,
  userId: string,
  componentId: string,
): Promise<MyGalleryEntry | null> => {
  const [row] = await tx
    .select(summarySelection(userId))
    .from(galleryEntries)
    .innerJoin(users, eq(users.id, galleryEntries.userId))
    .where(and(eq(galleryEntries.componentId, componentId), eq(galleryEntries.userId, userId)));
  return row ? { ...toEntrySummary(row, userId), componentId: row.componentId } : null;
};

/**
 * Publishing copies one version of my component into its entry: later edits of the component leave
 * the entry as it is until it is published again, which replaces the snapshot but keeps its counts
 * and what moderators decided (featured, hidden).
 */
export const createGalleryPublishing = (db: Db, now: () => Date) => ({
  mine: async (userId: string, componentId: string) => {
    await ownedComponent(db, userId, componentId);
    return myEntry(db, userId, componentId);
  },

  publish: (userId: string, body: PublishGalleryBody) =>
    db.transaction(async (tx) => {
      const component = await ownedComponent(tx, userId, body.componentId);
      const version = await ownedVersion(
        tx,
        userId,
        component.id,
        body.version ?? component.latestVersion,
      );
      const at = now();
      const snapshot = {
        version: version.version,
        framework: version.framework,
        files: version.files,
        componentModel: version.componentModel,
        title: body.title,
        description: body.description,
        category: body.category,
        tags: distinctTags(body.tags),
        updatedAt: at,
      };
      await tx
        .insert(galleryEntries)
        .values({ ...snapshot, componentId: component.id, userId, publishedAt: at })
        .onConflictDoUpdate({ target: galleryEntries.componentId, set: snapshot });
      const entry = await myEntry(tx, userId, component.id);
      if (!entry) throw new Error('published gallery entry not found in its transaction');
      return entry;
    }),

  /** Removes my entry with its likes, favourites, views and reports; forks keep their origin. */
  unpublish: async (userId: string, entryId: string) => {
    const removed = await db
      .delete(galleryEntries)
      .where(and(eq(galleryEntries.id, entryId), eq(galleryEntries.userId, userId)))
      .returning({ id: galleryEntries.id });
    if (removed.length === 0) throw notFound('Gallery entry');
  },
});
