import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiFramework, RequirementItem, VersionProvenance } from '@kiln/contract';
import type { StoredFile, StoredValidation } from './ai';
import { users } from './users';

/**
 * A saved component: its name, description and tags, and counters kept with every version written
 * or deleted in the same transaction. The newest version is the current one (saves and restores
 * append), so `latest_version` is both the current version and the last number handed out.
 */
export const components = pgTable(
  'components',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    framework: text('framework').$type<AiFramework>().notNull(),
    latestVersion: integer('latest_version').notNull(),
    versionCount: integer('version_count').notNull(),
    storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('components_user_created_idx').on(table.userId, table.createdAt)],
);

export type ComponentRow = typeof components.$inferSelect;

/**
 * One immutable version of a component: written once, never updated, deleted only while it is not
 * the current one. It keeps the engine's model so a follow-up can refine it later.
 */
export const componentVersions = pgTable(
  'component_versions',
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
    validation: jsonb('validation').$type<StoredValidation>(),
    provenance: jsonb('provenance').$type<VersionProvenance>().notNull(),
    /** The checklist of the answer the version was saved from; null without one. */
    checklist: jsonb('checklist').$type<RequirementItem[]>(),
    /** What the version counts toward the plan's storage. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('component_versions_component_version_key').on(table.componentId, table.version),
  ],
);

export type ComponentVersionRow = typeof componentVersions.$inferSelect;
