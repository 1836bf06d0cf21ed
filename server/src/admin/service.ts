import type { AuthService } from '../auth/service';
import type { Db } from '../db/client';
import { readAuditLog, type AuditLogQuery } from './audit-log';
import { adminStats } from './stats';
import { createAdminUsers } from './users';

export interface AdminServiceDeps {
  db: Db;
  auth: AuthService;
  now: () => Date;
}

/** The admin area, wired from its parts: dashboard figures, account management, the audit log. */
export const createAdminService = (deps: AdminServiceDeps) => ({
  stats: () => adminStats(deps.db, deps.now()),
  ...createAdminUsers(deps),
  auditLog: (query: AuditLogQuery) => readAuditLog(deps.db, query),
});

export type AdminService = ReturnType<typeof createAdminService>;
