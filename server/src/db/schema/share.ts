import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { components } from './components';
import { users } from './users';

/**
 * A link that shows one version of a component to anyone holding its token. Only the token's
 * sha256 is stored (a leaked table opens no page) and its last 4 characters, for the owner to
 * tell links apart. The component's name is read through the component, so a rename shows.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('share_links_token_hash_key'),
    tokenHint: text('token_hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_component_created_idx').on(table.componentId, table.createdAt),
    index('share_links_user_idx').on(table.userId),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
