import {
  ComponentErrorCode,
  ImportErrorCode,
  MAX_COMPONENTS_PER_USER,
  type ImportResult,
} from '@kiln/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { components } from '../../db/schema/index';
import { AppError } from '../../errors';
import { insertComponent } from '../saving';
import type { VersionDraft } from '../sources';
import { groupComponents, type ImportDraft } from './group-files';
import { readTarGz } from './read-tar';
import { readZip } from './read-zip';
import { receiveUpload } from './receive-upload';
import { createArchiveBudget } from './rejections';

const nothingToImport = () =>
  new AppError(
    400,
    ImportErrorCode.nothingToImport,
    'The archive holds no component files (an Angular *.component.ts or a React .tsx/.jsx component).',
  );

const overLimit = (importing: number, kept: number) =>
  new AppError(
    409,
    ComponentErrorCode.componentLimitReached,
    `Importing ${importing} components would pass the limit of ${MAX_COMPONENTS_PER_USER} (you keep ${kept}). Delete some first, or import fewer.`,
    { limit: MAX_COMPONENTS_PER_USER, kept, importing },
  );

const toVersionDraft = (draft: ImportDraft): VersionDraft => ({
  framework: draft.framework,
  files: draft.files,
  componentModel: null,
  validation: null,
  provenance: {
    source: 'files',
    sourceId: null,
    prompt: null,
    conversation: [],
    model: null,
    provider: null,
    restoredFrom: null,
    basedOnVersion: null,
    copiedFrom: null,
  },
});

const keptCount = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(components)
    .where(eq(components.userId, userId));
  return row?.value ?? 0;
};

/**
 * Importing an archive into My components. Without `confirm` the upload is only read and the
 * components it holds are listed; nothing is written. With it, the same reading is repeated and
 * every component is saved in one transaction, so a refusal on the way (the component limit,
 * counted under the user's row lock, or the storage limit) writes nothing at all.
 */
export const createComponentImport = (db: Db, now: () => Date) => ({
  async run(userId: string, request: FastifyRequest, confirm: boolean): Promise<ImportResult> {
    const upload = await receiveUpload(request);
    try {
      const budget = createArchiveBudget(upload.bytes);
      const files =
        upload.kind === 'zip'
          ? await readZip(upload.path, budget)
          : await readTarGz(upload.path, budget);
      const drafts = groupComponents(files);
      if (drafts.length === 0) throw nothingToImport();
      const kept = await keptCount(db, userId);
      if (kept + drafts.length > MAX_COMPONENTS_PER_USER) throw overLimit(drafts.length, kept);
      const listed = (draft: ImportDraft) => ({
        name: draft.name,
        framework: draft.framework,
        files: draft.files.map((file) => file.path),
      });
      if (!confirm)
        return {
          confirmed: false,
          components: drafts.map((draft) => ({ ...listed(draft), id: null, version: null })),
        };
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const details = [];
        for (const draft of drafts)
          details.push(
            await insertComponent(
              tx,
              userId,
              { name: draft.name, description: draft.description, tags: [] },
              toVersionDraft(draft),
              at,
            ),
          );
        return details;
      });
      return {
        confirmed: true,
        components: drafts.map((draft, index) => ({
          ...listed(draft),
          id: saved[index]!.id,
          version: saved[index]!.currentVersion,
        })),
      };
    } finally {
      await upload.discard();
    }
  },
});
