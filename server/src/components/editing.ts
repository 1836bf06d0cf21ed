import { ComponentErrorCode, type UpdateComponentBody } from '@kiln/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentVersions, components } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import { releaseStoredBytes } from '../quota/storage';
import { ownedComponent, ownedVersion } from './owned';
import { distinctTags } from './tags';
import { toComponentDetail } from './views';

const currentVersionKept = () =>
  new AppError(
    409,
    ComponentErrorCode.currentVersion,
    'The current version cannot be deleted. Restore another version first, or delete the component.',
  );

/** What changes a component without writing code: its name, description and tags, and deletions. */
export const createComponentEditing = (db: Db, now: () => Date) => ({
  update: (userId: string, componentId: string, body: UpdateComponentBody) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(components)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.tags !== undefined ? { tags: distinctTags(body.tags) } : {}),
          updatedAt: now(),
        })
        .where(and(eq(components.id, componentId), eq(components.userId, userId)))
        .returning();
      if (!updated) throw notFound('Component');
      return toComponentDetail(
        updated,
        await ownedVersion(tx, userId, componentId, updated.latestVersion),
      );
    }),

  /** The component and every version; their bytes go back to the plan's storage. */
  remove: (userId: string, componentId: string) =>
    db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(components)
        .where(and(eq(components.id, componentId), eq(components.userId, userId)))
        .returning({ storageBytes: components.storageBytes });
      if (!deleted) throw notFound('Component');
      await releaseStoredBytes(tx, userId, deleted.storageBytes, now());
    }),

  /** An older version, to free storage; the current one stays. */
  removeVersion: (userId: string, componentId: string, version: number) =>
    db.transaction(async (tx) => {
      const component = await ownedComponent(tx, userId, componentId, true);
      if (version === component.latestVersion) throw currentVersionKept();
      const [deleted] = await tx
        .delete(componentVersions)
        .where(
          and(
            eq(componentVersions.componentId, componentId),
            eq(componentVersions.version, version),
          ),
        )
        .returning({ bytes: componentVersions.bytes });
      if (!deleted) throw notFound(`Version ${version} of this component`);
      const at = now();
      await tx
        .update(components)
        .set({
          versionCount: sql`${components.versionCount} - 1`,
          storageBytes: sql`${components.storageBytes} - ${deleted.bytes}`,
          updatedAt: at,
        })
        .where(eq(components.id, componentId));
      await releaseStoredBytes(tx, userId, deleted.bytes, at);
    }),
});

export type ComponentEditing = ReturnType<typeof createComponentEditing>;
