import {
  ComponentErrorCode,
  MAX_COMPONENTS_PER_USER,
  type AddVersionBody,
  type ComponentDetail,
  type CreateComponentBody,
} from '@kiln/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentVersions, components, users, type ComponentRow } from '../db/schema/index';
import { AppError } from '../errors';
import type { Executor } from '../lib/executor';
import { countStoredBytes } from '../quota/storage';
import { ownedComponent, ownedVersion } from './owned';
import { draftBytes, draftFromSource, type VersionDraft } from './sources';
import { distinctTags } from './tags';
import { toComponentDetail } from './views';

export const componentLimitReached = () =>
  new AppError(
    409,
    ComponentErrorCode.componentLimitReached,
    `You can keep at most ${MAX_COMPONENTS_PER_USER} components. Delete one to save another.`,
    { limit: MAX_COMPONENTS_PER_USER },
  );

const COPY_SUFFIX = ' (Copy)';
const MAX_NAME_LENGTH = 100;

/** A duplicate's name: the original's with " (Copy)", shortened so it stays a valid name. */
export const copyName = (name: string) =>
  `${name.slice(0, MAX_NAME_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;

/**
 * Holds a place for one more component of the user, in the caller's transaction. The user's row is
 * locked first, so concurrent creates of one user queue and each counts what the others committed:
 * the total never passes MAX_COMPONENTS_PER_USER. `no key update` still lets other rows that
 * reference the user be written meanwhile.
 */
const reserveComponentSlot = async (tx: Executor, userId: string) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [kept] = await tx
    .select({ value: count() })
    .from(components)
    .where(eq(components.userId, userId));
  if ((kept?.value ?? 0) >= MAX_COMPONENTS_PER_USER) throw componentLimitReached();
};

const insertVersion = async (
  tx: Executor,
  component: { id: string; userId: string },
  version: number,
  draft: VersionDraft,
  bytes: number,
  at: Date,
) => {
  const [row] = await tx
    .insert(componentVersions)
    .values({
      componentId: component.id,
      userId: component.userId,
      version,
      framework: draft.framework,
      files: draft.files,
      componentModel: draft.componentModel,
      validation: draft.validation,
      checklist: draft.checklist ?? null,
      provenance: draft.provenance,
      bytes,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('component version insert returned no row');
  return row;
};

/** A new component with its first version; its bytes count toward storage in the same transaction. */
export const insertComponent = async (
  tx: Executor,
  userId: string,
  fields: { name: string; description: string; tags: string[] },
  draft: VersionDraft,
  at: Date,
): Promise<ComponentDetail> => {
  await reserveComponentSlot(tx, userId);
  const bytes = draftBytes(draft);
  await countStoredBytes(tx, userId, bytes, at);
  const [component] = await tx
    .insert(components)
    .values({
      userId,
      name: fields.name,
      description: fields.description,
      tags: distinctTags(fields.tags),
      framework: draft.framework,
      latestVersion: 1,
      versionCount: 1,
      storageBytes: bytes,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!component) throw new Error('component insert returned no row');
  return toComponentDetail(component, await insertVersion(tx, component, 1, draft, bytes, at));
};

/** Appends a version to a component the caller has locked; it becomes the current one. */
const appendVersion = async (
  tx: Executor,
  component: ComponentRow,
  draft: VersionDraft,
  at: Date,
): Promise<ComponentDetail> => {
  const bytes = draftBytes(draft);
  await countStoredBytes(tx, component.userId, bytes, at);
  const version = await insertVersion(tx, component, component.latestVersion + 1, draft, bytes, at);
  const [updated] = await tx
    .update(components)
    .set({
      latestVersion: version.version,
      versionCount: sql`${components.versionCount} + 1`,
      storageBytes: sql`${components.storageBytes} + ${bytes}`,
      framework: draft.framework,
      updatedAt: at,
    })
    .where(eq(components.id, component.id))
    .returning();
  if (!updated) throw new Error('component update returned no row');
  return toComponentDetail(updated, version);
};

/**
 * Every write of code: a new component, a new version, a restore, a duplicate. Each appends
 * versions and never changes one, all in one transaction with the storage it counts.
 */
export const createComponentSaving = (db: Db, now: () => Date) => ({
  create: (userId: string, body: CreateComponentBody) =>
    db.transaction(async (tx) => {
      const draft = await draftFromSource(tx, userId, body.source);
      return insertComponent(tx, userId, body, draft, now());
    }),

  addVersion: (userId: string, componentId: string, body: AddVersionBody) =>
    db.transaction(async (tx) => {
      const component = await ownedComponent(tx, userId, componentId, true);
      const draft = await draftFromSource(tx, userId, body.source);
      return appendVersion(tx, component, draft, now());
    }),

  /** The old version's code, model and prompt again, as a new current version. */
  restore: (userId: string, componentId: string, version: number) =>
    db.transaction(async (tx) => {
      const component = await ownedComponent(tx, userId, componentId, true);
      const old = await ownedVersion(tx, userId, componentId, version);
      return appendVersion(
        tx,
        component,
        {
          framework: old.framework,
          files: old.files,
          componentModel: old.componentModel,
          validation: old.validation,
          checklist: old.checklist,
          provenance: {
            ...old.provenance,
            source: 'restore',
            restoredFrom: old.version,
            copiedFrom: null,
          },
        },
        now(),
      );
    }),

  /** A new component holding a copy of the current version, named "… (Copy)". */
  duplicate: (userId: string, componentId: string) =>
    db.transaction(async (tx) => {
      const original = await ownedComponent(tx, userId, componentId);
      const current = await ownedVersion(tx, userId, componentId, original.latestVersion);
      return insertComponent(
        tx,
        userId,
        { name: copyName(original.name), description: original.description, tags: original.tags },
        {
          framework: current.framework,
          files: current.files,
          componentModel: current.componentModel,
          validation: current.validation,
          checklist: current.checklist,
          provenance: {
            ...current.provenance,
            source: 'duplicate',
            restoredFrom: null,
            copiedFrom: { componentId: original.id, version: current.version },
          },
        },
        now(),
      );
    }),
});

export type ComponentSaving = ReturnType<typeof createComponentSaving>;
