import {
  errorEnvelopeSchema,
  markAllReadAnswerSchema,
  messageAnswerSchema,
  notificationAnswerSchema,
  notificationsAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index';
import { createNotification } from '../src/notifications/service';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string, query = '') =>
  parseAnswer(
    notificationsAnswerSchema,
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/notifications${query}`,
        headers: bearer(token),
      })
    ).body,
  ).data;

describe('given a new user', () => {
  it('should list the welcome notification, unread', async () => {
    const me = await signup(t.app);
    const data = await list(me.token);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({
      title: 'Welcome to Kiln',
      type: 'success',
      isRead: false,
    });
    expect(data.unreadCount).toBe(1);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
  });
});

describe('given a user with several notifications', () => {
  it('should mark one read, then filter unread ones', async () => {
    const me = await signup(t.app);
    const created = await createNotification(t.database.db, me.id, {
      title: 'Plan renewed',
      message: 'Your Pro plan renewed.',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/notifications/${created.id}/read`,
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
    expect(parseAnswer(notificationAnswerSchema, response.body).data.notification).toMatchObject({
      id: created.id,
      isRead: true,
    });
    const unread = await list(me.token, '?unreadOnly=true');
    expect(unread.items.map((item) => item.title)).toEqual(['Welcome to Kiln']);
    expect(unread.unreadCount).toBe(1);
  });

  it('should mark all read at once', async () => {
    const me = await signup(t.app);
    await createNotification(t.database.db, me.id, { title: 'One', message: 'First' });
    await createNotification(t.database.db, me.id, { title: 'Two', message: 'Second' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications/read-all',
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
    expect(parseAnswer(markAllReadAnswerSchema, response.body).data).toEqual({
      updated: 3,
      unreadCount: 0,
    });
    expect((await list(me.token)).unreadCount).toBe(0);
  });

  it('should delete one and answer 404 when it is deleted again', async () => {
    const me = await signup(t.app);
    const created = await createNotification(t.database.db, me.id, {
      title: 'Temporary',
      message: 'Soon gone',
    });
    const url = `/api/users/notifications/${created.id}`;
    const first = await t.app.inject({ method: 'DELETE', url, headers: bearer(me.token) });
    expect(first.statusCode).toBe(200);
    parseAnswer(messageAnswerSchema, first.body);
    const second = await t.app.inject({ method: 'DELETE', url, headers: bearer(me.token) });
    expect(second.statusCode).toBe(404);
    expect(parseAnswer(errorEnvelopeSchema, second.body).error.code).toBe('NOT_FOUND');
  });

  it('should page newest first', async () => {
    const me = await signup(t.app);
    for (const title of ['A', 'B', 'C'])
      await createNotification(t.database.db, me.id, { title, message: title });
    const page = await list(me.token, '?page=2&limit=2');
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2 });
    expect(page.items).toHaveLength(2);
  });

  it('should count all and unread ones on every page, past the end and with the unread filter', async () => {
    const me = await signup(t.app);
    const created = [];
    for (const title of ['A', 'B', 'C'])
      created.push(await createNotification(t.database.db, me.id, { title, message: title }));
    // Rows written back to back can share a timestamp: put the signup's welcome first and A, B, C
    // a second apart after it, so the order holds whatever the clock's resolution.
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 11, 0, 0)) })
      .where(eq(notifications.userId, me.id));
    for (const [index, notification] of created.entries())
      await t.database.db
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, index)) })
        .where(eq(notifications.id, notification.id));
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/notifications/${created[0]?.id}/read`,
      headers: bearer(me.token),
    });

    const first = await list(me.token, '?limit=1');
    expect(first.items.map((item) => item.title)).toEqual(['C']);
    expect(first.pagination).toEqual({ page: 1, limit: 1, total: 4, totalPages: 4 });
    expect(first.unreadCount).toBe(3);

    const pastEnd = await list(me.token, '?page=9&limit=2');
    expect(pastEnd.items).toEqual([]);
    expect(pastEnd.pagination).toEqual({ page: 9, limit: 2, total: 4, totalPages: 2 });
    expect(pastEnd.unreadCount).toBe(3);

    const unread = await list(me.token, '?unreadOnly=true&limit=2');
    expect(unread.items.map((item) => item.title)).toEqual(['C', 'B']);
    expect(unread.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(unread.unreadCount).toBe(3);

    const unreadPastEnd = await list(me.token, '?unreadOnly=true&page=3&limit=2');
    expect(unreadPastEnd.pagination).toEqual({ page: 3, limit: 2, total: 3, totalPages: 2 });
    expect(unreadPastEnd.unreadCount).toBe(3);
  });

  it('should answer zero counts once everything is read and filtered out', async () => {
    const me = await signup(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications/read-all',
      headers: bearer(me.token),
    });
    const unread = await list(me.token, '?unreadOnly=true');
    expect(unread.items).toEqual([]);
    expect(unread.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    expect(unread.unreadCount).toBe(0);
  });
});

describe("given another user's notification", () => {
  it('should answer 404 to reading or deleting it, and leave it untouched', async () => {
    const owner = await signup(t.app);
    const intruder = await signup(t.app);
    const created = await createNotification(t.database.db, owner.id, {
      title: 'Private',
      message: 'Invoice ready',
    });
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/users/notifications/${created.id}/read`,
      headers: bearer(intruder.token),
    });
    expect(read.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/notifications/${created.id}`,
      headers: bearer(intruder.token),
    });
    expect(remove.statusCode).toBe(404);
    const ownerView = await list(owner.token);
    expect(ownerView.items.find((item) => item.id === created.id)).toMatchObject({ isRead: false });
    expect((await list(intruder.token)).items.map((item) => item.id)).not.toContain(created.id);
  });

  it("should not mark the other user's notifications with read-all", async () => {
    const owner = await signup(t.app);
    const other = await signup(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications/read-all',
      headers: bearer(other.token),
    });
    expect((await list(owner.token)).unreadCount).toBe(1);
  });
});
