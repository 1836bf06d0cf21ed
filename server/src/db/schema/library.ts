import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiFramework } from '@kiln/contract';
import type { StoredFile } from './ai';

/**
 * A component of Kiln's curated library in one framework. Rows are written only by the seeding
 * step, from the catalogue and the built-in engine: one row per catalogue entry and framework, whose
 * `version` moves on when the engine's output (`files_hash`) changes. An entry taken out of the
 * catalogue stays (conversations may refer to it) but is no longer `listed`.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    framework: text('framework').$type<AiFramework>().notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    tags: text('tags').array().notNull().default([]),
    version: integer('version').notNull(),
    filesHash: text('files_hash').notNull(),
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('library_items_slug_framework_key').on(table.slug, table.framework),
    index('library_items_category_idx').on(table.category, table.name),
  ],
);

export type LibraryItemRow = typeof libraryItems.$inferSelect;

/**
 * Each version of a library item as the engine wrote it: its files and its component model, so a
 * conversation that refers to `(id, version)` refines exactly that component, even after the
 * library moved on.
 */
export const libraryItemVersions = pgTable(
  'library_item_versions',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    files: jsonb('files').$type<StoredFile[]>().notNull(),
    componentModel: jsonb('component_model').$type<Record<string, unknown>>().notNull(),
    filesHash: text('files_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('library_item_versions_item_version_key').on(table.itemId, table.version)],
);

export type LibraryItemVersionRow = typeof libraryItemVersions.$inferSelect;
