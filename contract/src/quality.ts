import { z } from 'zod';
import { checklistSchema } from './checklist';
import { diagnosticSchema, frameworkSchema, generatedFileSchema } from './ai';
import { isoDateTime, successEnvelope } from './common';

/** A file to check, bounded like the files of a saved version. */
const checkedFileSchema = generatedFileSchema.extend({
  path: z
    .string()
    .trim()
    .min(1, 'A file needs a path')
    .max(200, 'A file path can be at most 200 characters'),
  content: z.string().max(200_000, 'A file can be at most 200000 characters'),
  language: z.string().max(20, 'A language can be at most 20 characters'),
});

export const checkedFilesSchema = z
  .array(checkedFileSchema)
  .min(1, 'Send at least one file')
  .max(20, 'At most 20 files');

/** `POST /api/ai/validate`: the engine's validator over files the caller holds. */
export const validateBodySchema = z.object({
  framework: frameworkSchema,
  files: checkedFilesSchema,
});
export type ValidateBody = z.infer<typeof validateBodySchema>;

export const validateResultSchema = z.object({
  /** The hash of the framework and files (path and content): the key the result is cached under. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  diagnostics: z.array(diagnosticSchema),
});
export type ValidateResult = z.infer<typeof validateResultSchema>;
export const validateAnswerSchema = successEnvelope(validateResultSchema);

/* ── Scorecard ───────────────────────────────────────────────────────── */

export const checkStatusSchema = z.enum(['green', 'amber', 'red', 'unchecked']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** One row of the scorecard: its status, a one-line reason, and who checked it when. */
export const checkSchema = z.object({
  status: checkStatusSchema,
  reason: z.string(),
  /** compiles and safe are checked by the server; renders and accessible by the user's browser. */
  reportedBy: z.enum(['server', 'browser']),
  /** When the check ran; null while it is "not checked". */
  checkedAt: isoDateTime.nullable(),
});
export type Check = z.infer<typeof checkSchema>;

/** The server's half of a scorecard, as stored with a version (hash null: validation could not run). */
export interface ServerChecks {
  hash: string | null;
  compiles: Check;
  safe: Check;
}

export const axeImpactSchema = z.enum(['minor', 'moderate', 'serious', 'critical']);
export type AxeImpact = z.infer<typeof axeImpactSchema>;

/** One axe-core rule the rendered component broke, with the elements (CSS selectors) it broke it on. */
export const axeViolationSchema = z.object({
  id: z.string().min(1).max(100),
  impact: axeImpactSchema.nullable(),
  help: z.string().max(500),
  targets: z.array(z.string().max(500)).max(50),
});
export type AxeViolation = z.infer<typeof axeViolationSchema>;

/** The server's checks (compiles, safe) and the browser's (renders, accessible) in one shape. */
export const scorecardSchema = z.object({
  /** The hash of the framework and files checked (the validate cache key); null until checked. */
  hash: z.string().nullable(),
  /**
   * The first row: the requirements checklist ("Requirements: 9 of 10 met — not met: …"), green when
   * everything asked for is met, amber otherwise; absent when nothing describes what was asked.
   */
  requirements: checkSchema.extend({ items: checklistSchema }).optional(),
  compiles: checkSchema,
  renders: checkSchema,
  accessible: checkSchema.extend({ violations: z.array(axeViolationSchema) }),
  safe: checkSchema,
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** What the user's browser saw when the preview ran the code. */
export const browserReportSchema = z.object({
  rendered: z.boolean(),
  /** The first runtime error, with its location when known; null when none. */
  runtimeError: z.string().max(2000).nullable(),
  violations: z.array(axeViolationSchema).max(200),
});
export type BrowserReport = z.infer<typeof browserReportSchema>;

/**
 * `POST /api/ai/scorecard`: an answer's scorecard. The server checks the files; a report of the
 * user's browser, when sent, fills the renders and accessible rows (answers are not stored, so the
 * browser keeps its report and sends it along).
 */
export const scorecardBodySchema = validateBodySchema.extend({
  browser: browserReportSchema.optional(),
  /** What the answer was asked for: the server reads its checklist and checks the files against it. */
  description: z.string().max(4000, 'A description can be at most 4000 characters').optional(),
});
export type ScorecardBody = z.infer<typeof scorecardBodySchema>;
export const scorecardAnswerSchema = successEnvelope(scorecardSchema);
export type ScorecardAnswer = z.infer<typeof scorecardAnswerSchema>;

/** Every version's scorecard of one saved component, newest first. */
export const versionScorecardSchema = z.object({
  version: z.number().int(),
  scorecard: scorecardSchema,
});
export type VersionScorecard = z.infer<typeof versionScorecardSchema>;
export const versionScorecardsAnswerSchema = successEnvelope(
  z.object({ items: z.array(versionScorecardSchema) }),
);
export type VersionScorecardsAnswer = z.infer<typeof versionScorecardsAnswerSchema>;
export const versionScorecardAnswerSchema = successEnvelope(versionScorecardSchema);
export type VersionScorecardAnswer = z.infer<typeof versionScorecardAnswerSchema>;

/**
 * The list filter of My components, on the current version's scorecard: `passing` — all four checks
 * green; `problems` — any check red or amber; `unchecked` — no problem, but some check not run yet.
 */
export const componentChecksFilterSchema = z.enum(['passing', 'problems', 'unchecked']);
export type ComponentChecksFilter = z.infer<typeof componentChecksFilterSchema>;
