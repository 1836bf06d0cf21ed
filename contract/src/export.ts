import { z } from 'zod';
import { frameworkSchema, type AiFramework } from './ai';
import { successEnvelope, uuidParam } from './common';
import { MAX_COMPONENTS_PER_USER } from './components';

/**
 * What an export holds: a project that installs and builds, the components' folders only, or
 * every file on its own at the top of the archive.
 */
export const exportKindSchema = z.enum(['project', 'components', 'files']);
export type ExportKind = z.infer<typeof exportKindSchema>;

/** Files an export may add beside the components' own. */
export const exportExtrasSchema = z.object({
  /** Unit tests: the engine's Angular spec files, React Testing Library tests. */
  tests: z.boolean().default(false),
  /** A Storybook story per component. */
  stories: z.boolean().default(false),
  /** A README per component: its files, inputs and provenance. */
  readme: z.boolean().default(false),
  /** A package.json (always part of a complete project). */
  packageJson: z.boolean().default(false),
});
export type ExportExtras = z.infer<typeof exportExtrasSchema>;

const projectName = z
  .string()
  .trim()
  .min(1, 'Give the project a name')
  .max(60, 'The project name can be at most 60 characters');

export const exportBodySchema = z.object({
  componentIds: z
    .array(uuidParam)
    .min(1, 'Choose at least one component')
    .max(MAX_COMPONENTS_PER_USER, `At most ${MAX_COMPONENTS_PER_USER} components`)
    .refine((ids) => new Set(ids).size === ids.length, 'A component is chosen twice'),
  kind: exportKindSchema,
  extras: exportExtrasSchema.prefault({}),
  name: projectName.default('kiln-components'),
});
export type ExportBody = z.input<typeof exportBodySchema>;

/**
 * The kind of project a framework's components run in: react-ds (React written with Kiln's design
 * system) shares React projects and starters with plain React; Angular has its own.
 */
export type ProjectFamily = 'angular' | 'react';
export const projectFamilyOf = (framework: AiFramework): ProjectFamily =>
  framework === 'angular' ? 'angular' : 'react';

/** Parts a scaffolded starter workspace may include. */
export const scaffoldFeatureSchema = z.enum([
  'auth',
  'dashboard',
  'settings',
  'dark-mode',
  'forms',
]);
export type ScaffoldFeature = z.infer<typeof scaffoldFeatureSchema>;

export const scaffoldBodySchema = z.object({
  name: projectName,
  framework: frameworkSchema,
  routing: z.boolean().default(true),
  features: z
    .array(scaffoldFeatureSchema)
    .max(5)
    .refine((list) => new Set(list).size === list.length, 'A feature is chosen twice')
    .default([]),
  componentIds: z
    .array(uuidParam)
    .max(MAX_COMPONENTS_PER_USER, `At most ${MAX_COMPONENTS_PER_USER} components`)
    .refine((ids) => new Set(ids).size === ids.length, 'A component is chosen twice')
    .default([]),
});
export type ScaffoldBody = z.input<typeof scaffoldBodySchema>;

/** The archive a request would download: its file name and every entry's path, sorted. */
export const archiveTreeSchema = z.object({
  fileName: z.string(),
  paths: z.array(z.string()),
});
export type ArchiveTree = z.infer<typeof archiveTreeSchema>;
export const archiveTreeAnswerSchema = successEnvelope(archiveTreeSchema);

/** The upload rule: one file of at most this many bytes, ending in one of IMPORT_EXTENSIONS. */
export const MAX_IMPORT_BYTES = 10_485_760;
export const IMPORT_EXTENSIONS = ['.zip', '.tar.gz'] as const;

/** Codes the import answers with, beside the shared ones. */
export const ImportErrorCode = {
  /** 400: the upload is not one .zip or .tar.gz file, or the archive is unsafe or unreadable. */
  importRejected: 'IMPORT_REJECTED',
  /** 413: the file is larger than MAX_IMPORT_BYTES. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** 400: the archive holds no component files. */
  nothingToImport: 'NOTHING_TO_IMPORT',
} as const;

/** One component an import would create (preview) or created (confirmed). */
export const importedComponentSchema = z.object({
  name: z.string(),
  framework: frameworkSchema,
  files: z.array(z.string()),
  /** Set once the import is confirmed and the component saved. */
  id: z.uuid().nullable(),
  version: z.number().int().nullable(),
});
export type ImportedComponent = z.infer<typeof importedComponentSchema>;

export const importQuerySchema = z.object({
  /** Without it the upload is only read and previewed; nothing is written. */
  confirm: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const importResultSchema = z.object({
  confirmed: z.boolean(),
  components: z.array(importedComponentSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importAnswerSchema = successEnvelope(importResultSchema);
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
