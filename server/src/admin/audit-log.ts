import type { AuditEntry } from '@kiln/contract';
import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema/index';
import { pageInfo, pageOffset } from '../lib/pagination';
import { GALLERY_REPORT_ACTION } from '../gallery/moderation';

export interface AuditLogQuery {
  page: number;
  limit: number;
  scope: 'admin' | 'all';
  actorId?: string | undefined;
  targetId?: string | undefined;
}

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const auditFilter = (query: AuditLogQuery): SQL | undefined => {
  const filters: SQL[] = [];
  if (query.scope === 'admin') {
    const adminScope = or(
      like(auditLog.action, 'admin.%'),
      eq(auditLog.action, GALLERY_REPORT_ACTION),
      and(eq(auditLog.targetType, 'user'), sql`${auditLog.actorId}::text <> ${auditLog.targetId}`),
    );
    if (adminScope) filters.push(adminScope);
  }
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  return filters.length > 0 ? and(...filters) : undefined;
};

/**
 * Audit entries, newest first. The admin scope is every `admin.*` action, any action one user
 * took on another user's account, which only admins can do, and reports of gallery entries, which
 * admins act on.
 */
export const readAuditLog = async (db: Db, query: AuditLogQuery) => {
  const where = auditFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, actorEmail }) => {
    const { before, after, ...details } = entry.metadata;
    return {
      id: entry.id,
      action: entry.action,
      actor: entry.actorId && actorEmail ? { id: entry.actorId, email: actorEmail } : null,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: objectOrNull(before),
      after: objectOrNull(after),
      details,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  return { items, pagination: pageInfo(query.page, query.limit, total?.value ?? 0) };
};
