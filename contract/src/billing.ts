import { z } from 'zod';
import { isoDateTime, pagedDataSchema, pageQuerySchema, successEnvelope } from './common';
import { planIdSchema, subscriptionStatusSchema } from './users';

/** Codes the billing and quota rules answer with, beside the shared ErrorCode ones. */
export const BillingErrorCode = {
  /** 429: the generation allowance of the current 30-day period is used up (details carry the reset date). */
  quotaExceeded: 'QUOTA_EXCEEDED',
  /** 409: the requested plan is the current one. */
  samePlan: 'SAME_PLAN',
  /** 409: admin accounts have a fixed allowance and no paid plan. */
  adminPlanFixed: 'ADMIN_PLAN_FIXED',
  /** 413: storing this would take the user past the storage limit of their plan (nothing is stored). */
  storageLimitReached: 'STORAGE_LIMIT_REACHED',
} as const;

export const USAGE_PERIOD_DAYS = 30;
/** Saved components a user may keep, whatever the plan. */
export const MAX_SAVED_COMPONENTS = 100;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  description: z.string(),
  generationsLimit: z.number().int(),
  /** Bytes. */
  storageLimit: z.number().int(),
  priceMonthlyCents: z.number().int(),
  priceYearlyCents: z.number().int(),
  currency: z.string(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansAnswerSchema = successEnvelope(z.object({ plans: z.array(planSchema) }));
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

/** Where a user stands in the current 30-day period. Storage figures are bytes. */
export const quotaStatusSchema = z.object({
  plan: planIdSchema,
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  generationsRemaining: z.number().int(),
  storageUsed: z.number().int(),
  storageLimit: z.number().int(),
  componentsLimit: z.number().int(),
  periodStart: isoDateTime,
  /** When the generation count goes back to 0. */
  resetsAt: isoDateTime,
});
export type QuotaStatus = z.infer<typeof quotaStatusSchema>;

export const subscriptionDetailSchema = z.object({
  plan: planSchema,
  status: subscriptionStatusSchema,
  billingCycle: z.enum(['monthly', 'yearly']),
  startDate: isoDateTime,
  endDate: isoDateTime.nullable(),
  currentPeriodStart: isoDateTime,
  currentPeriodEnd: isoDateTime,
  cancelAtPeriodEnd: z.boolean(),
  isTrialActive: z.boolean(),
  /** Admin accounts are shown as premium with their own allowance and cannot change plan. */
  isAdminAllowance: z.boolean(),
  provider: z.string(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const subscriptionAnswerSchema = successEnvelope(
  z.object({ subscription: subscriptionDetailSchema, usage: quotaStatusSchema }),
);
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'void', 'refunded']);

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  plan: planIdSchema,
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: invoiceStatusSchema,
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  issuedAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const changePlanBodySchema = z.strictObject(
  { plan: planIdSchema.describe('The plan to move to: free, pro, premium or enterprise') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send an object with the plan to move to',
  },
);
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const changePlanAnswerSchema = successEnvelope(
  z.object({
    subscription: subscriptionDetailSchema,
    usage: quotaStatusSchema,
    invoice: invoiceSchema,
  }),
);
export type ChangePlanAnswer = z.infer<typeof changePlanAnswerSchema>;

export const invoicesQuerySchema = pageQuerySchema;
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>;
export const invoicesAnswerSchema = successEnvelope(pagedDataSchema(invoiceSchema));
export type InvoicesAnswer = z.infer<typeof invoicesAnswerSchema>;

/** Details of a QUOTA_EXCEEDED answer. */
export const quotaExceededDetailsSchema = z.object({
  plan: planIdSchema,
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
  resetsAt: isoDateTime,
});
export type QuotaExceededDetails = z.infer<typeof quotaExceededDetailsSchema>;

export const invoiceAnswerSchema = successEnvelope(z.object({ invoice: invoiceSchema }));
export type InvoiceAnswer = z.infer<typeof invoiceAnswerSchema>;
