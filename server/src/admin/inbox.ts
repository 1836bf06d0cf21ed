import type { InboxMessage, OutboxEntry } from '@kiln/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inboundMessages, mailOutbox } from '../db/schema/index';
import { pageInfo, pageOffset } from '../lib/pagination';

export interface InboxQuery {
  page: number;
  limit: number;
  kind?: 'contact' | 'feedback' | undefined;
}

/** Contact and feedback messages, newest first. */
export const readInbox = async (db: Db, query: InboxQuery) => {
  const where = query.kind ? eq(inboundMessages.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inboundMessages)
      .where(where)
      .orderBy(desc(inboundMessages.createdAt), desc(inboundMessages.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ value: count() }).from(inboundMessages).where(where),
  ]);
  const items: InboxMessage[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: row.category,
    rating: row.rating,
    page: row.page,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, pagination: pageInfo(query.page, query.limit, total?.value ?? 0) };
};

/** Mail Kiln sent or tried to send, newest first: how an operator delivers links without SMTP. */
export const readOutbox = async (db: Db, page: number, limit: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  const items: OutboxEntry[] = rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, pagination: pageInfo(page, limit, total?.value ?? 0) };
};
