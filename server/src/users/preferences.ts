import type { Preferences, UpdatePreferencesBody } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preferences, type PreferencesRow } from '../db/schema/index';

const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: 'en',
  timezone: 'UTC',
  notifications: { email: true, push: false, updates: true, marketing: false },
};

const toPreferences = (row: PreferencesRow | undefined): Preferences =>
  row
    ? {
        theme: row.theme,
        language: row.language,
        timezone: row.timezone,
        notifications: {
          email: row.notifyEmail,
          push: row.notifyPush,
          updates: row.notifyUpdates,
          marketing: row.notifyMarketing,
        },
      }
    : DEFAULT_PREFERENCES;

/** A user's preferences; the defaults when none are stored. */
export const readPreferences = async (db: Db, userId: string): Promise<Preferences> => {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  return toPreferences(row);
};

/** Changes the preferences the body names and keeps the rest; answers the result. */
export const updatePreferences = async (
  db: Db,
  userId: string,
  body: UpdatePreferencesBody,
  now: Date,
): Promise<Preferences> => {
  const current = await readPreferences(db, userId);
  const next: Preferences = {
    theme: body.theme ?? current.theme,
    language: body.language ?? current.language,
    timezone: body.timezone ?? current.timezone,
    notifications: { ...current.notifications, ...body.notifications },
  };
  const values = {
    theme: next.theme,
    language: next.language,
    timezone: next.timezone,
    notifyEmail: next.notifications.email,
    notifyPush: next.notifications.push,
    notifyUpdates: next.notifications.updates,
    notifyMarketing: next.notifications.marketing,
    updatedAt: now,
  };
  await db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values });
  return next;
};
