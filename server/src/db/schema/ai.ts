import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RequirementItem } from '@kiln/contract';
import { generationEvents } from './generations';
import { users } from './users';

export interface StoredCodeBlock {
  language: string;
  code: string;
}

export interface StoredFile {
  path: string;
  content: string;
  type: 'component' | 'template' | 'style' | 'test';
  language: string;
}

export interface StoredDiagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
  source: string;
}

export interface StoredValidation {
  valid: boolean;
  repaired: boolean;
  diagnostics: StoredDiagnostic[];
  /** Not checked: the worker pool was busy (contract: codeValidationSchema). */
  busy?: true;
}

/**
 * A copilot conversation. `busy_until`/`busy_token` are the lease of the one request in flight and
 * `last_message_at` feeds the minimum interval: both live here, not in a process, so every instance
 * behind the load balancer sees them.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    isActive: boolean('is_active').notNull().default(true),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    busyToken: uuid('busy_token'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * The component the conversation customizes, by reference (a library item or a saved
     * component, and its version): its model is read when the first message refines it, and it is
     * never copied into `context`.
     */
    fromKind: text('from_kind').$type<'library' | 'component'>(),
    fromId: uuid('from_id'),
    fromVersion: integer('from_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_sessions_user_activity_idx').on(table.userId, table.lastActivity),
    check(
      'chat_sessions_from_check',
      sql`(${table.fromKind} is null and ${table.fromId} is null and ${table.fromVersion} is null) or (${table.fromKind} in ('library', 'component') and ${table.fromId} is not null and ${table.fromVersion} is not null)`,
    ),
  ],
);

export type ChatSessionRow = typeof chatSessions.$inferSelect;

/** One turn of a conversation; an AI turn keeps the component model its code came from, for follow-ups. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: a user turn and its answer are written in one transaction with one timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'ai'>().notNull(),
    content: text('content').notNull(),
    codeBlocks: jsonb('code_blocks').$type<StoredCodeBlock[]>().notNull().default([]),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    confidence: real('confidence'),
    provider: text('provider'),
    model: text('model'),
    framework: text('framework'),
    componentModel: jsonb('component_model').$type<Record<string, unknown>>(),
    validation: jsonb('validation').$type<StoredValidation>(),
    /** What the message asked for, each item checked against the answer's files. */
    checklist: jsonb('checklist').$type<RequirementItem[]>(),
    generationEventId: uuid('generation_event_id').references(() => generationEvents.id, {
      onDelete: 'set null',
    }),
    /** On an answer made by "Fix with AI": the answer it repairs. */
    repairOf: uuid('repair_of').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** The repair used no generation: the first repair of an answer is free, once. */
    freeRepair: boolean('free_repair').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_session_seq_idx').on(table.sessionId, table.seq),
    index('chat_messages_generation_event_idx').on(table.generationEventId),
    // One free repair per answer, whatever the requests: a replayed repair is charged.
    uniqueIndex('chat_messages_free_repair_idx')
      .on(table.repairOf)
      .where(sql`${table.freeRepair}`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A prompt sent through the prompt API or the structured generate endpoint. */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'prompt' | 'generate'>().notNull(),
    /** The client's own id for the record, if it sent one. */
    clientId: text('client_id'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    model: text('model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prompts_user_created_idx').on(table.userId, table.createdAt)],
);

export type PromptRow = typeof prompts.$inferSelect;

export const promptResponses = pgTable(
  'prompt_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    confidence: real('confidence').notNull(),
    processingTimeMs: integer('processing_time_ms').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    framework: text('framework').notNull(),
    componentModel: jsonb('component_model').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** What the prompt asked for, each item checked against the response's files. */
    checklist: jsonb('checklist').$type<RequirementItem[]>(),
    generationEventId: uuid('generation_event_id').references(() => generationEvents.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('prompt_responses_prompt_idx').on(table.promptId),
    index('prompt_responses_user_created_idx').on(table.userId, table.createdAt),
    index('prompt_responses_generation_event_idx').on(table.generationEventId),
  ],
);

export type PromptResponseRow = typeof promptResponses.$inferSelect;
