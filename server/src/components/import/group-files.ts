import { frameworkSchema, type AiFramework } from '@kiln/contract';
import { mainFile } from '@kiln/generator';
import type { StoredFile } from '../../db/schema/index';
import { DESIGN_SYSTEM_PACKAGE } from '../../export/project/react-project';
import { rejected } from './rejections';
import { MANIFEST_NAME, MAX_FILE_CHARS, type ArchiveText } from './archive-entry';

/** A component an archive holds: what the preview lists and the confirm step saves. */
export interface ImportDraft {
  name: string;
  description: string;
  framework: AiFramework;
  files: StoredFile[];
}

/** A saved version holds at most this many files (the contract's limit on edited files). */
const MAX_FILES = 20;

interface ManifestEntry {
  name: string;
  description: string;
  framework: AiFramework;
  folder: string;
}

const folderOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** `signup-form.component.spec.ts` → `signup-form`, `PricingTable.module.css` → `PricingTable`. */
const stem = (path: string) => baseName(path).split('.')[0] ?? '';

const fileType = (path: string): StoredFile['type'] => {
  if (/\.(?:spec|test)\.[jt]sx?$/.test(path)) return 'test';
  if (path.endsWith('.html')) return 'template';
  if (/\.s?css$/.test(path)) return 'style';
  return 'component';
};

const language = (path: string) => baseName(path).split('.').pop() ?? 'text';

/** `signup-form` → `Signup form`, `PricingTable` → `Pricing table`. */
const humanName = (text: string) => {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 100) || 'Imported component';
};

const frameworkOfFiles = (files: readonly StoredFile[]): AiFramework | undefined => {
  if (mainFile(files, 'angular')) return 'angular';
  // React on Kiln's design system is react-ds, as the engine writes it.
  if (mainFile(files, 'react'))
    return files.some((file) => file.content.includes(`'${DESIGN_SYSTEM_PACKAGE}'`))
      ? 'react-ds'
      : 'react';
  return undefined;
};

/** Kiln's manifest (`kiln.json` at the archive's root folder), when it is there and readable. */
const readManifest = (files: readonly ArchiveText[]) => {
  const file = files
    .filter((entry) => baseName(entry.path) === MANIFEST_NAME)
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length)[0];
  if (!file) return undefined;
  try {
    const parsed = JSON.parse(file.content) as { components?: unknown };
    if (!Array.isArray(parsed.components)) return undefined;
    const root = folderOf(file.path);
    return (parsed.components as Partial<ManifestEntry>[])
      .filter((entry) => typeof entry.folder === 'string' && typeof entry.name === 'string')
      .map((entry) => ({
        name: String(entry.name).trim().slice(0, 100) || 'Imported component',
        description: typeof entry.description === 'string' ? entry.description.slice(0, 1000) : '',
        // A framework the contract does not know reads as Angular, as manifests before react-ds did.
        framework: frameworkSchema.safeParse(entry.framework).data ?? ('angular' as const),
        folder: root ? `${root}/${entry.folder}` : String(entry.folder),
      }));
  } catch {
    return undefined;
  }
};

const toStored = (entry: ArchiveText, folder: string): StoredFile => {
  if (entry.content.length > MAX_FILE_CHARS)
    throw rejected(`${entry.path.slice(0, 120)} is larger than ${MAX_FILE_CHARS} characters.`);
  const path = folder ? entry.path.slice(folder.length + 1) : entry.path;
  return { path, content: entry.content, type: fileType(path), language: language(path) };
};

const checked = (draft: ImportDraft): ImportDraft => {
  if (draft.files.length > MAX_FILES)
    throw rejected(
      `${draft.name} has more than ${MAX_FILES} files; a component keeps at most ${MAX_FILES}.`,
    );
  return draft;
};

/**
 * The components an archive holds. A Kiln project names them in its manifest (one folder each);
 * any other archive is grouped by folder and file stem (`x.component.ts` with its template and
 * styles, `X.tsx` with `X.module.css`), and a group becomes a component when one of its files
 * defines one.
 */
export const groupComponents = (files: readonly ArchiveText[]): ImportDraft[] => {
  const code = files.filter((file) => baseName(file.path) !== MANIFEST_NAME);
  const manifest = readManifest(files);
  if (manifest)
    return manifest
      .map((entry) => ({
        name: entry.name,
        description: entry.description,
        framework: entry.framework,
        files: code
          .filter((file) => folderOf(file.path) === entry.folder)
          .map((file) => toStored(file, entry.folder))
          .sort((a, b) => (a.path < b.path ? -1 : 1)),
      }))
      .filter((draft) => draft.files.length > 0)
      .map(checked);
  const groups = new Map<string, ArchiveText[]>();
  for (const file of code) {
    const key = `${folderOf(file.path)}\u0000${stem(file.path)}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([key, group]) => {
      const folder = key.split('\u0000')[0]!;
      const stored = group.map((file) => toStored(file, folder));
      const framework = frameworkOfFiles(stored);
      if (!framework) return [];
      return [
        checked({
          name: humanName(stem(group[0]!.path)),
          description: '',
          framework,
          files: stored.sort((a, b) => (a.path < b.path ? -1 : 1)),
        }),
      ];
    });
};
