import { z } from 'zod';
import { isoDateTime, pagedDataSchema, pageQuerySchema, successEnvelope } from './common';
import { emailSchema, passwordSchema, suppliedPasswordSchema } from './credentials';

/** Codes of the account-security answers, beside the shared ErrorCode ones. */
export const AccountErrorCode = {
  /** 401 on login: the password was right and the account asks for its second factor (details carry the challenge). */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** 400: the authenticator or recovery code is wrong, expired or already used. */
  invalidSecondFactor: 'INVALID_SECOND_FACTOR',
  /** 400: the e-mailed link is unknown, expired or already used. */
  invalidLink: 'INVALID_LINK',
  /** 403: an API key was sent to an endpoint outside its scope. */
  apiKeyScope: 'API_KEY_SCOPE',
  /** 415 / 400: the uploaded file is not a PNG, JPEG or WebP image. */
  unsupportedImage: 'UNSUPPORTED_IMAGE',
} as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Minutes a password-reset link stays usable. */
export const RESET_LINK_MINUTES = 30;
/** How a personal API key starts, so the server tells it from an access token. */
export const API_KEY_PREFIX = 'kiln_';
/**
 * What a personal API key may reach, chosen when it is made: each scope is a set of endpoints. A
 * key sent to an endpoint outside its scopes is answered 403 `API_KEY_SCOPE`: with
 * `missingScopeMessage` on the other scope's endpoints, with `apiKeyScopeMessage` anywhere else.
 * Settings and the API documentation list the same endpoints.
 */
export const API_KEY_SCOPES = ['generate', 'mcp'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_ENDPOINTS: Record<ApiKeyScope, readonly string[]> = {
  generate: [
    'POST /api/ai/generate',
    'POST /api/ai/prompt/send',
    'POST /api/ai/copilot/session/start',
    'POST /api/ai/copilot/chat',
    'POST /api/ai/copilot/chat/stream',
  ],
  // Its tools generate (counted like POST /api/ai/generate), refine saved versions, or only read.
  mcp: ['POST /mcp'],
};
/** What each scope is for, in Settings' words. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  generate: 'Generate: the CLI and the generation endpoints',
  mcp: "MCP: Kiln's tools for coding agents",
};
/** Every endpoint some key may call. */
export const API_KEY_ENDPOINTS: readonly string[] = API_KEY_SCOPES.flatMap(
  (scope) => API_KEY_SCOPE_ENDPOINTS[scope],
);
export const apiKeyScopeMessage = `This API key only works for ${API_KEY_ENDPOINTS.join(', ')}. Sign in with your account for everything else.`;
export const missingScopeMessage = (scope: ApiKeyScope) =>
  `This API key does not have the ${scope} scope that ${API_KEY_SCOPE_ENDPOINTS[scope].join(', ')} needs. Create a key with it in Settings → Security → API keys.`;

/* ── Sessions ─────────────────────────────────────────────────────────── */

export const activeSessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  /** The login this request was made from. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const loginSessionsAnswerSchema = successEnvelope(
  z.object({ sessions: z.array(activeSessionSchema) }),
);
export type LoginSessionsAnswer = z.infer<typeof loginSessionsAnswerSchema>;

/* ── Two-factor sign-in ───────────────────────────────────────────────── */

const totpCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(6, 'Enter the code from your authenticator app')
  .max(32, 'The code is too long');

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export const twoFactorStatusAnswerSchema = successEnvelope(twoFactorStatusSchema);
export type TwoFactorStatusAnswer = z.infer<typeof twoFactorStatusAnswerSchema>;

/** Enrolment: the secret as an otpauth URI and a QR code (data URL); nothing is active until confirmed. */
export const totpEnrolmentAnswerSchema = successEnvelope(
  z.object({ otpauthUri: z.string(), qrCode: z.string(), secret: z.string() }),
);
export type TotpEnrolmentAnswer = z.infer<typeof totpEnrolmentAnswerSchema>;

export const totpConfirmBodySchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmBody = z.infer<typeof totpConfirmBodySchema>;
/** Shown once: only their hashes are kept. */
export const recoveryCodesAnswerSchema = successEnvelope(
  z.object({ recoveryCodes: z.array(z.string()) }),
);
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

export const totpDisableBodySchema = z.strictObject({ password: suppliedPasswordSchema });
export type TotpDisableBody = z.infer<typeof totpDisableBodySchema>;

/** The second call of a login that answered SECOND_FACTOR_REQUIRED: an authenticator or recovery code. */
export const secondFactorBodySchema = z.strictObject({
  challenge: z.string().min(1, 'challenge is required').max(256, 'challenge is not valid'),
  code: totpCodeSchema,
});
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

export const secondFactorDetailsSchema = z.object({ challenge: z.string() });

/* ── Personal API keys ────────────────────────────────────────────────── */

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysAnswerSchema = successEnvelope(z.object({ keys: z.array(apiKeySchema) }));
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswerSchema>;
export const createApiKeyBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name the key' })
    .trim()
    .min(1, 'Name the key')
    .max(100, 'The name must be at most 100 characters'),
  /** Every scope unless some are chosen. */
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `A scope is one of ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .max(10, 'Choose each scope once')
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope)))
    .default([...API_KEY_SCOPES]),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;
/** The key itself is in this answer only. */
export const createdApiKeyAnswerSchema = successEnvelope(
  z.object({ key: apiKeySchema, secret: z.string() }),
);
export type CreatedApiKeyAnswer = z.infer<typeof createdApiKeyAnswerSchema>;

/* ── E-mailed links ───────────────────────────────────────────────────── */

export const passwordResetRequestBodySchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;
export const passwordResetBodySchema = z.strictObject({
  token: z.string().min(1, 'The link is not valid').max(256, 'The link is not valid'),
  newPassword: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export const verifyEmailBodySchema = z.strictObject({
  token: z.string().min(1, 'The link is not valid').max(256, 'The link is not valid'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const outboxEntrySchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: isoDateTime.nullable(),
  error: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** A contact or feedback message from the public site, as the admin inbox lists it. */
export const inboxMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['contact', 'feedback']),
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  category: z.string().nullable(),
  rating: z.number().int().nullable(),
  page: z.string().nullable(),
  createdAt: isoDateTime,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['contact', 'feedback']).optional(),
});
export const inboxAnswerSchema = successEnvelope(pagedDataSchema(inboxMessageSchema));
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;
export const outboxAnswerSchema = successEnvelope(pagedDataSchema(outboxEntrySchema));
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;
