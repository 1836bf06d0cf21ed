import type { ExportData } from '@kiln/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentVersions, components } from '../db/schema/index';
import { toComponentSummary, toVersion } from './views';

/** Every saved component of a user with every version kept, for the user's data export. */
export const exportComponents = async (
  db: Db,
  userId: string,
): Promise<ExportData['components']> => {
  const [rows, versions] = await Promise.all([
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
  ]);
  return rows.map((row) => ({
    ...toComponentSummary(row),
    versions: versions
      .filter(({ version }) => version.componentId === row.id)
      .map(({ version }) => toVersion(version)),
  }));
};
