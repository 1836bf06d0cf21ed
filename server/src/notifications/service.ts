import type { Notification, NotificationType } from '@kiln/contract';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema/index';
import { notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { pageInfo, pageOffset } from '../lib/pagination';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The one way to tell a user something (sign-up, quota, billing, AI): one row in their notification
 * list. Pass the transaction of the change it reports, so the notice stands or falls with it.
 */
export const createNotification = async (
  db: Executor,
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
  /**
   * A page of notifications and, on every row, the counts the answer needs (window aggregates over
   * the whole scope, before LIMIT/OFFSET): the list costs one statement, prepared once per
   * connection, instead of three queries.
   */
  const preparePage = (unreadOnly: boolean) => {
    const owner = eq(notifications.userId, sql.placeholder('userId'));
    return db
      .select({
        ...getTableColumns(notifications),
        total: sql<number>`count(*) over ()`.mapWith(Number),
        unread:
          sql<number>`count(*) filter (where ${notifications.isRead} = false) over ()`.mapWith(
            Number,
          ),
      })
      .from(notifications)
      .where(unreadOnly ? and(owner, eq(notifications.isRead, false)) : owner)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unreadOnly ? 'kiln_notifications_unread_page' : 'kiln_notifications_page');
  };
  const pageQueries = { all: preparePage(false), unread: preparePage(true) };

  /** Only for a page past the end, where no row carries the counts. */
  const counts = async (userId: string, unreadOnly: boolean) => {
    const [row] = await db
      .select({
        total: unreadOnly
          ? sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number)
          : count(),
        unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  };

  return {
    async list(userId: string, query: { page: number; limit: number; unreadOnly: boolean }) {
      const offset = pageOffset(query.page, query.limit);
      const rows = await (query.unreadOnly ? pageQueries.unread : pageQueries.all).execute({
        userId,
        limit: query.limit,
        offset,
      });
      const [first] = rows;
      // An empty first page means nothing in scope (so nothing unread either, whichever the filter);
      // only a page past the end needs the counts on their own.
      const totals = first
        ? { total: first.total, unread: first.unread }
        : offset === 0
          ? { total: 0, unread: 0 }
          : await counts(userId, query.unreadOnly);
      return {
        items: rows.map(toNotification),
        pagination: pageInfo(query.page, query.limit, totals.total),
        unreadCount: totals.unread,
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
