import {
  ErrorCode,
  type ArchiveTree,
  type ExportBody,
  type exportBodySchema,
} from '@kiln/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { archiveEntries, archiveSlug, type ArchiveFile } from './archive';
import { buildExport } from './project/build';
import { familyOf } from './project/family';
import { savedComponentsForExport } from './saved-components';

type ParsedExportBody = z.output<typeof exportBodySchema>;

/** The archive of an export: its folder (and file) name and its files. */
export interface BuiltArchive {
  folder: string;
  files: ArchiveFile[];
}

const mixedFrameworks = () =>
  new AppError(
    400,
    ErrorCode.validation,
    'A complete project holds components of one framework. Choose only Angular or only React components (React with or without Kiln’s design system), or export components only.',
  );

/** Reads the chosen components and builds the export's files; nothing is written. */
export const buildComponentExport = async (
  db: Db,
  userId: string,
  body: ParsedExportBody,
): Promise<BuiltArchive> => {
  const components = await savedComponentsForExport(db, userId, body.componentIds);
  if (body.kind === 'project' && new Set(components.map((c) => familyOf(c.framework))).size > 1)
    throw mixedFrameworks();
  const files = buildExport(body.kind, { name: body.name, components, extras: body.extras });
  return { folder: archiveSlug(body.name, 'kiln-components'), files };
};

/** What the download will hold: the archive's file name and every entry, as the zip names them. */
export const archiveTree = ({ folder, files }: BuiltArchive): ArchiveTree => ({
  fileName: `${folder}.zip`,
  paths: archiveEntries(files, folder).map((entry) => entry.path),
});

export type { ExportBody };
