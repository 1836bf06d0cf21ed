/** Read-only searches of the templates and the component library Kiln ships. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { answer } from '../schemas';
import { libraryCatalogue, matchesWords, shippedTemplates } from '../sources/catalogues';

const searchInput = {
  query: z
    .string()
    .max(200)
    .optional()
    .describe('words that must all appear (name, description, tags)'),
  category: z.string().max(40).optional(),
  limit: z.number().int().min(1).max(50).default(10),
};

export function registerCatalogueTools(server: McpServer): void {
  server.registerTool(
    'search_templates',
    {
      title: 'Search templates',
      description:
        "Searches the templates Kiln ships (as seeded in a new server's database). Each carries the generation request it starts from: pass its description to generate_component.",
      inputSchema: {
        ...searchInput,
        framework: z.enum(['angular', 'react', 'react-ds']).optional(),
      },
      outputSchema: {
        total: z.number(),
        templates: z.array(
          z.object({
            name: z.string(),
            description: z.string(),
            category: z.string(),
            frameworks: z.array(z.string()),
            tags: z.array(z.string()),
            request: z.record(z.string(), z.unknown()),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, category, framework, limit }) => {
      const found = shippedTemplates().filter(
        (t) =>
          matchesWords(query, t.name, t.description, t.tags, t.category) &&
          (!category || t.category === category) &&
          (!framework || t.frameworks.includes(framework)),
      );
      return answer({ total: found.length, templates: found.slice(0, limit) });
    },
  );

  server.registerTool(
    'search_library',
    {
      title: 'Search the component library',
      description:
        "Searches Kiln's curated component library. Each entry carries the description the engine builds it from: pass it to generate_component in any framework.",
      inputSchema: searchInput,
      outputSchema: {
        total: z.number(),
        components: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            category: z.string(),
            description: z.string(),
            tags: z.array(z.string()),
            request: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, category, limit }) => {
      const found = (await libraryCatalogue()).filter(
        (entry) =>
          matchesWords(query, entry.name, entry.description, entry.tags, entry.category) &&
          (!category || entry.category === category),
      );
      return answer({
        total: found.length,
        components: found.slice(0, limit).map((entry) => ({ ...entry, tags: [...entry.tags] })),
      });
    },
  );
}
