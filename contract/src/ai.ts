import { z } from 'zod';
import { checklistSchema, clarificationSchema } from './checklist';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';
import { CONTEXT_LIMITS, jsonLimitProblem } from './json-limits';

/** Codes the AI endpoints answer with, beside the shared ErrorCode ones (VALIDATION_ERROR, RATE_LIMITED …). */
export const AiErrorCode = {
  /** 503: the OpenAI-compatible provider is selected but OPENAI_API_KEY is not set. */
  missingApiKey: 'MISSING_API_KEY',
  /** 502: the provider answered with an error, or could not be reached. */
  openAiApiError: 'OPENAI_API_ERROR',
  /** 504: the provider did not finish within the configured time. */
  timeout: 'TIMEOUT',
  /** 429: the generation allowance of the period is used up (same code as billing's). */
  quotaExceeded: 'QUOTA_EXCEEDED',
  /** 400: the message is empty after trimming. */
  emptyMessage: 'EMPTY_MESSAGE',
  /** 400: the message or prompt is longer than the allowed length. */
  promptTooLong: 'PROMPT_TOO_LONG',
  /** 429: a message arrived sooner than the minimum interval after the previous one. */
  messageTooSoon: 'MESSAGE_TOO_SOON',
  /** 409: the session is still answering an earlier message. */
  requestInProgress: 'REQUEST_IN_PROGRESS',
  /** 409: a refine prompt names no earlier component to refine. */
  nothingToRefine: 'NOTHING_TO_REFINE',
  /** 409: the person stopped the answer before it finished; nothing was stored or charged. */
  stopped: 'STOPPED',
} as const;

/** The spec's guard texts, answered as the error message. */
export const AiGuardMessage = {
  emptyMessage: 'Message cannot be empty',
  messageTooSoon: 'Please wait before sending another message',
  requestInProgress: 'Already processing a request',
} as const;

export const MAX_PROMPT_LENGTH = 2000;
export const MIN_MESSAGE_INTERVAL_MS = 500;
/** Code blocks extracted from model text count only when longer than this. */
export const MIN_CODE_BLOCK_LENGTH = 10;

/** Bodies may carry more text than a prompt allows, so the length rule answers its own code and message. */
const promptText = z.string().max(100_000, 'The text is far too long');
/** A context as answers show it: stored before the limits existed, it may be larger than they allow. */
const storedContextSchema = z.record(z.string(), z.unknown());
/** A context sent in a request is stored and counted as storage, so it is bounded (CONTEXT_LIMITS). */
const withinContextLimits = <T extends z.ZodType>(schema: T) =>
  schema.superRefine((value, context) => {
    const problem = jsonLimitProblem(value, CONTEXT_LIMITS);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const contextSchema = withinContextLimits(z.record(z.string(), z.unknown()));

/** angular, react (raw elements and a CSS module), react-ds (React with @kiln/design-system). */
export const frameworkSchema = z.enum(['angular', 'react', 'react-ds']);
export type AiFramework = z.infer<typeof frameworkSchema>;

/** Each framework's name as people read it, in the app and in pages the server fills in. */
export const FRAMEWORK_LABELS: Record<AiFramework, string> = {
  angular: 'Angular',
  react: 'React',
  'react-ds': 'React + Kiln design system',
};

export const aiProviderIdSchema = z.enum(['builtin', 'openai']);
export type AiProviderId = z.infer<typeof aiProviderIdSchema>;

export const codeBlockSchema = z.object({ language: z.string(), code: z.string() });
export type AiCodeBlock = z.infer<typeof codeBlockSchema>;

export const generatedFileSchema = z.object({
  path: z.string(),
  content: z.string(),
  type: z.enum(['component', 'template', 'style', 'test']),
  language: z.string(),
});
export type AiGeneratedFile = z.infer<typeof generatedFileSchema>;

export const diagnosticSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  source: z.string(),
});
export type AiDiagnostic = z.infer<typeof diagnosticSchema>;

/** How the code of an answer fared in the engine's validator; `valid: false` answers carry their diagnostics. */
export const codeValidationSchema = z.object({
  valid: z.boolean(),
  /** The model's first answer failed validation and was sent back once for repair. */
  repaired: z.boolean(),
  diagnostics: z.array(diagnosticSchema),
});
export type CodeValidation = z.infer<typeof codeValidationSchema>;

export const usageAfterSchema = z.object({
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  generationsRemaining: z.number().int(),
  resetsAt: isoDateTime,
});

/* ── Chat sessions and messages ──────────────────────────────────────── */

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

