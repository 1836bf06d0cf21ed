import type { GalleryEntrySummary } from '@kiln/contract';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  galleryEntries,
  galleryFavourites,
  galleryLikes,
  users,
  type GalleryEntryRow,
} from '../db/schema/index';
import { notFound } from '../errors';
import type { Executor } from '../lib/executor';

/** Who asks: the server decides from the signed-in user's id and stored role, never from the request. */
export interface Viewer {
  userId: string;
  role: 'user' | 'admin';
}

export const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

/** A hidden entry is gone for everyone but admins: lists, detail, likes, forks and reports. */
export const visibleTo = (viewer: Viewer): SQL | undefined =>
  isAdmin(viewer) ? undefined : eq(galleryEntries.hidden, false);

const {
  files: _files,
  componentModel: _model,
  ...summaryColumns
} = getTableColumns(galleryEntries);

/** The columns a summary needs: the entry without its code, its author's name and my reactions. */
export const summarySelection = (viewerId: string) => ({
  ...summaryColumns,
  authorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  likedByMe: sql<boolean>`exists (select 1 from ${galleryLikes} where ${galleryLikes.entryId} = ${galleryEntries.id} and ${galleryLikes.userId} = ${viewerId})`,
  favouritedByMe: sql<boolean>`exists (select 1 from ${galleryFavourites} where ${galleryFavourites.entryId} = ${galleryEntries.id} and ${galleryFavourites.userId} = ${viewerId})`,
});

export type SummaryRow = Omit<GalleryEntryRow, 'files' | 'componentModel'> & {
  authorName: string;
  likedByMe: boolean;
  favouritedByMe: boolean;
};

export const toEntrySummary = (row: SummaryRow, viewerId: string): GalleryEntrySummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  tags: row.tags,
  framework: row.framework,
  version: row.version,
  author: { displayName: row.authorName },
  featured: row.featured,
  hidden: row.hidden,
  likesCount: row.likesCount,
  favouritesCount: row.favouritesCount,
  forksCount: row.forksCount,
  viewsCount: row.viewsCount,
  likedByMe: Boolean(row.likedByMe),
  favouritedByMe: Boolean(row.favouritedByMe),
  mine: row.userId === viewerId,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * One entry the viewer may see, with its author's name. A hidden entry is not found for
 * non-admins, the same answer as an id that never existed.
 */
export const visibleEntry = async (tx: Executor, viewer: Viewer, entryId: string) => {
  const [row] = await tx
    .select({ entry: galleryEntries, authorName: summarySelection(viewer.userId).authorName })
    .from(galleryEntries)
    .innerJoin(users, eq(users.id, galleryEntries.userId))
    .where(and(eq(galleryEntries.id, entryId), visibleTo(viewer)));
  if (!row) throw notFound('Gallery entry');
  return row;
};
