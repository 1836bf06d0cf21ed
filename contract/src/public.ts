import { z } from 'zod';
import { isoDateTime, successEnvelope } from './common';
import { emailSchema } from './credentials';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactBodySchema = z.strictObject({
  name: text('Name', 100),
  email: emailSchema,
  company: text('Company', 200).optional(),
  subject: text('Subject', 200),
  message: text('Message', 5000).pipe(z.string().min(10, 'Message must be at least 10 characters')),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const feedbackCategorySchema = z.enum(['bug', 'idea', 'praise', 'other'], {
  error: 'category must be one of bug, idea, praise, other',
});

export const feedbackBodySchema = z.strictObject({
  message: text('Message', 5000),
  category: feedbackCategorySchema.default('other'),
  rating: z
    .number({ error: 'rating must be a number' })
    .int('rating must be a whole number')
    .min(1, 'rating must be between 1 and 5')
    .max(5, 'rating must be between 1 and 5')
    .optional(),
  email: emailSchema.optional(),
  page: text('Page', 500).optional(),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const messageReceiptAnswerSchema = successEnvelope(
  z.object({ id: z.uuid(), receivedAt: isoDateTime, message: z.string() }),
);
export type MessageReceiptAnswer = z.infer<typeof messageReceiptAnswerSchema>;
