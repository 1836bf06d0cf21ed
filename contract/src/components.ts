import { z } from 'zod';
import { checklistSchema } from './checklist';
import { frameworkSchema, generatedFileSchema, codeValidationSchema } from './ai';
import { componentChecksFilterSchema } from './quality';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';

/** Saved components a user may keep at once; the server refuses the 101st. */
export const MAX_COMPONENTS_PER_USER = 100;

/** Codes the components endpoints answer with, beside the shared ones. */
export const ComponentErrorCode = {
  /** 409: the user already keeps MAX_COMPONENTS_PER_USER components. */
  componentLimitReached: 'COMPONENT_LIMIT_REACHED',
  /** 413: saving would pass the plan's storage limit. */
  storageLimitReached: 'STORAGE_LIMIT_REACHED',
  /** 409: the current version cannot be deleted. */
  currentVersion: 'CURRENT_VERSION',
  /** 400: the answer named as the source has no code to save. */
  nothingToSave: 'NOTHING_TO_SAVE',
} as const;

/**
 * Where the app opens a saved component in the AI code editor (its current version unless one is
 * named): the app's links and the server's answers that point people to a component both use it.
 */
export const componentEditorPath = (componentId: string, version?: number): string => {
  const query = new URLSearchParams({ component: componentId });
  if (version !== undefined) query.set('version', String(version));
  return `/dashboard/editor?${query.toString()}`;
};

/** The longest name a saved component may have. */
export const COMPONENT_NAME_MAX_LENGTH = 100;
const componentName = z
  .string()
  .trim()
  .min(1, 'Give the component a name')
  .max(
    COMPONENT_NAME_MAX_LENGTH,
    `The name can be at most ${COMPONENT_NAME_MAX_LENGTH} characters`,
  );
const componentDescription = z
  .string()
  .trim()
  .max(1000, 'The description can be at most 1000 characters');
const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag can be at most 40 characters');
const tags = z.array(tag).max(20, 'At most 20 tags');

/** A file the user edited and sends as it is: a relative path and its text. */
const editedFileSchema = generatedFileSchema.extend({
  path: z
    .string()
    .trim()
    .min(1, 'A file needs a path')
    .max(200, 'A file path can be at most 200 characters'),
  content: z.string().max(200_000, 'A file can be at most 200000 characters'),
  language: z.string().max(20, 'A language can be at most 20 characters'),
});

/**
 * Where the code of a new version comes from. An answer is named by reference and the server copies
 * its files, component model and provenance, so nothing the user did not edit is uploaded; code the
 * user edited is sent as files.
 */
export const componentSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat-message'), id: uuidParam }),
  z.object({ kind: z.literal('prompt-response'), id: uuidParam }),
  z.object({
    kind: z.literal('files'),
    framework: frameworkSchema,
    files: z
      .array(editedFileSchema)
      .min(1, 'Send at least one file')
      .max(20, 'At most 20 files')
      .refine(
        (files) => new Set(files.map((file) => file.path)).size === files.length,
        'Two files have the same path',
      ),
    /** The version these edits started from, recorded as provenance. */
    basedOnVersion: z.number().int().min(1).optional(),
  }),
]);
export type ComponentSource = z.infer<typeof componentSourceSchema>;

/** What produced a version: the prompt and conversation, the model, or the version it restores. */
export const versionProvenanceSchema = z.object({
  source: z.enum([
    'chat-message',
    'prompt-response',
    'files',
    'restore',
    'duplicate',
    'gallery-fork',
    'gallery-remix',
    'share-fork',
  ]),
  sourceId: z.string().nullable(),
  prompt: z.string().nullable(),
  conversation: z.array(z.object({ role: z.enum(['user', 'ai']), content: z.string() })),
  model: z.string().nullable(),
  provider: z.string().nullable(),
  /** For a restore: the version copied. For a duplicate: the component and version copied. */
  restoredFrom: z.number().int().nullable(),
  /** For edited files: the version the edits started from. */
  basedOnVersion: z.number().int().nullable(),
  copiedFrom: z.object({ componentId: z.string(), version: z.number().int() }).nullable(),
  /**
   * For a fork or remix of a gallery entry: the entry, its title and its author's name as they were
   * then, so the history still names them after the entry changes or goes.
   */
  origin: z
    .object({ entryId: z.string(), title: z.string(), author: z.string() })
    .nullable()
    .optional(),
  /**
   * For a fork of a share link: the link and what it showed. Only the shared name and version are
   * kept — never the original's id, prompt or conversation, which stay private to its owner.
   * Optional because versions saved before share links have no such field.
   */
  sharedFrom: z
    .object({ shareLinkId: z.string(), name: z.string(), version: z.number().int() })
    .nullable()
    .optional(),
});
export type VersionProvenance = z.infer<typeof versionProvenanceSchema>;

