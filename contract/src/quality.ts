import { z } from 'zod';
import { diagnosticSchema, frameworkSchema } from './ai';
import { isoDateTime, successEnvelope } from './common';
import { editedFileSchema } from './components';

/** Files to check, bounded like the files of a saved version. */
export const checkedFilesSchema = z
  .array(editedFileSchema)
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
  /** The hash of the framework and files checked (the validate cache key). */
  hash: z.string(),
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

/** `POST /api/ai/scorecard`: the server's half of the scorecard for an answer's files. */
export const scorecardBodySchema = validateBodySchema;
export type ScorecardBody = z.infer<typeof scorecardBodySchema>;
export const scorecardAnswerSchema = successEnvelope(scorecardSchema);
export type ScorecardAnswer = z.infer<typeof scorecardAnswerSchema>;
