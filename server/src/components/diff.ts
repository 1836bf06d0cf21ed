import type { FileDiff } from '@kiln/contract';
import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from 'diff';
import type { Db } from '../db/client';
import type { StoredFile } from '../db/schema/index';
import { ownedComponent, ownedVersion } from './owned';

const fileDiff = (path: string, before: string | undefined, after: string | undefined) => {
  const status: FileDiff['status'] =
    before === undefined
      ? 'added'
      : after === undefined
        ? 'removed'
        : before === after
          ? 'unchanged'
          : 'modified';
  if (status === 'unchanged') return { path, status, additions: 0, deletions: 0, patch: '' };
  const patch = structuredPatch(
    before === undefined ? '/dev/null' : `a/${path}`,
    after === undefined ? '/dev/null' : `b/${path}`,
    before ?? '',
    after ?? '',
    undefined,
    undefined,
    { context: 3 },
  );
  const lines = patch.hunks.flatMap((hunk) => hunk.lines);
  return {
    path,
    status,
    additions: lines.filter((line) => line.startsWith('+')).length,
    deletions: lines.filter((line) => line.startsWith('-')).length,
    patch: formatPatch(patch, FILE_HEADERS_ONLY),
  };
};

/**
 * How the files of one version became those of another, as unified diffs (jsdiff) with their
 * added and deleted line counts: the newer version's files in their order, then the removed ones.
 */
export const diffFiles = (from: StoredFile[], to: StoredFile[]): FileDiff[] => {
  const before = new Map(from.map((file) => [file.path, file.content]));
  const after = new Map(to.map((file) => [file.path, file.content]));
  return [
    ...to.map((file) => fileDiff(file.path, before.get(file.path), file.content)),
    ...from
      .filter((file) => !after.has(file.path))
      .map((file) => fileDiff(file.path, file.content, undefined)),
  ];
};

export const diffVersions = async (
  db: Db,
  userId: string,
  componentId: string,
  from: number,
  to: number,
) => {
  await ownedComponent(db, userId, componentId);
  const [older, newer] = await Promise.all([
    ownedVersion(db, userId, componentId, from),
    ownedVersion(db, userId, componentId, to),
  ]);
  return { from, to, files: diffFiles(older.files, newer.files) };
};
