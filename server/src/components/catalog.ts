import {
  MAX_COMPONENTS_PER_USER,
  type ComponentsQuery,
  type ComponentSort,
  type ComponentStats,
} from '@kiln/contract';
import { and, asc, count, desc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { componentVersions, components } from '../db/schema/index';
import { pageInfo, pageOffset } from '../lib/pagination';
import { currentChecks, currentCompiles } from './checks-summary';
import { ownedComponent, ownedVersion } from './owned';
import { toComponentDetail, toComponentSummary, toVersion, toVersionSummary } from './views';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `%` and `_` typed in a search are looked for as they are, not as patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<ComponentSort, SQL[]> = {
  newest: [desc(components.createdAt), desc(components.id)],
  oldest: [asc(components.createdAt), asc(components.id)],
  updated: [desc(components.updatedAt), desc(components.id)],
  name: [asc(sql`lower(${components.name})`), desc(components.createdAt), desc(components.id)],
  framework: [asc(components.framework), asc(sql`lower(${components.name})`), desc(components.id)],
};

const filtersOf = (userId: string, query: ComponentsQuery): SQL[] => {
  const filters: SQL[] = [eq(components.userId, userId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${components.name} ilike ${pattern} or ${components.description} ilike ${pattern} or array_to_string(${components.tags}, ' ') ilike ${pattern})`,
    );
  }
  if (query.framework) filters.push(eq(components.framework, query.framework));
  if (query.tag)
    filters.push(
      sql`exists (select 1 from unnest(${components.tags}) as kept(tag) where lower(kept.tag) = lower(${query.tag}))`,
    );
  if (query.checks) filters.push(sql`${currentChecks} = ${query.checks}`);
  return filters;
};

const {
  files: _files,
  componentModel: _model,
  ...versionSummaryColumns
} = getTableColumns(componentVersions);

/** Reading saved components: lists, one component, its versions, and the counts the dashboard shows. */
export const createComponentCatalog = (db: Db, now: () => Date) => ({
  list: async (userId: string, query: ComponentsQuery) => {
    const where = and(...filtersOf(userId, query));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...getTableColumns(components),
          checks: currentChecks,
          compiles: currentCompiles,
        })
        .from(components)
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ value: count() }).from(components).where(where),
    ]);
    return {
      items: rows.map(({ checks, compiles, ...row }) => ({
        ...toComponentSummary(row),
        checks,
        compiles,
      })),
      pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
    };
  },

  read: async (userId: string, componentId: string) => {
    const component = await ownedComponent(db, userId, componentId);
    const current = await ownedVersion(db, userId, componentId, component.latestVersion);
    return toComponentDetail(component, current);
  },

  /** Newest first, without their code. */
  versions: async (userId: string, componentId: string) => {
    await ownedComponent(db, userId, componentId);
    const rows = await db
      .select(versionSummaryColumns)
      .from(componentVersions)
      .where(
        and(eq(componentVersions.componentId, componentId), eq(componentVersions.userId, userId)),
      )
      .orderBy(desc(componentVersions.version));
    return { items: rows.map(toVersionSummary) };
  },

  version: async (userId: string, componentId: string, version: number) =>
    toVersion(await ownedVersion(db, userId, componentId, version)),

  stats: async (userId: string): Promise<ComponentStats> => {
    const since = new Date(now().getTime() - 7 * DAY_MS);
    const rows = await db
      .select({
        framework: components.framework,
        total: count(),
        recent: sql<number>`count(*) filter (where ${gte(components.createdAt, since)})`.mapWith(
          Number,
        ),
      })
      .from(components)
      .where(eq(components.userId, userId))
      .groupBy(components.framework);
    return {
      total: rows.reduce((sum, row) => sum + row.total, 0),
      savedLast7Days: rows.reduce((sum, row) => sum + row.recent, 0),
      byFramework: Object.fromEntries(rows.map((row) => [row.framework, row.total])),
      limit: MAX_COMPONENTS_PER_USER,
    };
  },
});

export type ComponentCatalog = ReturnType<typeof createComponentCatalog>;
