import {
  codeGenerationRequestSchema,
  frameworkSchema,
  templateCategorySchema,
  type Template,
} from '@kiln/contract';
import type { TemplateRow } from '../db/schema/index';

/** A row as the API answers it; text columns are checked against the contract's enums as read. */
export const toTemplate = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: templateCategorySchema.parse(row.category),
  frameworks: row.frameworks.map((framework) => frameworkSchema.parse(framework)),
  tags: row.tags,
  request: codeGenerationRequestSchema.parse(row.request),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
