import { z } from 'zod';
import {
  codeGenerationRequestSchema,
  frameworkSchema,
  generatedFileSchema,
  type CodeGenerationRequestBody,
} from './ai';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';

/** The shelves the Templates screen groups templates on. */
export const templateCategorySchema = z.enum(['ui', 'forms', 'navigation', 'data', 'layout']);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
export const templateCategories = templateCategorySchema.options;

/** Codes the templates endpoints answer with, beside the shared ones. */
export const TemplateErrorCode = {
  /** 400: a preview was asked in a framework the template does not list. */
  frameworkNotOffered: 'TEMPLATE_FRAMEWORK_NOT_OFFERED',
  /** 422: the engine could not run the template's request. */
  requestNotRunnable: 'TEMPLATE_REQUEST_NOT_RUNNABLE',
} as const;

export const MAX_TEMPLATE_NAME_LENGTH = 80;
export const MAX_TEMPLATE_DESCRIPTION_LENGTH = 500;
export const MAX_TEMPLATE_TAGS = 12;
/** A template's request is run by the engine for its preview: its description stays short. */
export const MAX_TEMPLATE_REQUEST_DESCRIPTION_LENGTH = 2000;
/** Templates a list page shows unless asked for another number. */
export const TEMPLATES_PAGE_SIZE = 24;

const templateName = z
  .string()
  .trim()
  .min(1, 'Give the template a name')
  .max(MAX_TEMPLATE_NAME_LENGTH, `A name can be at most ${MAX_TEMPLATE_NAME_LENGTH} characters`);
const templateDescription = z
  .string()
  .trim()
  .min(1, 'Say what the template makes')
  .max(
    MAX_TEMPLATE_DESCRIPTION_LENGTH,
    `A description can be at most ${MAX_TEMPLATE_DESCRIPTION_LENGTH} characters`,
  );
const templateTag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag can be at most 40 characters');
const templateTags = z
  .array(templateTag)
  .max(MAX_TEMPLATE_TAGS, `At most ${MAX_TEMPLATE_TAGS} tags`)
  .transform((tags) => [...new Set(tags)]);
const templateFrameworks = z
  .array(frameworkSchema)
  .min(1, 'Name at least one framework')
  .transform((frameworks) => [...new Set(frameworks)]);

/**
 * The Generate form's request a template starts from. The engine runs it for the preview, so it
 * must describe something, in a description of bounded length.
 */
export const templateRequestSchema = codeGenerationRequestSchema.extend({
  description: z
    .string()
    .trim()
    .min(1, 'The request needs a description')
    .max(
      MAX_TEMPLATE_REQUEST_DESCRIPTION_LENGTH,
      `The request's description can be at most ${MAX_TEMPLATE_REQUEST_DESCRIPTION_LENGTH} characters`,
    ),
});
export type TemplateRequest = CodeGenerationRequestBody & { description: string };

export const templateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  frameworks: z.array(frameworkSchema),
  tags: z.array(z.string()),
  request: codeGenerationRequestSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Template = z.infer<typeof templateSchema>;

export const templatesQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(TEMPLATES_PAGE_SIZE),
  /** Words in the name, description or tags, matched as typed (no patterns), case-insensitively. */
  q: z
    .string()
    .trim()
    .max(200, 'q can be at most 200 characters')
    // PostgreSQL text cannot hold a NUL character, so no template contains one.
    .refine((value) => !value.includes('\0'), 'q cannot contain a NUL character')
    .optional(),
  category: templateCategorySchema.optional(),
  framework: frameworkSchema.optional(),
});
export type TemplatesQuery = z.input<typeof templatesQuerySchema>;

export const createTemplateBodySchema = z.object({
  name: templateName,
  description: templateDescription,
  category: templateCategorySchema,
  frameworks: templateFrameworks,
  tags: templateTags.default([]),
  request: templateRequestSchema,
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;

export const updateTemplateBodySchema = z
  .object({
    name: templateName,
    description: templateDescription,
    category: templateCategorySchema,
    frameworks: templateFrameworks,
    tags: templateTags,
    request: templateRequestSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>;

export const templateParamsSchema = z.object({ id: uuidParam });

export const templatePreviewQuerySchema = z.object({
  /** One of the template's frameworks; its request's own framework (or its first) when left out. */
  framework: frameworkSchema.optional(),
});
export type TemplatePreviewQuery = z.input<typeof templatePreviewQuerySchema>;

/** The files the built-in engine writes from a template's request, for the live preview. */
export const templatePreviewSchema = z.object({
  templateId: z.uuid(),
  name: z.string(),
  framework: frameworkSchema,
  files: z.array(generatedFileSchema),
  updatedAt: isoDateTime,
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templateAnswerSchema = successEnvelope(templateSchema);
export type TemplateAnswer = z.infer<typeof templateAnswerSchema>;
export const templatesAnswerSchema = successEnvelope(pagedDataSchema(templateSchema));
export type TemplatesAnswer = z.infer<typeof templatesAnswerSchema>;
export const templatePreviewAnswerSchema = successEnvelope(templatePreviewSchema);
export type TemplatePreviewAnswer = z.infer<typeof templatePreviewAnswerSchema>;
