import type { UpdatePreferencesBody } from '@kiln/contract';
import type { AuthService } from '../auth/service';
import type { PasswordHasher } from '../auth/passwords';
import type { Db } from '../db/client';
import type { AttemptStore } from '../lib/attempt-store';
import { createAccountSecurity } from './account';
import { createUsageAnalytics } from './analytics';
import { exportUserData } from './export';
import { readPreferences, updatePreferences } from './preferences';
import { createProfiles } from './profile';

export interface UserServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  attempts: AttemptStore;
  now: () => Date;
}

/** The signed-in user's own area, wired from its parts: profile, analytics, preferences, account. */
export const createUserService = (deps: UserServiceDeps) => {
  const { db, now } = deps;
  return {
    ...createProfiles(db, now),
    ...createUsageAnalytics(db, now),
    getPreferences: (userId: string) => readPreferences(db, userId),
    updatePreferences: (userId: string, body: UpdatePreferencesBody) =>
      updatePreferences(db, userId, body, now()),
    ...createAccountSecurity(deps),
    exportData: (userId: string) => exportUserData(db, userId, now()),
  };
};

export type UserService = ReturnType<typeof createUserService>;
