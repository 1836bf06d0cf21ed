import type { templatesQuerySchema } from '@kiln/contract';
import type { z } from 'zod';
import { and, arrayContains, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { templates, type TemplateRow } from '../db/schema/index';
import { notFound } from '../errors';
import { likePattern } from '../lib/like-pattern';
import { pageInfo, pageOffset } from '../lib/pagination';
import { toTemplate } from './views';

type ParsedQuery = z.output<typeof templatesQuerySchema>;

const filtersOf = (query: ParsedQuery): SQL[] => {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(${templates.name} ilike ${pattern} or ${templates.description} ilike ${pattern} or array_to_string(${templates.tags}, ' ') ilike ${pattern})`,
    );
  }
  if (query.category) filters.push(eq(templates.category, query.category));
  if (query.framework) filters.push(arrayContains(templates.frameworks, [query.framework]));
  return filters;
};

/** Reading templates: every signed-in person sees the same shelf. */
export const createTemplateCatalog = (db: Db) => ({
  list: async (query: ParsedQuery) => {
    const where = and(...filtersOf(query));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(templates)
        .where(where)
        .orderBy(asc(templates.sortOrder), asc(sql`lower(${templates.name})`), asc(templates.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ value: count() }).from(templates).where(where),
    ]);
    return {
      items: rows.map(toTemplate),
      pagination: pageInfo(query.page, query.limit, total?.value ?? 0),
    };
  },

  row: async (id: string): Promise<TemplateRow> => {
    const [row] = await db.select().from(templates).where(eq(templates.id, id));
    if (!row) throw notFound('Template');
    return row;
  },
});

export type TemplateCatalog = ReturnType<typeof createTemplateCatalog>;
