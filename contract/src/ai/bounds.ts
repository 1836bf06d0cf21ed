import { z } from 'zod';
import { CONTEXT_LIMITS, jsonLimitProblem } from '../json-limits';

/** Bodies may carry more text than a prompt allows, so the length rule answers its own code and message. */
export const promptText = z.string().max(100_000, 'The text is far too long');
/** A context as answers show it: stored before the limits existed, it may be larger than they allow. */
export const storedContextSchema = z.record(z.string(), z.unknown());
/** A context sent in a request is stored and counted as storage, so it is bounded (CONTEXT_LIMITS). */
export const withinContextLimits = <T extends z.ZodType>(schema: T) =>
  schema.superRefine((value, context) => {
    const problem = jsonLimitProblem(value, CONTEXT_LIMITS);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export const contextSchema = withinContextLimits(z.record(z.string(), z.unknown()));
