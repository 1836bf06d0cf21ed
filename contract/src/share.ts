import { z } from 'zod';
import { frameworkSchema, generatedFileSchema } from './ai';
import {
  isoDateTime,
  pagedDataSchema,
  pageQuerySchema,
  successEnvelope,
  uuidParam,
} from './common';

/** A share token: 32 random bytes, base64url (256 bits, unguessable). */
export const SHARE_TOKEN_PATTERN = /^[\w-]{43}$/;
/** The public page of a share link: `/s/<token>`. */
export const SHARE_PAGE_PREFIX = '/s/';
/** Expiry choices offered when a link is created; the server accepts any whole day up to the most. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
export const MAX_SHARE_EXPIRY_DAYS = 365;

/**
 * The token as a path parameter. Any text up to a bound is accepted so that a malformed token is
 * answered like an unknown one (404), never with a hint about the format.
 */
export const shareTokenParamsSchema = z.object({
  token: z.string().min(1, 'A share token is required').max(200, 'Not a share token'),
});
export type ShareTokenParams = z.infer<typeof shareTokenParamsSchema>;

/** `POST /api/share`: a link to one version of one of the caller's components. */
export const createShareLinkBodySchema = z.strictObject({
  componentId: uuidParam,
  version: z
    .number({ error: 'version must be a version number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .max(1_000_000, 'version is too large'),
  /** Omitted: the link never expires. */
  expiresInDays: z
    .number({ error: 'expiresInDays must be a number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be 1 or more')
    .max(MAX_SHARE_EXPIRY_DAYS, `expiresInDays can be at most ${MAX_SHARE_EXPIRY_DAYS}`)
    .optional(),
});
export type CreateShareLinkBody = z.infer<typeof createShareLinkBodySchema>;

export const shareLinksQuerySchema = pageQuerySchema.extend({ componentId: uuidParam });
export type ShareLinksQuery = z.infer<typeof shareLinksQuerySchema>;

export const shareLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

/** A link as its owner lists it: never its token, only the token's last 4 characters. */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  componentId: z.uuid(),
  version: z.number().int(),
  tokenHint: z.string(),
  status: shareLinkStatusSchema,
  createdAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: the only time its token is shown. */
export const createdShareLinkSchema = shareLinkSchema.extend({
  token: z.string(),
  /** The page's path (`/s/<token>`), to resolve against the site's origin. */
  path: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** What a share link shows to anyone holding it: that version's name and code, read-only. */
export const sharedComponentSchema = z.object({
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  framework: frameworkSchema,
  files: z.array(generatedFileSchema),
  savedAt: isoDateTime,
});
export type SharedComponent = z.infer<typeof sharedComponentSchema>;

export const createdShareLinkAnswerSchema = successEnvelope(createdShareLinkSchema);
export type CreatedShareLinkAnswer = z.infer<typeof createdShareLinkAnswerSchema>;
export const shareLinkAnswerSchema = successEnvelope(shareLinkSchema);
export type ShareLinkAnswer = z.infer<typeof shareLinkAnswerSchema>;
export const shareLinksAnswerSchema = successEnvelope(pagedDataSchema(shareLinkSchema));
export type ShareLinksAnswer = z.infer<typeof shareLinksAnswerSchema>;
export const sharedComponentAnswerSchema = successEnvelope(sharedComponentSchema);
export type SharedComponentAnswer = z.infer<typeof sharedComponentAnswerSchema>;
