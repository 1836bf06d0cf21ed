import { z } from 'zod';
import { isoDateTime, successEnvelope } from './common';
import { chatMessageSchema, chatSessionSchema, historyEntrySchema } from './ai';
import { passwordSchema, suppliedPasswordSchema } from './credentials';
import { componentSummarySchema, componentVersionSchema } from './components';
import { presetSchema } from './presets';
import { shareLinkSchema } from './share';
import { generationEventSchema } from './analytics';

export const planIdSchema = z.enum(['free', 'pro', 'premium', 'enterprise']);
export type PlanId = z.infer<typeof planIdSchema>;

export const subscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'expired',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const subscriptionSchema = z.object({
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  startDate: isoDateTime,
  endDate: isoDateTime.nullable(),
  isTrialActive: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Storage figures are bytes. */
export const usageSchema = z.object({
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  storageUsed: z.number().int(),
  storageLimit: z.number().int(),
  lastResetDate: isoDateTime,
});
export type Usage = z.infer<typeof usageSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  company: z.string().nullable(),
  avatar: z.string().nullable(),
  subscription: subscriptionSchema,
  usage: usageSchema,
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = successEnvelope(z.object({ user: userSchema }));
export type UserAnswer = z.infer<typeof userAnswerSchema>;

const personName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');
export const companySchema = z
  .string({ error: 'Company must be text' })
  .trim()
  .max(200, 'Company must be at most 200 characters');

export const avatarSchema = z
  .url({ protocol: /^https$/, error: 'Avatar must be an https URL' })
  .max(2048, 'Avatar URL must be at most 2048 characters');

export const updateProfileBodySchema = z
  .strictObject(
    {
      firstName: firstNameSchema.optional(),
      lastName: lastNameSchema.optional(),
      company: companySchema.nullable().optional(),
      avatar: avatarSchema.nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Profile must be an object',
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Send at least one profile field to change');
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/* ── Preferences ───────────────────────────────────────────────────────── */

export const themeSchema = z.enum(['light', 'dark', 'system'], {
  error: 'theme must be one of light, dark, system',
});

const knownTimeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** IANA names; aliases the runtime resolves to a known zone (e.g. Asia/Kolkata) are accepted as sent. */
export const isKnownTimeZone = (name: string): boolean => {
  if (knownTimeZones.has(name)) return true;
  if (!/^[A-Z_]+(?:\/[\w+-]+){1,2}$/i.test(name)) return false;
  try {
    return knownTimeZones.has(
      new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone,
    );
  } catch {
    return false;
  }
};

export const timezoneSchema = z
  .string({ error: 'timezone must be text' })
  .max(64, 'timezone is too long')
  .refine(isKnownTimeZone, 'timezone must be an IANA time zone name such as Europe/Paris');

const isLanguageTag = (tag: string): boolean => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

export const languageSchema = z
  .string({ error: 'language must be text' })
  .min(2, 'language must be a language tag such as en or pt-BR')
  .max(35, 'language is too long')
  .refine(isLanguageTag, 'language must be a language tag such as en or pt-BR');

export const notificationFlagsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  updates: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationFlags = z.infer<typeof notificationFlagsSchema>;

export const preferencesSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
  timezone: timezoneSchema,
  notifications: notificationFlagsSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBodySchema = z
  .strictObject({
    theme: themeSchema.optional(),
    language: languageSchema.optional(),
    timezone: timezoneSchema.optional(),
    notifications: notificationFlagsSchema.partial().strict().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one preference to change');
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const preferencesAnswerSchema = successEnvelope(
  z.object({ preferences: preferencesSchema }),
);
export type PreferencesAnswer = z.infer<typeof preferencesAnswerSchema>;

/* ── Account ───────────────────────────────────────────────────────────── */

export const changePasswordBodySchema = z.strictObject({
  currentPassword: suppliedPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: suppliedPasswordSchema,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  userAgent: z.string().nullable(),
});

export const exportDataSchema = z.object({
  exportedAt: isoDateTime,
  user: userSchema,
  preferences: preferencesSchema,
  notifications: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      isRead: z.boolean(),
      createdAt: isoDateTime,
    }),
  ),
  generations: z.array(generationEventSchema),
  /** Saved components with every version kept, code included, and their playground presets. */
  components: z.array(
    componentSummarySchema.extend({
      versions: z.array(componentVersionSchema),
      presets: z.array(presetSchema),
    }),
  ),
  /** Share links to versions of those components (never their tokens, which are not kept). */
  shareLinks: z.array(shareLinkSchema),
  sessions: z.array(sessionSummarySchema),
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      plan: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      issuedAt: isoDateTime,
      periodStart: isoDateTime,
      periodEnd: isoDateTime,
    }),
  ),
  messages: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      subject: z.string().nullable(),
      message: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  /** Copilot conversations with every stored message. */
  conversations: z.array(chatSessionSchema.extend({ messages: z.array(chatMessageSchema) })),
  /** Prompt-send and generate records with their responses. */
  prompts: z.array(historyEntrySchema),
  /** Personal API keys: names and prefixes, never the keys. */
  apiKeys: z.array(
    z.object({
      name: z.string(),
      prefix: z.string(),
      createdAt: isoDateTime,
      lastUsedAt: isoDateTime.nullable(),
      revokedAt: isoDateTime.nullable(),
    }),
  ),
});
export type ExportData = z.infer<typeof exportDataSchema>;
export const exportAnswerSchema = successEnvelope(exportDataSchema);
export type ExportAnswer = z.infer<typeof exportAnswerSchema>;
