import { z } from 'zod';
import { isoDateTime, pageInfoSchema, pageQuerySchema, successEnvelope } from './common';

export const notificationTypeSchema = z.enum(['info', 'success', 'warning', 'error']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'], { error: 'unreadOnly must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsAnswerSchema = successEnvelope(
  z.object({
    items: z.array(notificationSchema),
    pagination: pageInfoSchema,
    unreadCount: z.number().int(),
  }),
);
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

export const notificationAnswerSchema = successEnvelope(
  z.object({ notification: notificationSchema }),
);
export type NotificationAnswer = z.infer<typeof notificationAnswerSchema>;

export const markAllReadAnswerSchema = successEnvelope(
  z.object({ updated: z.number().int(), unreadCount: z.literal(0) }),
);
export type MarkAllReadAnswer = z.infer<typeof markAllReadAnswerSchema>;
