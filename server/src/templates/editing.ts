import type { createTemplateBodySchema, updateTemplateBodySchema } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { templates } from '../db/schema/index';
import { notFound } from '../errors';
import { recordAudit } from '../lib/audit';
import type { ClientInfo } from '../lib/request-context';
import { toTemplate } from './views';

type CreateBody = z.output<typeof createTemplateBodySchema>;
type UpdateBody = z.output<typeof updateTemplateBodySchema>;

/** Admins' changes to the shelf; each is written to the audit log in the same transaction. */
export const createTemplateEditing = (db: Db, now: () => Date) => ({
  create: async (actorId: string, body: CreateBody, client: ClientInfo) =>
    db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .insert(templates)
        .values({ ...body, updatedBy: actorId, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('The template insert returned no row');
      await recordAudit(tx, {
        actorId,
        action: 'admin.template_create',
        targetType: 'template',
        targetId: row.id,
        ip: client.ip,
        metadata: { name: row.name, category: row.category },
      });
      return toTemplate(row);
    }),

  update: async (actorId: string, id: string, body: UpdateBody, client: ClientInfo) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
      if (!before) throw notFound('Template');
      const [row] = await tx
        .update(templates)
        .set({ ...body, updatedBy: actorId, updatedAt: now() })
        .where(eq(templates.id, id))
        .returning();
      if (!row) throw notFound('Template');
      const keys = Object.keys(body) as (keyof UpdateBody)[];
      await recordAudit(tx, {
        actorId,
        action: 'admin.template_update',
        targetType: 'template',
        targetId: id,
        ip: client.ip,
        metadata: {
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: Object.fromEntries(keys.map((key) => [key, row[key]])),
        },
      });
      return toTemplate(row);
    }),

  remove: async (actorId: string, id: string, client: ClientInfo) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(templates).where(eq(templates.id, id)).returning();
      if (!row) throw notFound('Template');
      await recordAudit(tx, {
        actorId,
        action: 'admin.template_delete',
        targetType: 'template',
        targetId: id,
        ip: client.ip,
        metadata: { name: row.name, category: row.category },
      });
    }),
});
