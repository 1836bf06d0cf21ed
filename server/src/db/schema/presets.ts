import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { components } from './components';
import { users } from './users';

/**
 * A named set of input values saved on a component for the playground ("Empty list", "Error").
 * Removed with its component; the owner is kept on the row so every read filters by it.
 */
export const componentPresets = pgTable(
  'component_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('component_presets_component_name_key').on(table.componentId, table.name),
    index('component_presets_user_idx').on(table.userId),
  ],
);

export type ComponentPresetRow = typeof componentPresets.$inferSelect;
