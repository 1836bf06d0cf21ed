import {
  frameworkSchema,
  generatedFileSchema,
  type AiFramework,
  type AiGeneratedFile,
} from '@kiln/contract';
import type { KeyValueStorage } from '../../lib/browser-storage';

/**
 * What a draft belongs to: the signed-in person's saved component version, or their blank component
 * (no component). Keyed by person too, so someone else signing in on this browser never sees it.
 */
export type DraftTarget = {
  userId: string;
  componentId?: string | undefined;
  version?: number | undefined;
};

export type EditorDraft = { framework: AiFramework; files: AiGeneratedFile[]; editedAt: string };

const draftFilesSchema = generatedFileSchema.array();

/** One key per component and version, so a draft never lands on code it did not start from. */
export const draftStorageKey = ({ userId, componentId, version }: DraftTarget) =>
  `kiln.editor.draft.${userId}.${componentId ?? 'new'}.${version ?? 0}`;

/** Whether edited files differ from the ones that were opened (order of files aside). */
export function filesDiffer(
  edited: readonly AiGeneratedFile[],
  original: readonly AiGeneratedFile[],
): boolean {
  if (edited.length !== original.length) return true;
  const byPath = new Map(original.map((file) => [file.path, file.content]));
  return edited.some((file) => byPath.get(file.path) !== file.content);
}

export type DraftStore = {
  read(target: DraftTarget): EditorDraft | undefined;
  /** Keeps the edits; returns false when the storage refused them (full or blocked). */
  write(target: DraftTarget, draft: Omit<EditorDraft, 'editedAt'>): boolean;
  clear(target: DraftTarget): void;
};

/**
 * Unsaved edits kept in the browser until they are saved or discarded, so a reload or a closed tab
 * loses nothing. A stored value that does not read as a draft (another version of this app wrote
 * it, or it was edited by hand) is dropped rather than shown.
 */
export function createDraftStore({
  storage,
  now = () => new Date(),
}: {
  storage: KeyValueStorage;
  now?: () => Date;
}): DraftStore {
  const read = (target: DraftTarget): EditorDraft | undefined => {
    const key = draftStorageKey(target);
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    try {
      const value = JSON.parse(raw) as Partial<EditorDraft>;
      const framework = frameworkSchema.safeParse(value.framework);
      const files = draftFilesSchema.safeParse(value.files);
      if (framework.success && files.success && files.data.length > 0)
        return {
          framework: framework.data,
          files: files.data,
          editedAt: typeof value.editedAt === 'string' ? value.editedAt : '',
        };
    } catch {
      // Not JSON: dropped below.
    }
    storage.removeItem(key);
    return undefined;
  };

  const write: DraftStore['write'] = (target, draft) => {
    try {
      storage.setItem(
        draftStorageKey(target),
        JSON.stringify({ ...draft, editedAt: now().toISOString() }),
      );
      return true;
    } catch {
      return false;
    }
  };

  return { read, write, clear: (target) => storage.removeItem(draftStorageKey(target)) };
}
