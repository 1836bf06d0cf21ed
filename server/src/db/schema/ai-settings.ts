import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The AI settings an admin edits: one row (`id` = 'current'). Absent values fall back to the
 * environment's defaults, so a fresh install behaves as configured until an admin changes something.
 */
export const aiSettings = pgTable('ai_settings', {
  id: text('id').primaryKey(),
  maxPromptLength: integer('max_prompt_length'),
  minMessageIntervalMs: integer('min_message_interval_ms'),
  requestsPerMinute: integer('requests_per_minute'),
  blockedTerms: jsonb('blocked_terms').$type<string[]>().notNull().default([]),
  provider: text('provider').$type<'builtin' | 'openai'>(),
  baseUrl: text('base_url'),
  model: text('model'),
  /** AES-256-GCM with AI_SETTINGS_KEY; never answered by the API. */
  apiKeyEncrypted: text('api_key_encrypted'),
  fallbackToBuiltin: boolean('fallback_to_builtin').notNull().default(false),
  /** Tokens the model accepts, as "Test connection" last read it from the provider. */
  contextLength: integer('context_length'),
  /** The base URL and model that context length belongs to: it holds only while they are in use. */
  contextLengthOf: text('context_length_of'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AiSettingsRow = typeof aiSettings.$inferSelect;
