import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BrowserReport, CheckStatus, ServerChecks } from '@kiln/contract';
import { componentVersions, components } from './components';
import { users } from './users';

/**
 * The scorecard of one saved version, beside the immutable version row: the server's checks
 * (compiles, safe), written in the background after the save, and the last report of the user's
 * browser (renders, accessible). The worst status of each half is kept in a column for filtering.
 */
export const versionScorecards = pgTable(
  'version_scorecards',
  {
    versionId: uuid('version_id')
      .primaryKey()
      .references(() => componentVersions.id, { onDelete: 'cascade' }),
    componentId: uuid('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverChecks: jsonb('server_checks').$type<ServerChecks>(),
    serverStatus: text('server_status').$type<CheckStatus>(),
    browserReport: jsonb('browser_report').$type<BrowserReport>(),
    browserStatus: text('browser_status').$type<CheckStatus>(),
    browserReportedAt: timestamp('browser_reported_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('version_scorecards_component_idx').on(table.componentId)],
);

export type VersionScorecardRow = typeof versionScorecards.$inferSelect;
