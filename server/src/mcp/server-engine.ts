import type { AiFramework } from '@kiln/contract';
import type { KilnEngine } from '@kiln/mcp';
import type { AiService } from '../ai/service';
import type { Validator } from '../quality/validator';

/** The framework the validation cache files the files under (the diagnostics do not depend on it). */
const frameworkOf = (files: readonly { path: string; content: string }[]): AiFramework => {
  if (files.some((file) => file.content.includes('@kiln/design-system'))) return 'react-ds';
  return files.some((file) => /\.[jt]sx$/.test(file.path)) ? 'react' : 'angular';
};

/**
 * The MCP tools' engine on this server, for one signed-in key owner: generation takes the same
 * path as POST /api/ai/generate (admitted, metered, kept in the history, counted toward the plan);
 * validation runs in the worker pool behind its cache, never on the event loop.
 */
export const serverEngine = (
  service: Pick<AiService, 'generateComponent'>,
  validator: Validator,
  userId: string,
): KilnEngine => ({
  generatesWhere:
    'on this Kiln server with its AI provider, kept in your history and counted toward your plan like POST /api/ai/generate',
  metered: true,
  generate: async ({ description, framework, name }) => {
    const result = await service.generateComponent(userId, {
      description,
      framework,
      ...(name ? { name } : {}),
    });
    return {
      id: result.id,
      timestamp: result.timestamp,
      name: result.name,
      framework: result.framework,
      files: result.files.map(({ path, language, content }) => ({ path, language, content })),
      checklist: result.checklist,
      ...(result.clarification
        ? {
            clarification: {
              question: result.clarification.question,
              suggestions: result.clarification.suggestions,
            },
          }
        : {}),
      instructions: result.instructions,
      dependencies: result.dependencies,
    };
  },
  validate: async (files, signal) =>
    (await validator.validate(frameworkOf(files), files, signal)).diagnostics,
});
