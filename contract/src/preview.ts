import { z } from 'zod';
import { frameworkSchema, generatedFileSchema } from './ai';
import { successEnvelope } from './common';

/** A preview build holds at most this many files, each at most this long (a component is 1–4). */
export const MAX_PREVIEW_FILES = 20;
export const MAX_PREVIEW_FILE_LENGTH = 200_000;

export const previewFileSchema = generatedFileSchema.extend({
  path: z.string().trim().min(1).max(200, 'A file path can be at most 200 characters'),
  content: z
    .string()
    .max(MAX_PREVIEW_FILE_LENGTH, `A file can be at most ${MAX_PREVIEW_FILE_LENGTH} characters`),
  language: z.string().max(40),
});

/** `POST /api/preview/builds`: compile these files for the sandboxed preview. */
export const previewBuildBodySchema = z.object({
  framework: frameworkSchema,
  files: z
    .array(previewFileSchema)
    .min(1, 'Send at least one file')
    .max(MAX_PREVIEW_FILES, `A preview takes at most ${MAX_PREVIEW_FILES} files`),
});
export type PreviewBuildBody = z.infer<typeof previewBuildBodySchema>;

/** A compile problem (TypeScript, Angular template, sass, bundling) where it was found. */
export const previewProblemSchema = z.object({
  file: z.string().nullable(),
  /** 1-based. */
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  message: z.string(),
});
export type PreviewProblem = z.infer<typeof previewProblemSchema>;

/** A build is named by the hash of its framework and files: the same code is the same build. */
export const previewBuildIdSchema = z.string().regex(/^[a-f0-9]{64}$/, 'Not a preview build id');

export const previewBuildSchema = z.object({
  id: previewBuildIdSchema,
  /** The sandboxed document to load in the iframe; null when the code did not compile. */
  frameUrl: z.string().nullable(),
  problems: z.array(previewProblemSchema),
});
export type PreviewBuild = z.infer<typeof previewBuildSchema>;

export const previewBuildAnswerSchema = successEnvelope(previewBuildSchema);
export type PreviewBuildAnswer = z.infer<typeof previewBuildAnswerSchema>;

/** A preview that has not rendered within this long shows an error (the spec's preview timeout). */
export const PREVIEW_TIMEOUT_MS = 30_000;
