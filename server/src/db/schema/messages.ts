import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Contact and feedback messages from the public site. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'contact' | 'feedback'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    category: text('category'),
    rating: integer('rating'),
    page: text('page'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbound_messages_kind_created_idx').on(table.kind, table.createdAt)],
);

export type InboundMessageRow = typeof inboundMessages.$inferSelect;
