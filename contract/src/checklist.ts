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
