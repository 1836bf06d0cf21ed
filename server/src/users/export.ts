import type { ExportData } from '@kiln/contract';
import { desc, eq } from 'drizzle-orm';
import { exportAiData } from '../ai/export';
import type { Db } from '../db/client';
import {
  generationEvents,
  inboundMessages,
  invoices,
  notifications,
  refreshTokenFamilies,
} from '../db/schema/index';
import { toNotification } from '../notifications/service';
import { toGenerationEvent } from './analytics';
import { readPreferences } from './preferences';
import { requireUserView } from './user-view';

/** Everything Kiln holds about a user, newest first in each list: the answer of the data export. */
export const exportUserData = async (db: Db, userId: string, now: Date): Promise<ExportData> => {
  const user = await requireUserView(db, userId, now);
  const [prefs, notificationRows, generationRows, sessionRows, invoiceRows, messageRows, ai] =
    await Promise.all([
      readPreferences(db, userId),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt)),
      db
        .select()
        .from(generationEvents)
        .where(eq(generationEvents.userId, userId))
        .orderBy(desc(generationEvents.createdAt)),
      db
        .select()
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.userId, userId))
        .orderBy(desc(refreshTokenFamilies.createdAt)),
      db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt)),
      db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.userId, userId))
        .orderBy(desc(inboundMessages.createdAt)),
      exportAiData(db, userId, now),
    ]);
  return {
    exportedAt: now.toISOString(),
    user,
    preferences: prefs,
    notifications: notificationRows.map(toNotification),
    generations: generationRows.map(toGenerationEvent),
    sessions: sessionRows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      userAgent: row.userAgent,
    })),
    invoices: invoiceRows.map((row) => ({
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
    messages: messageRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    conversations: ai.conversations,
    prompts: ai.prompts,
  };
};