export const componentVersionSummarySchema = z.object({
  version: z.number().int(),
  framework: frameworkSchema,
  bytes: z.number().int(),
  provenance: versionProvenanceSchema,
  validation: codeValidationSchema.nullable(),
  createdAt: isoDateTime,
});
export type ComponentVersionSummary = z.infer<typeof componentVersionSummarySchema>;

export const componentVersionSchema = componentVersionSummarySchema.extend({
  files: z.array(generatedFileSchema),
  /** The engine's component model, kept so a follow-up can refine this version. */
  hasModel: z.boolean(),
  /**
   * The requirements checklist of the answer this version was saved from, kept with the version;
   * null for code saved without an answer (edited files, imports) or saved before checklists.
   */
  checklist: checklistSchema.nullable(),
});
export type ComponentVersion = z.infer<typeof componentVersionSchema>;

export const componentSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  framework: frameworkSchema,
  currentVersion: z.number().int(),
  versionCount: z.number().int(),
  /** Bytes all of its versions take from the plan's storage. */
  storageBytes: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

/** One component with its current version's code. */
export const componentDetailSchema = componentSummarySchema.extend({
  current: componentVersionSchema,
});
export type ComponentDetail = z.infer<typeof componentDetailSchema>;

export const createComponentBodySchema = z.object({
  name: componentName,
  description: componentDescription.default(''),
  tags: tags.default([]),
  source: componentSourceSchema,
});
export type CreateComponentBody = z.infer<typeof createComponentBodySchema>;

export const updateComponentBodySchema = z
  .object({ name: componentName, description: componentDescription, tags })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send a name, description or tags to change');
export type UpdateComponentBody = z.infer<typeof updateComponentBodySchema>;

export const addVersionBodySchema = z.object({ source: componentSourceSchema });
export type AddVersionBody = z.infer<typeof addVersionBodySchema>;

/** `updated`: the component worked on last (a new version or a rename) first. */
export const componentSortSchema = z.enum(['newest', 'oldest', 'updated', 'name', 'framework']);
export type ComponentSort = z.infer<typeof componentSortSchema>;

export const componentsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'The search can be at most 200 characters').optional(),
  framework: frameworkSchema.optional(),
  tag: tag.optional(),
  sort: componentSortSchema.default('newest'),
  checks: componentChecksFilterSchema.optional(),
});
export type ComponentsQuery = z.infer<typeof componentsQuerySchema>;

const versionNumber = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a version number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(1_000_000, `${name} is too large`);

export const componentVersionParamsSchema = z.object({
  id: uuidParam,
  version: versionNumber('version'),
});
export type ComponentVersionParams = z.infer<typeof componentVersionParamsSchema>;

export const componentDiffQuerySchema = z.object({
  from: versionNumber('from'),
  to: versionNumber('to'),
});
export type ComponentDiffQuery = z.infer<typeof componentDiffQuerySchema>;

/** A file's change between two versions, as a unified diff (empty for unchanged files). */
export const fileDiffSchema = z.object({
  path: z.string(),
  status: z.enum(['added', 'removed', 'modified', 'unchanged']),
  additions: z.number().int(),
  deletions: z.number().int(),
  patch: z.string(),
});
export type FileDiff = z.infer<typeof fileDiffSchema>;

export const componentStatsSchema = z.object({
  total: z.number().int(),
  savedLast7Days: z.number().int(),
  byFramework: z.partialRecord(frameworkSchema, z.number().int()),
  limit: z.number().int(),
});
export type ComponentStats = z.infer<typeof componentStatsSchema>;

export const componentAnswerSchema = successEnvelope(componentDetailSchema);
export type ComponentAnswer = z.infer<typeof componentAnswerSchema>;
/** A component as My components lists it: with the summary of its current version's scorecard. */
export const componentListItemSchema = componentSummarySchema.extend({
  checks: componentChecksFilterSchema,
  /**
   * Whether the current version compiles, as its stored "compiles" check says (the fact its version
   * list marks "Does not compile" by): false with errors, true without, null while not checked.
   */
  compiles: z.boolean().nullable(),
});
export type ComponentListItem = z.infer<typeof componentListItemSchema>;
export const componentsAnswerSchema = successEnvelope(pagedDataSchema(componentListItemSchema));
export type ComponentsAnswer = z.infer<typeof componentsAnswerSchema>;
export const componentVersionsAnswerSchema = successEnvelope(
  z.object({ items: z.array(componentVersionSummarySchema) }),
);
export type ComponentVersionsAnswer = z.infer<typeof componentVersionsAnswerSchema>;
export const componentVersionAnswerSchema = successEnvelope(componentVersionSchema);
export type ComponentVersionAnswer = z.infer<typeof componentVersionAnswerSchema>;
export const componentDiffAnswerSchema = successEnvelope(
  z.object({ from: z.number().int(), to: z.number().int(), files: z.array(fileDiffSchema) }),
);
export type ComponentDiffAnswer = z.infer<typeof componentDiffAnswerSchema>;
export const componentStatsAnswerSchema = successEnvelope(componentStatsSchema);
export type ComponentStatsAnswer = z.infer<typeof componentStatsAnswerSchema>;
