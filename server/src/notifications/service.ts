import type { Notification, NotificationType } from '@kiln/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema/index';
import { notFound } from '../errors';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/** For any area that tells a user something (billing, quota, AI): one row in their notification list. */
export const createNotification = async (
  db: Db,
  userId: string,
  notification: { type?: NotificationType; title: string; message: string },
): Promise<Notification> => {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: notification.type ?? 'info',
      title: notification.title,
      message: notification.message,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return toNotification(row);
};

export const createNotificationService = (db: Db, now: () => Date) => {
  const unreadCount = async (userId: string) => {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.value ?? 0;
  };

  return {
    async list(userId: string, query: { page: number; limit: number; unreadOnly: boolean }) {
      const scope = query.unreadOnly
        ? and(eq(notifications.userId, userId), eq(notifications.isRead, false))
        : eq(notifications.userId, userId);
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(scope)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(notifications).where(scope),
        unreadCount(userId),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        items: rows.map(toNotification),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
        unreadCount: unread,
      };
    },

    /** Scoped by owner: another user's id is indistinguishable from an unknown one. */
    async markRead(userId: string, id: string): Promise<Notification> {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true, readAt: now() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (deleted.length === 0) throw notFound('Notification');
    },

    async markAllRead(userId: string): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ isRead: true, readAt: now() })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
};