/* ── Prompt API ──────────────────────────────────────────────────────── */

export const promptTypeSchema = z.enum(['generate', 'refine']);

export const promptRecordBodySchema = z.object({
  /** The client's own id for the record; kept as clientId. */
  id: z.string().max(100).optional(),
  content: promptText,
  type: promptTypeSchema.default('generate'),
  context: withinContextLimits(
    z
      .object({
        framework: frameworkSchema.optional(),
        /** For type refine: the prompt response whose component to change. */
        responseId: z.uuid().optional(),
      })
      .catchall(z.unknown()),
  ).optional(),
  timestamp: z.union([isoDateTime, z.number()]).optional(),
  /** Ignored: the user always comes from the access token. */
  userId: z.string().max(100).optional(),
  model: z.string().max(200).optional(),
});
export type PromptRecordBody = z.infer<typeof promptRecordBodySchema>;

export const promptCodeSchema = z.object({
  typescript: z.string(),
  html: z.string(),
  scss: z.string(),
});

export const promptResponseDataSchema = z.object({
  id: z.uuid(),
  promptId: z.uuid(),
  content: z.string(),
  code: promptCodeSchema,
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  /** What the prompt asked for, each item met or not (with why) in the response's files. */
  checklist: checklistSchema,
  /** Set when the prompt named no component: the question asked back, with suggestions. */
  clarification: clarificationSchema.optional(),
  processingTime: z.number().int(),
  model: z.string(),
  metadata: z.object({
    generationTime: z.number().int(),
    model: z.string(),
    provider: aiProviderIdSchema,
    framework: frameworkSchema,
    validation: codeValidationSchema,
    charged: z.boolean(),
    usage: usageAfterSchema.optional(),
  }),
  timestamp: isoDateTime,
});
export type PromptResponseData = z.infer<typeof promptResponseDataSchema>;
export const promptSendAnswerSchema = successEnvelope(promptResponseDataSchema);
export type PromptSendAnswer = z.infer<typeof promptSendAnswerSchema>;

export const aiHealthAnswerSchema = successEnvelope(
  z.object({
    status: z.enum(['healthy', 'unhealthy']),
    provider: aiProviderIdSchema,
    model: z.string(),
    configured: z.boolean(),
    latencyMs: z.number().int().nullable(),
    message: z.string(),
    timestamp: isoDateTime,
  }),
);
export type AiHealthAnswer = z.infer<typeof aiHealthAnswerSchema>;

export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: aiProviderIdSchema,
  available: z.boolean(),
  isDefault: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;
export const aiModelsAnswerSchema = successEnvelope(
  z.object({
    provider: aiProviderIdSchema,
    defaultModel: z.string(),
    models: z.array(aiModelSchema),
  }),
);
export type AiModelsAnswer = z.infer<typeof aiModelsAnswerSchema>;

export const cursorSchema = z.union([
  z.number().int().min(0),
  z.object({ line: z.number().int().min(1), column: z.number().int().min(1) }),
]);
export const suggestionsBodySchema = z.object({
  code: z.string().max(200_000, 'The code can be at most 200000 characters'),
  /** An offset into the code, or a 1-based line and column. */
  cursor: cursorSchema,
  context: z
    .object({
      language: z.enum(['typescript', 'html', 'scss', 'tsx', 'css']).optional(),
      fileName: z.string().max(200).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type SuggestionsBody = z.infer<typeof suggestionsBodySchema>;

export const editorSuggestionSchema = z.object({
  kind: z.enum(['completion', 'edit']),
  label: z.string(),
  /** Text to insert at the cursor (completion) or to put in place of `range` (edit). */
  insertText: z.string(),
  /** Offsets into the code that `insertText` replaces; for a completion, the word typed so far. */
  range: z.object({ start: z.number().int(), end: z.number().int() }),
  detail: z.string().optional(),
});
export type EditorSuggestion = z.infer<typeof editorSuggestionSchema>;
export const suggestionsAnswerSchema = successEnvelope(
  z.object({
    suggestions: z.array(editorSuggestionSchema),
    diagnostics: z.array(diagnosticSchema),
    model: z.string(),
  }),
);
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;

/* ── Structured generation and history ───────────────────────────────── */

export const codeGenerationRequestSchema = z.object({
  type: z.string().trim().max(100).optional(),
  framework: z.string().trim().max(40).optional(),
  name: z.string().trim().max(100).optional(),
  description: z.string().max(100_000).optional(),
  features: z.array(z.string().max(200)).max(50).optional(),
  styling: z
    .union([
      z.string().max(1000),
      z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
    ])
    .optional(),
  props: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        type: z.string().max(100),
        required: z.boolean().default(false),
      }),
    )
    .max(50)
    .optional(),
  dependencies: z.array(z.string().max(200)).max(50).optional(),
});
export type CodeGenerationRequestBody = z.infer<typeof codeGenerationRequestSchema>;

export const generatedCodeResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  framework: frameworkSchema,
  files: z.array(generatedFileSchema),
  dependencies: z.array(z.string()),
  instructions: z.string(),
  timestamp: isoDateTime,
  /** What the request's description asked for, each item met or not (with why) in the files. */
  checklist: checklistSchema,
  /** Set when the description named no component: no files, a question and suggestions instead. */
  clarification: clarificationSchema.optional(),
});
export type GeneratedCodeResultData = z.infer<typeof generatedCodeResultSchema>;
export const generateAnswerSchema = successEnvelope(generatedCodeResultSchema);
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;

