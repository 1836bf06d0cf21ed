import type { CodeGenerationRequestBody } from '@kiln/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A starting point on the Templates screen: what it makes, where it is shelved, and the Generate
 * form's request it starts from. Seeded by migration and edited by admins; everyone signed in reads.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    frameworks: text('frameworks').array().notNull(),
    tags: text('tags').array().notNull().default([]),
    request: jsonb('request').$type<CodeGenerationRequestBody>().notNull(),
    /** Shelf order: seeded templates come first, in the order they were written. */
    sortOrder: integer('sort_order').notNull().default(1000),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('templates_category_idx').on(table.category, table.sortOrder)],
);

export type TemplateRow = typeof templates.$inferSelect;
