import {
  ErrorCode,
  GalleryErrorCode,
  type AiFramework,
  type ComponentDetail,
  type GalleryForkBody,
  type GalleryRemixBody,
  type VersionProvenance,
} from '@kiln/contract';
import { fromModel } from '@kiln/generator';
import { eq, sql } from 'drizzle-orm';
import { readStoredModel, toStoredModel } from '../lib/stored-model';
import { insertComponent } from '../components/saving';
import type { VersionDraft } from '../components/sources';
import type { Db } from '../db/client';
import { galleryEntries, type GalleryEntryRow } from '../db/schema/index';
import { AppError } from '../errors';
import type { Executor } from '../lib/executor';
import { NO_MODEL_REASON } from './browsing';
import { visibleEntry, type Viewer } from './entries';

const provenanceOf = (
  source: 'gallery-fork' | 'gallery-remix',
  entry: GalleryEntryRow,
  author: string,
): VersionProvenance => ({
  source,
  sourceId: entry.id,
  prompt: null,
  conversation: [],
  model: null,
  provider: null,
  restoredFrom: null,
  basedOnVersion: null,
  copiedFrom: null,
  origin: { entryId: entry.id, title: entry.title, author },
});

/**
 * The entry's engine model, printed for another framework. The engine is deterministic, so the
 * preview and a later save of the same remix hold the same code.
 */
const remixed = (entry: GalleryEntryRow, framework: AiFramework) => {
  const model = readStoredModel(entry.componentModel);
  if (!model) throw new AppError(409, GalleryErrorCode.remixUnavailable, NO_MODEL_REASON);
  if (framework === entry.framework)
    throw new AppError(
      400,
      ErrorCode.validation,
      `This entry is already ${framework} code; choose another framework to remix it.`,
    );
  const generation = fromModel({ ...model, framework });
  return { framework, files: generation.files, model: generation.model };
};

/** A fork or a saved remix counts toward the entry's forks, in the transaction that saves it. */
const countFork = (tx: Executor, entryId: string) =>
  tx
    .update(galleryEntries)
    .set({ forksCount: sql`${galleryEntries.forksCount} + 1` })
    .where(eq(galleryEntries.id, entryId));

/**
 * Forks and remixes become components in the forker's My components through the same insert as
 * every new component (the 100-component and storage limits hold), and their first version names
 * the entry it came from.
 */
export const createGalleryForking = (db: Db, now: () => Date) => {
  const saveCopy = (
    viewer: Viewer,
    entryId: string,
    name: string | undefined,
    draftOf: (entry: GalleryEntryRow, author: string) => VersionDraft,
  ): Promise<ComponentDetail> =>
    db.transaction(async (tx) => {
      const { entry, authorName } = await visibleEntry(tx, viewer, entryId);
      const saved = await insertComponent(
        tx,
        viewer.userId,
        { name: name ?? entry.title, description: entry.description, tags: entry.tags },
        draftOf(entry, authorName),
        now(),
      );
      await countFork(tx, entry.id);
      return saved;
    });

  return {
    fork: (viewer: Viewer, entryId: string, body: GalleryForkBody) =>
      saveCopy(viewer, entryId, body.name, (entry, author) => ({
        framework: entry.framework,
        files: entry.files,
        componentModel: toStoredModel(readStoredModel(entry.componentModel)),
        validation: null,
        provenance: provenanceOf('gallery-fork', entry, author),
      })),

    /** The remix's files without saving anything. */
    preview: async (viewer: Viewer, entryId: string, framework: AiFramework) => {
      const { entry } = await visibleEntry(db, viewer, entryId);
      const { files } = remixed(entry, framework);
      return { framework, files };
    },

    saveRemix: (viewer: Viewer, entryId: string, body: GalleryRemixBody) =>
      saveCopy(viewer, entryId, body.name, (entry, author) => {
        const remix = remixed(entry, body.framework);
        return {
          framework: remix.framework,
          files: remix.files,
          componentModel: toStoredModel(remix.model),
          validation: null,
          provenance: provenanceOf('gallery-remix', entry, author),
        };
      }),
  };
};
