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
    /**
     * Where a generation the user asked for came from; set only on the event of an answer or a
     * provider failure, never on a repair call, a completion or an export, so history lists exactly
     * the generations a person made.
     */
    source: text('source').$type<'copilot' | 'prompt' | 'generate'>(),
    /** The prompt as the user wrote it; dropped when they delete the entry from their history. */
    prompt: text('prompt'),
    /** Why the generation failed, in words a person understands. */
    failureReason: text('failure_reason'),
    /** Deleted from history by the user: still counted by usage and analytics. */
    hiddenFromHistory: boolean('hidden_from_history').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generation_events_user_created_idx').on(table.userId, table.createdAt)],
);

export type GenerationEventRow = typeof generationEvents.$inferSelect;
