import { z } from 'zod';
import { frameworkSchema, generatedFileSchema } from './ai';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';

/** The gallery's shelves: the template categories, and a few more that published work falls into. */
export const GALLERY_CATEGORIES = [
  'ui',
  'forms',
  'navigation',
  'data',
  'layout',
  'feedback',
  'marketing',
] as const;
export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, {
  error: `Choose a category: ${GALLERY_CATEGORIES.join(', ')}`,
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const MAX_GALLERY_REPORT_LENGTH = 500;

/** Codes the gallery endpoints answer with, beside the shared ones. */
export const GalleryErrorCode = {
  /** 409: the entry has no engine model, so it cannot be converted to another framework. */
  remixUnavailable: 'REMIX_UNAVAILABLE',
  /** 409: this user already reported this entry. */
  alreadyReported: 'ALREADY_REPORTED',
} as const;

const title = z
  .string()
  .trim()
  .min(1, 'Give the entry a title')
  .max(100, 'The title can be at most 100 characters');
const description = z.string().trim().max(1000, 'The description can be at most 1000 characters');
const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag can be at most 40 characters');

/**
 * Publishing a version of one of my components: its code, model and framework are copied into the
 * entry, so later edits of the component do not change it until it is published again.
 */
export const publishGalleryBodySchema = z.object({
  componentId: uuidParam,
  /** The version to publish; the component's current version when left out. */
  version: z.number().int().min(1).max(1_000_000).optional(),
  title,
  description: description.default(''),
  category: galleryCategorySchema,
  tags: z.array(tag).max(10, 'At most 10 tags').default([]),
});
export type PublishGalleryBody = z.infer<typeof publishGalleryBodySchema>;

/** `popular` weighs likes, favourites, forks and views in one stored score. */
export const gallerySortSchema = z.enum(['popular', 'recent', 'forks', 'likes']);
export type GallerySort = z.infer<typeof gallerySortSchema>;

/** `hidden` lists the entries moderators hid, for admins only. */
export const galleryTabSchema = z.enum(['all', 'featured', 'favourites', 'hidden']);
export type GalleryTab = z.infer<typeof galleryTabSchema>;

export const galleryQuerySchema = pageQuerySchema.extend({
  tab: galleryTabSchema.default('all'),
  category: galleryCategorySchema.optional(),
  search: z.string().trim().max(200, 'The search can be at most 200 characters').optional(),
  sort: gallerySortSchema.default('popular'),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;

export const galleryCategoriesQuerySchema = galleryQuerySchema.pick({ tab: true, search: true });
export type GalleryCategoriesQuery = z.infer<typeof galleryCategoriesQuerySchema>;

export const galleryEntrySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: galleryCategorySchema,
  tags: z.array(z.string()),
  framework: frameworkSchema,
  /** The component version this entry is a snapshot of. */
  version: z.number().int(),
  author: z.object({ displayName: z.string() }),
  featured: z.boolean(),
  hidden: z.boolean(),
  likesCount: z.number().int(),
  favouritesCount: z.number().int(),
  forksCount: z.number().int(),
  viewsCount: z.number().int(),
  likedByMe: z.boolean(),
  favouritedByMe: z.boolean(),
  /** The signed-in user published it. */
  mine: z.boolean(),
  publishedAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type GalleryEntrySummary = z.infer<typeof galleryEntrySummarySchema>;

/** Whether the engine can convert the entry to another framework, and why not when it cannot. */
export const galleryRemixSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
});

export const galleryEntryDetailSchema = galleryEntrySummarySchema.extend({
  files: z.array(generatedFileSchema),
  remix: galleryRemixSchema,
});
export type GalleryEntryDetail = z.infer<typeof galleryEntryDetailSchema>;

/** My own entry for one of my components, as the publish dialog shows it. */
export const myGalleryEntrySchema = galleryEntrySummarySchema.extend({
  componentId: z.uuid(),
});
export type MyGalleryEntry = z.infer<typeof myGalleryEntrySchema>;

export const galleryCategoryCountSchema = z.object({
  category: galleryCategorySchema,
  count: z.number().int(),
});

export const galleryReactionSchema = z.object({
  active: z.boolean(),
  count: z.number().int(),
});
export type GalleryReaction = z.infer<typeof galleryReactionSchema>;

export const galleryForkBodySchema = z.object({
  /** The new component's name; the entry's title when left out. */
  name: z
    .string()
    .trim()
    .min(1, 'Give the component a name')
    .max(100, 'The name can be at most 100 characters')
    .optional(),
});
export type GalleryForkBody = z.infer<typeof galleryForkBodySchema>;

export const galleryRemixBodySchema = z.object({
  framework: frameworkSchema,
  name: galleryForkBodySchema.shape.name,
});
export type GalleryRemixBody = z.infer<typeof galleryRemixBodySchema>;

export const galleryRemixResultSchema = z.object({
  framework: frameworkSchema,
  files: z.array(generatedFileSchema),
});

export const galleryReportBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say what is wrong with this entry')
    .max(
      MAX_GALLERY_REPORT_LENGTH,
      `A reason can be at most ${MAX_GALLERY_REPORT_LENGTH} characters`,
    ),
});
export type GalleryReportBody = z.infer<typeof galleryReportBodySchema>;

export const galleryComponentParamsSchema = z.object({ componentId: uuidParam });

export const galleryListAnswerSchema = successEnvelope(pagedDataSchema(galleryEntrySummarySchema));
export type GalleryListAnswer = z.infer<typeof galleryListAnswerSchema>;
export const galleryCategoriesAnswerSchema = successEnvelope(
  z.object({ items: z.array(galleryCategoryCountSchema), total: z.number().int() }),
);
export type GalleryCategoriesAnswer = z.infer<typeof galleryCategoriesAnswerSchema>;
export const galleryEntryAnswerSchema = successEnvelope(galleryEntryDetailSchema);
export type GalleryEntryAnswer = z.infer<typeof galleryEntryAnswerSchema>;
export const myGalleryEntryAnswerSchema = successEnvelope(myGalleryEntrySchema.nullable());
export type MyGalleryEntryAnswer = z.infer<typeof myGalleryEntryAnswerSchema>;
export const galleryReactionAnswerSchema = successEnvelope(galleryReactionSchema);
export type GalleryReactionAnswer = z.infer<typeof galleryReactionAnswerSchema>;
export const galleryRemixAnswerSchema = successEnvelope(galleryRemixResultSchema);
export type GalleryRemixAnswer = z.infer<typeof galleryRemixAnswerSchema>;
