import { z } from 'zod';
import { checklistSchema, clarificationSchema } from '../checklist';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from '../common';
import { contextSchema, promptText, storedContextSchema } from './bounds';
import {
  aiProviderIdSchema,
  codeBlockSchema,
  codeValidationSchema,
  diagnosticSchema,
  frameworkSchema,
  generatedFileSchema,
  usageAfterSchema,
} from './files';

export const chatMessageSchema = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'ai']),
  sender: z.string(),
  content: z.string(),
  timestamp: isoDateTime,
  code: z.string().optional(),
  codeLanguage: z.string().optional(),
  codeBlocks: z.array(codeBlockSchema),
  /** An answer's files (path, type, language), the same the answer carried when it arrived. */
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().min(0).max(1).optional(),
  /** What the message asked for, checked against the answer's files; absent on older answers. */
  checklist: checklistSchema.optional(),
  hasAppliedCode: z.boolean(),
  isCodeMessage: z.boolean(),
  model: z.string().optional(),
  validation: codeValidationSchema.optional(),
  /** The answer this one repairs ("Fix with AI"), when it is a repair. */
  repairOf: z.uuid().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A component a conversation starts from, named by reference: a library item or one of the user's
 * saved components, and its version. The server reads its model when the first message refines it;
 * nothing of it is copied into the conversation's context.
 */
export const sessionReferenceSchema = z.object({
  kind: z.enum(['library', 'component']),
  id: uuidParam,
  version: z
    .number({ error: 'version must be a number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .max(1_000_000, 'version is too large'),
});
export type SessionReference = z.infer<typeof sessionReferenceSchema>;

/** The reference as a conversation shows it: what it is called and in which framework. */
export const sessionOriginSchema = sessionReferenceSchema.extend({
  name: z.string(),
  framework: frameworkSchema,
});
export type SessionOrigin = z.infer<typeof sessionOriginSchema>;

export const chatSessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  context: storedContextSchema.nullable(),
  isActive: z.boolean(),
  /** An answer is being produced for this session right now. */
  isProcessing: z.boolean(),
  messageCount: z.number().int(),
  createdAt: isoDateTime,
  lastActivity: isoDateTime,
  /** The component the conversation customizes, when it was started from one. */
  from: sessionOriginSchema.optional(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const startSessionBodySchema = z
  .object({
    title: z.string().trim().max(200, 'The title can be at most 200 characters').optional(),
    context: contextSchema.optional(),
    /** Start from this component: the first message refines it. */
    from: sessionReferenceSchema.optional(),
  })
  .default({});
export type StartSessionBody = z.infer<typeof startSessionBodySchema>;

export const startSessionAnswerSchema = successEnvelope(
  chatSessionSchema.extend({ sessionId: z.uuid() }),
);
export type StartSessionAnswer = z.infer<typeof startSessionAnswerSchema>;

export const renameSessionBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the conversation a title')
    .max(200, 'The title can be at most 200 characters'),
});
export type RenameSessionBody = z.infer<typeof renameSessionBodySchema>;
export const renameSessionAnswerSchema = successEnvelope(chatSessionSchema);
export type RenameSessionAnswer = z.infer<typeof renameSessionAnswerSchema>;

/** `stopped` is false when the answer had already been stored before the stop arrived. */
export const stopAnswerSchema = successEnvelope(z.object({ stopped: z.boolean() }));
export type StopAnswer = z.infer<typeof stopAnswerSchema>;

/** A conversation as lists show it: without its context, which only the single read returns. */
export const chatSessionSummarySchema = chatSessionSchema.omit({ context: true, from: true });
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;

export const sessionsQuerySchema = pageQuerySchema;
export const sessionsAnswerSchema = successEnvelope(pagedDataSchema(chatSessionSummarySchema));
export type SessionsAnswer = z.infer<typeof sessionsAnswerSchema>;

/**
 * One conversation's messages, oldest first. With `limit`, only the latest messages (before the
 * message `before`, when given) are answered, and `hasEarlier` says whether more precede them.
 */
export const sessionQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(500, 'limit must be 500 or less')
    .optional(),
  before: uuidParam.optional(),
});
export type SessionQuery = z.infer<typeof sessionQuerySchema>;

