import {
  TemplateErrorCode,
  codeGenerationRequestSchema,
  type AiFramework,
  type TemplatePreview,
} from '@kiln/contract';
import { generateFromRequest, GeneratorError } from '@kiln/generator';
import type { TemplateRow } from '../db/schema/index';
import { AppError } from '../errors';
import { toTemplate } from './views';

/** Previews kept per instance: 16 seeded templates × 3 frameworks, with room for admins' own. */
const MAX_CACHED_PREVIEWS = 128;

/**
 * A template's files for the live preview: the built-in engine run on its request, as
 * `POST /api/ai/generate` runs it, but with no allowance charged and no history written (nobody
 * asked for a generation). The engine is deterministic, so the files are kept per template, version
 * (its `updatedAt`) and framework in a bounded least-recently-used map; an edit changes the key.
 */
export const createTemplatePreviews = () => {
  const cache = new Map<string, TemplatePreview>();

  const remember = (key: string, preview: TemplatePreview) => {
    cache.delete(key);
    cache.set(key, preview);
    while (cache.size > MAX_CACHED_PREVIEWS) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  };

  const run = (row: TemplateRow, framework: AiFramework): TemplatePreview => {
    const request = codeGenerationRequestSchema.parse(row.request);
    const updatedAt = row.updatedAt.toISOString();
    try {
      const result = generateFromRequest(
        { ...request, framework, props: request.props ?? [] },
        updatedAt,
      );
      return { templateId: row.id, name: result.name, framework, files: result.files, updatedAt };
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      throw new AppError(422, TemplateErrorCode.requestNotRunnable, error.message);
    }
  };

  return {
    /** In the framework asked for (one the template lists), else its request's, else its first. */
    of: (row: TemplateRow, asked: AiFramework | undefined): TemplatePreview => {
      const template = toTemplate(row);
      const own = template.frameworks.find((framework) => framework === template.request.framework);
      const framework = asked ?? own ?? template.frameworks[0] ?? 'angular';
      if (!template.frameworks.includes(framework))
        throw new AppError(
          400,
          TemplateErrorCode.frameworkNotOffered,
          `This template is offered for ${template.frameworks.join(', ')}, not ${framework}`,
        );
      const key = `${row.id}:${template.updatedAt}:${framework}`;
      const cached = cache.get(key);
      if (cached) {
        remember(key, cached);
        return cached;
      }
      const preview = run(row, framework);
      remember(key, preview);
      return preview;
    },
  };
};
