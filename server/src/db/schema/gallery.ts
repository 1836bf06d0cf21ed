import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiFramework, GalleryCategory } from '@kiln/contract';
import type { StoredFile } from './ai';
import { components } from './components';
import { users } from './users';

/**
 * A published snapshot of one version of a component: its code, model and framework are copied, so
 * edits to the private component change nothing here until it is published again. One entry per
 * component (a republish replaces the snapshot). Counters move in the same transaction as the
 * like, favourite, fork or view row they count.
 */
export const galleryEntries = pgTable(
  'gallery_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    framework: text('framework').$type<AiFramework>().notNull(),
    files: jsonb('files').$type<StoredFile[]>().notNull(),
    componentModel: jsonb('component_model').$type<Record<string, unknown>>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<GalleryCategory>().notNull(),
    tags: text('tags').array().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    favouritesCount: integer('favourites_count').notNull().default(0),
    forksCount: integer('forks_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** The "popular" order: computed by the database from the counters, so it is never stale. */
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(
        sql`likes_count * 3 + favourites_count * 2 + forks_count * 5 + views_count`,
      ),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gallery_entries_component_key').on(table.componentId),
    index('gallery_entries_user_idx').on(table.userId),
    // One index per sort, over visible entries only, with the id as the tiebreak.
    index('gallery_entries_popular_idx')
      .on(table.popularity.desc(), table.id.desc())
      .where(sql`not hidden`),
    index('gallery_entries_recent_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`not hidden`),
    index('gallery_entries_forks_idx')
      .on(table.forksCount.desc(), table.id.desc())
      .where(sql`not hidden`),
    index('gallery_entries_likes_idx')
      .on(table.likesCount.desc(), table.id.desc())
      .where(sql`not hidden`),
    index('gallery_entries_featured_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`featured and not hidden`),
    // A category's shelf in the default (popular) order.
    index('gallery_entries_category_idx')
      .on(table.category, table.popularity.desc(), table.id.desc())
      .where(sql`not hidden`),
  ],
);

export type GalleryEntryRow = typeof galleryEntries.$inferSelect;

const entryId = () =>
  uuid('entry_id')
    .notNull()
    .references(() => galleryEntries.id, { onDelete: 'cascade' });
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One like per user per entry: the primary key makes a repeated like a no-op. */
export const galleryLikes = pgTable(
  'gallery_likes',
  { entryId: entryId(), userId: userId(), createdAt: createdAt() },
  (table) => [
    primaryKey({ columns: [table.entryId, table.userId] }),
    index('gallery_likes_user_idx').on(table.userId),
  ],
);

export const galleryFavourites = pgTable(
  'gallery_favourites',
  { entryId: entryId(), userId: userId(), createdAt: createdAt() },
  (table) => [
    primaryKey({ columns: [table.entryId, table.userId] }),
    index('gallery_favourites_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A view counts once per signed-in user other than the author. */
export const galleryViews = pgTable(
  'gallery_views',
  { entryId: entryId(), userId: userId(), createdAt: createdAt() },
  (table) => [primaryKey({ columns: [table.entryId, table.userId] })],
);

/** One report per user per entry; each is also written to the audit log for admins. */
export const galleryReports = pgTable(
  'gallery_reports',
  {
    entryId: entryId(),
    userId: userId(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.userId] })],
);
