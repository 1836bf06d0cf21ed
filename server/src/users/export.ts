import type { ExportData } from '@kiln/contract';
import { desc, eq } from 'drizzle-orm';
import { exportAiData } from '../ai/export';
import { exportComponents } from '../components/export';
import type { Db } from '../db/client';
import {
  apiKeys,
  generationEvents,
  inboundMessages,
  invoices,
  notifications,
  refreshTokenFamilies,
} from '../db/schema/index';
import { toNotification } from '../notifications/service';
import { exportShareLinks } from '../share/links';
import { toGenerationEvent } from './analytics';
import { readPreferences } from './preferences';
import { requireUserView } from '../auth/user-view';

/** One kind of data a user owns: the part of the export it fills. */
export interface ExportSection {
  name: string;
  read: (db: Db, userId: string, now: Date) => Promise<Partial<ExportData>>;
}

/**
 * Everything an account owns, one section per kind, newest first in each list. A new kind of owned
 * data is one more entry here (and its field in the contract's `exportDataSchema`).
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    name: 'account',
    read: async (db, userId, now) => {
      const [user, preferences] = await Promise.all([
        requireUserView(db, userId, now),
        readPreferences(db, userId),
      ]);
      return { user, preferences };
    },
  },
  {
    name: 'notifications',
    read: async (db, userId) => ({
      notifications: (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt))
      ).map(toNotification),
    }),
  },
  {
    name: 'generations',
    read: async (db, userId) => ({
      generations: (
        await db
          .select()
          .from(generationEvents)
          .where(eq(generationEvents.userId, userId))
          .orderBy(desc(generationEvents.createdAt))
      ).map(toGenerationEvent),
    }),
  },
  {
    name: 'components',
    read: async (db, userId) => ({ components: await exportComponents(db, userId) }),
  },
  {
    name: 'shareLinks',
    read: async (db, userId, now) => ({ shareLinks: await exportShareLinks(db, userId, now) }),
  },
  {
    name: 'sessions',
    read: async (db, userId) => ({
      sessions: (
        await db
          .select()
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.userId, userId))
          .orderBy(desc(refreshTokenFamilies.createdAt))
      ).map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        userAgent: row.userAgent,
      })),
    }),
  },
  {
    name: 'invoices',
    read: async (db, userId) => ({
      invoices: (
        await db
          .select()
          .from(invoices)
          .where(eq(invoices.userId, userId))
          .orderBy(desc(invoices.issuedAt))
      ).map((row) => ({
        id: row.id,
        number: row.number,
        plan: row.planId,
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status,
        issuedAt: row.issuedAt.toISOString(),
        periodStart: row.periodStart.toISOString(),
        periodEnd: row.periodEnd.toISOString(),
      })),
    }),
  },
  {
    name: 'messages',
    read: async (db, userId) => ({
      messages: (
        await db
          .select()
          .from(inboundMessages)
          .where(eq(inboundMessages.userId, userId))
          .orderBy(desc(inboundMessages.createdAt))
      ).map((row) => ({
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
    }),
  },
  {
    name: 'apiKeys',
    // Names and prefixes only: the keys themselves are never stored.
    read: async (db, userId) => ({
      apiKeys: (
        await db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.userId, userId))
          .orderBy(desc(apiKeys.createdAt))
      ).map((row) => ({
        name: row.name,
        prefix: row.prefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        revokedAt: row.revokedAt?.toISOString() ?? null,
      })),
    }),
  },
  { name: 'ai', read: exportAiData },
];

/** The data export: every section read together and merged into one document. */
export const exportUserData = async (db: Db, userId: string, now: Date): Promise<ExportData> => {
  const parts = await Promise.all(EXPORT_SECTIONS.map((section) => section.read(db, userId, now)));
  // The contract's schema checks the merged document as the answer is serialised.
  return Object.assign({ exportedAt: now.toISOString() }, ...parts) as ExportData;
};
