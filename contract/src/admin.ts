import { z } from 'zod';
import { isoDateTime, pagedDataSchema, pageQuerySchema, successEnvelope } from './common';
import { planIdSchema, roleSchema, userSchema } from './users';

/** Codes only the admin area answers with. */
export const AdminErrorCode = {
  /** 409: an admin tried to remove their own admin role or deactivate themselves. */
  selfLockout: 'SELF_LOCKOUT',
} as const;

/* ── Stats ─────────────────────────────────────────────────────────────── */

export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number().int(),
    /** Accounts not deactivated. */
    enabled: z.number().int(),
    deactivated: z.number().int(),
    admins: z.number().int(),
    /** Enabled accounts that signed in, refreshed a session or generated in the last 30 days. */
    activeLast30Days: z.number().int(),
    newLast30Days: z.number().int(),
    /** Accounts created per UTC day, like `generations.byDay`. */
    newByDay: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
  }),
  generations: z.object({
    total: z.number().int(),
    successful: z.number().int(),
    last30Days: z.number().int(),
    /** Share of the last 30 days' generations that failed, 0 to 1. */
    failureRateLast30Days: z.number(),
    /** One entry per UTC day, oldest first, the last being today; days without generations count 0. */
    byDay: z.array(
      z.object({ date: z.iso.date(), count: z.number().int(), failed: z.number().int() }),
    ),
  }),
  /** Users per plan in effect now; admins count as premium. */
  planMix: z.array(z.object({ plan: planIdSchema, users: z.number().int() })),
  /** Logins neither revoked nor expired. */
  activeSessions: z.number().int(),
  generatedAt: isoDateTime,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsAnswerSchema = successEnvelope(adminStatsSchema);
export type AdminStatsAnswer = z.infer<typeof adminStatsAnswerSchema>;

/* ── Users ─────────────────────────────────────────────────────────────── */

const booleanQuery = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .describe('Part of the e-mail, first name or last name (case-insensitive)'),
  role: roleSchema.optional(),
  plan: planIdSchema.optional(),
  isActive: booleanQuery('isActive').optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = userSchema.extend({
  lastLoginAt: isoDateTime.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersAnswerSchema = successEnvelope(pagedDataSchema(adminUserSchema));
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswerSchema>;

export const adminUserAnswerSchema = successEnvelope(z.object({ user: adminUserSchema }));
export type AdminUserAnswer = z.infer<typeof adminUserAnswerSchema>;

export const adminUpdateUserBodySchema = z
  .strictObject(
    {
      role: roleSchema.optional(),
      plan: planIdSchema.optional(),
      isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Send an object with role, plan or isActive',
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of role, plan or isActive');
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

/* ── Audit log ─────────────────────────────────────────────────────────── */

export const auditLogQuerySchema = pageQuerySchema.extend({
  scope: z
    .enum(['admin', 'all'], { error: 'scope must be admin or all' })
    .default('admin')
    .describe(
      'admin: actions taken by administrators (default); all: every security-relevant action',
    ),
  actorId: z.uuid({ error: 'actorId must be a valid id (UUID)' }).optional(),
  targetId: z.uuid({ error: 'targetId must be a valid id (UUID)' }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  /** Null when the actor was the system or has since been deleted. */
  actor: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Anything else the entry recorded (e.g. which profile fields an admin edited). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogAnswerSchema = successEnvelope(pagedDataSchema(auditEntrySchema));
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;
