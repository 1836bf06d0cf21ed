import type { ExportData } from '@kiln/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentPresets, componentVersions, components } from '../db/schema/index';
import { toPreset } from './presets';
import { toComponentSummary, toVersion } from './views';

/** Every saved component of a user with every version and preset kept, for the user's data export. */
export const exportComponents = async (
  db: Db,
  userId: string,
): Promise<ExportData['components']> => {
  const [rows, versions, presets] = await Promise.all([
    db
      .select()
      .from(components)
      .where(eq(components.userId, userId))
      .orderBy(desc(components.createdAt), desc(components.id)),
    db
      .select({ version: componentVersions })
      .from(componentVersions)
      .innerJoin(components, eq(components.id, componentVersions.componentId))
      .where(eq(components.userId, userId))
      .orderBy(asc(componentVersions.version)),
    db
      .select()
      .from(componentPresets)
      .where(eq(componentPresets.userId, userId))
      .orderBy(asc(componentPresets.createdAt), asc(componentPresets.id)),
  ]);
  return rows.map((row) => ({
    ...toComponentSummary(row),
    versions: versions
      .filter(({ version }) => version.componentId === row.id)
      .map(({ version }) => toVersion(version)),
    presets: presets.filter((preset) => preset.componentId === row.id).map(toPreset),
  }));
};
