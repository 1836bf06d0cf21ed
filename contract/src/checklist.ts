import { z } from 'zod';

/**
 * The requirements checklist of an answer: what the description asked for (parts with their
 * labels, constraints, behaviours), each checked against the answer's files.
 */
export const requirementKindSchema = z.enum(['part', 'constraint', 'behaviour']);
export type RequirementKind = z.infer<typeof requirementKindSchema>;

export const requirementItemSchema = z.object({
  /** Stable within one checklist ("part-button-accept-all"). */
  id: z.string(),
  kind: requirementKindSchema,
  /** The person's own words: a part's label, or the constraint or behaviour in short. */
  label: z.string(),
  met: z.boolean(),
  /** Why it is not met, in plain words; absent when met. */
  reason: z.string().optional(),
});
export type RequirementItem = z.infer<typeof requirementItemSchema>;

export const checklistSchema = z.array(requirementItemSchema);
export type Checklist = z.infer<typeof checklistSchema>;

/**
 * The answer to a request that names no component ("asdf qwerty", "book me a flight"): a question
 * and descriptions Kiln builds, instead of files. Nothing was built, so nothing is charged or kept.
 */
export const clarificationSchema = z.object({
  reason: z.enum(['not-understood', 'out-of-scope']),
  question: z.string(),
  suggestions: z.array(z.string()),
});
export type Clarification = z.infer<typeof clarificationSchema>;
