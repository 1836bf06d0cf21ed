import type { SessionOrigin, SessionReference } from '@kiln/contract';
import type { ComponentModel } from '@kiln/generator';
import { and, eq } from 'drizzle-orm';
import { ownedComponent, ownedVersion } from '../components/owned';
import {
  libraryItems,
  libraryItemVersions,
  type ChatSessionRow,
  type StoredFile,
} from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { Executor } from '../lib/executor';
import { readStoredModel } from '../lib/stored-model';

/** The component a reference names: what it is called, its framework, files and model. */
export interface ReferencedComponent {
  origin: SessionOrigin;
  files: StoredFile[];
  model: ComponentModel | undefined;
}

const libraryVersion = async (db: Executor, reference: SessionReference) => {
  const [row] = await db
    .select({
      name: libraryItems.name,
      framework: libraryItems.framework,
      files: libraryItemVersions.files,
      componentModel: libraryItemVersions.componentModel,
    })
    .from(libraryItemVersions)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryItemVersions.itemId))
    .where(
      and(
        eq(libraryItemVersions.itemId, reference.id),
        eq(libraryItemVersions.version, reference.version),
      ),
    );
  if (!row) throw notFound(`Version ${reference.version} of this library item`);
  return row;
};

/**
 * Reads what a reference names. A library item is anyone's to customize; a saved component only
 * its owner's: another user's id is not found, like an id that never existed.
 */
export const readReference = async (
  db: Executor,
  userId: string,
  reference: SessionReference,
): Promise<ReferencedComponent> => {
  if (reference.kind === 'library') {
    const row = await libraryVersion(db, reference);
    return {
      origin: { ...reference, name: row.name, framework: row.framework },
      files: row.files,
      model: readStoredModel(row.componentModel),
    };
  }
  const component = await ownedComponent(db, userId, reference.id);
  const version = await ownedVersion(db, userId, reference.id, reference.version);
  return {
    origin: { ...reference, name: component.name, framework: version.framework },
    files: version.files,
    model: readStoredModel(version.componentModel),
  };
};

/** The reference a session row keeps, if it was started from one. */
export const referenceOf = (
  row: Pick<ChatSessionRow, 'fromKind' | 'fromId' | 'fromVersion'>,
): SessionReference | undefined =>
  row.fromKind && row.fromId && row.fromVersion
    ? { kind: row.fromKind, id: row.fromId, version: row.fromVersion }
    : undefined;

/**
 * A session's origin as its answer shows it. A saved component deleted since is left out: the
 * conversation itself carries on.
 */
export const originOf = async (
  db: Executor,
  userId: string,
  row: Pick<ChatSessionRow, 'fromKind' | 'fromId' | 'fromVersion'>,
): Promise<SessionOrigin | undefined> => {
  const reference = referenceOf(row);
  if (!reference) return undefined;
  try {
    return (await readReference(db, userId, reference)).origin;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
};

/**
 * The component a conversation's first message refines; none when it is gone (a saved one deleted
 * since), so the message starts afresh.
 */
export const referencedComponent = async (
  db: Executor,
  userId: string,
  reference: SessionReference,
): Promise<ReferencedComponent | undefined> => {
  try {
    return await readReference(db, userId, reference);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
};
