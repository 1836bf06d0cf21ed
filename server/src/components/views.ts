import type { ComponentDetail, ComponentSummary, ComponentVersion } from '@kiln/contract';
import type { ComponentRow, ComponentVersionRow } from '../db/schema/index';

type VersionSummaryRow = Omit<ComponentVersionRow, 'files' | 'componentModel' | 'checklist'>;

/** A component as lists show it. */
export const toComponentSummary = (row: ComponentRow): ComponentSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  tags: row.tags,
  framework: row.framework,
  currentVersion: row.latestVersion,
  versionCount: row.versionCount,
  storageBytes: row.storageBytes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A version as the version list shows it: without its code. */
export const toVersionSummary = (row: VersionSummaryRow) => ({
  version: row.version,
  framework: row.framework,
  bytes: row.bytes,
  provenance: row.provenance,
  validation: row.validation ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toVersion = (row: ComponentVersionRow): ComponentVersion => ({
  ...toVersionSummary(row),
  files: row.files,
  hasModel: row.componentModel !== null,
  checklist: row.checklist ?? null,
});

export const toComponentDetail = (
  row: ComponentRow,
  current: ComponentVersionRow,
): ComponentDetail => ({ ...toComponentSummary(row), current: toVersion(current) });