export const historyEntrySchema = z.object({
  id: z.uuid(),
  content: z.string(),
  type: z.string(),
  source: z.enum(['prompt', 'generate']),
  context: storedContextSchema.nullable(),
  model: z.string().nullable(),
  timestamp: isoDateTime,
  response: promptResponseDataSchema
    .omit({ metadata: true })
    .extend({ metadata: z.record(z.string(), z.unknown()) })
    .nullable(),
});
/** A prompt record with its response and context, as the data export lists them. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/* ── Generation history ──────────────────────────────────────────────── */

/** Entries a history page shows unless asked for another number (the spec's page size). */
export const HISTORY_PAGE_SIZE = 10;

export const historySourceSchema = z.enum(['copilot', 'prompt', 'generate']);
export type HistorySource = z.infer<typeof historySourceSchema>;
export const historyStatusSchema = z.enum(['completed', 'failed']);
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

export const historyQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(HISTORY_PAGE_SIZE),
  /** Words the prompt contains, matched as typed (no patterns), case-insensitively. */
  search: z
    .string()
    .trim()
    .max(200, 'search can be at most 200 characters')
    // PostgreSQL text cannot hold a NUL character, so no prompt contains one.
    .refine((value) => !value.includes('\0'), 'search cannot contain a NUL character')
    .optional(),
  framework: frameworkSchema.optional(),
  status: historyStatusSchema.optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/**
 * The stored answer an entry reopens: a copilot message or a prompt response. Its kind and id are
 * what "Save to My components" sends as the component's source.
 */
export const historyAnswerRefSchema = z.object({
  kind: z.enum(['chat-message', 'prompt-response']),
  id: z.uuid(),
  /** The conversation of a copilot answer. */
  sessionId: z.uuid().nullable(),
  message: z.string(),
  files: z.array(generatedFileSchema),
  suggestions: z.array(z.string()),
  confidence: z.number().nullable(),
});
export type HistoryAnswerRef = z.infer<typeof historyAnswerRefSchema>;

/** One generation the user asked for, from the copilot, the prompt API or the generate form. */
export const historyItemSchema = z.object({
  id: z.uuid(),
  prompt: z.string(),
  source: historySourceSchema,
  kind: z.enum(['chat', 'generate', 'refine']),
  status: historyStatusSchema,
  /** Why it failed, in plain words; null when it completed. */
  failureReason: z.string().nullable(),
  framework: frameworkSchema.nullable(),
  model: z.string(),
  /** Whether it took a generation from the plan's allowance. */
  charged: z.boolean(),
  timestamp: isoDateTime,
  /** Null for a failure that produced no answer, or an answer deleted since. */
  answer: historyAnswerRefSchema.nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyAnswerSchema = successEnvelope(pagedDataSchema(historyItemSchema));
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;
export const clearHistoryAnswerSchema = successEnvelope(z.object({ deleted: z.number().int() }));
export type ClearHistoryAnswer = z.infer<typeof clearHistoryAnswerSchema>;

/* ── Guard settings ──────────────────────────────────────────────────── */

/** The rules the AI endpoints apply right now, so the composer can show the same limits. */
export const aiGuardSettingsSchema = z.object({
  maxPromptLength: z.number().int(),
  minMessageIntervalMs: z.number().int(),
  requestsPerMinute: z.number().int(),
});
export type AiGuardSettings = z.infer<typeof aiGuardSettingsSchema>;
export const aiGuardSettingsAnswerSchema = successEnvelope(aiGuardSettingsSchema);
export type AiGuardSettingsAnswer = z.infer<typeof aiGuardSettingsAnswerSchema>;
