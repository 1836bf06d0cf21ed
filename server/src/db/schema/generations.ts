import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One AI call made for a user; analytics read these, quota and AI code write them. */
export const generationEvents = pgTable(
  'generation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'generate' | 'refine' | 'chat' | 'suggestion' | 'export'>().notNull(),
    model: text('model').notNull(),
    framework: text('framework'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    succeeded: boolean('succeeded').notNull().default(true),
    /** Whether this event consumed a generation from the quota (failed ones are not charged). */
    charged: boolean('charged').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generation_events_user_created_idx').on(table.userId, table.createdAt)],
);

export type GenerationEventRow = typeof generationEvents.$inferSelect;
