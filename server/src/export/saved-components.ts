import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentVersions, components, versionScorecards } from '../db/schema/index';
import { notFound } from '../errors';
import { toScorecard } from '../quality/stored-scorecard';
import type { ExportComponent } from './project/types';

/**
 * The user's components with their current versions and those versions' stored scorecards (none
 * when never checked), in the order asked. An id that is not one of
 * the user's own (another user's, or none) is not found, and nothing is exported.
 */
export const savedComponentsForExport = async (
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<ExportComponent[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      component: components,
      version: componentVersions,
      checks: {
        serverChecks: versionScorecards.serverChecks,
        browserReport: versionScorecards.browserReport,
        browserReportedAt: versionScorecards.browserReportedAt,
        versionId: versionScorecards.versionId,
      },
    })
    .from(components)
    .innerJoin(
      componentVersions,
      and(
        eq(componentVersions.componentId, components.id),
        eq(componentVersions.version, components.latestVersion),
      ),
    )
    .leftJoin(versionScorecards, eq(versionScorecards.versionId, componentVersions.id))
    .where(and(eq(components.userId, userId), inArray(components.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.component.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Component');
    return {
      name: row.component.name,
      description: row.component.description,
      framework: row.version.framework,
      version: row.version.version,
      files: row.version.files,
      provenance: row.version.provenance,
      scorecard: row.checks?.versionId ? toScorecard(row.checks) : null,
    };
  });
};