export const sessionAnswerSchema = successEnvelope(
  z.object({
    session: chatSessionSchema,
    messages: z.array(chatMessageSchema),
    hasEarlier: z.boolean(),
  }),
);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const conversationTurnSchema = z.object({
  role: z.enum(['user', 'assistant', 'ai', 'system']),
  content: z.string().max(100_000),
  timestamp: z.union([isoDateTime, z.number()]).optional(),
});

/** A file as the person edited it, sent with a message about it (the editor's "Fix with AI"). */
export const MAX_EDITED_FILE_LENGTH = 50_000;
const editedCodeFileSchema = generatedFileSchema.extend({
  path: z.string().trim().min(1).max(200, 'A file path can be at most 200 characters'),
  content: z
    .string()
    .max(MAX_EDITED_FILE_LENGTH, `A file can be at most ${MAX_EDITED_FILE_LENGTH} characters`),
  language: z.string().max(40),
});

export const chatBodySchema = z.object({
  sessionId: uuidParam,
  message: promptText,
  context: contextSchema.optional(),
  /** What the client remembers; the server answers from the session's stored history instead. */
  conversationHistory: z.array(conversationTurnSchema).max(500).default([]),
  continuePreviousConversation: z.boolean().default(false),
  framework: frameworkSchema.optional(),
  /**
   * "Fix with AI": the id of the session's answer whose code this message asks to repair. The
   * first repair of an answer uses no generation from the allowance; another one of the same
   * answer is charged like any answer.
   */
  repairOf: uuidParam.optional(),
  /**
   * Code the person edited by hand that this message is about (the editor's "Fix with AI"): a
   * model answers with these files repaired; the built-in engine, which writes code only from its
   * own model of a component, answers in plain words that it cannot repair them.
   */
  editedFiles: z.array(editedCodeFileSchema).min(1).max(20, 'At most 20 files').optional(),
});
export type ChatBody = z.infer<typeof chatBodySchema>;

export const chatAnswerDataSchema = z.object({
  sessionId: z.uuid(),
  messageId: z.uuid(),
  userMessageId: z.uuid(),
  message: z.string(),
  codeBlocks: z.array(codeBlockSchema),
  /** The main file's code (the component class), when the answer has code. */
  code: z.string().optional(),
  codeLanguage: z.string().optional(),
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  /** What the message asked for, each item met or not (with why) in the answer's files. */
  checklist: checklistSchema,
  /** Set when the message named no component: the question asked back, with suggestions. */
  clarification: clarificationSchema.optional(),
  model: z.string(),
  provider: aiProviderIdSchema,
  validation: codeValidationSchema,
  /** Whether this answer used a generation from the allowance. */
  charged: z.boolean(),
  /** The answer this one repairs ("Fix with AI"), when it is a repair. */
  repairOf: z.uuid().optional(),
  usage: usageAfterSchema.optional(),
  processingTime: z.number().int(),
  timestamp: isoDateTime,
});
export type ChatAnswerData = z.infer<typeof chatAnswerDataSchema>;
export const chatAnswerSchema = successEnvelope(chatAnswerDataSchema);
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * Events of POST /ai/copilot/chat/stream (text/event-stream): `delta` {text} as the answer is written,
 * `status` {stage, diagnostics?} while it is checked or repaired, then one `done` with the full
 * answer's data, or one `error` with the usual error envelope.
 */
export const chatStreamDeltaSchema = z.object({ text: z.string() });
export const chatStreamStatusSchema = z.object({
  stage: z.enum(['validating', 'repairing']),
  diagnostics: z.array(diagnosticSchema).optional(),
});
