/** Read-only tools over @kiln/design-system's component metadata (the facts of its llms.txt). */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { answer } from '../schemas';
import { designSystemMetadata } from '../sources/design-system';

const propSchema = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  description: z.string().optional(),
  default: z.string().optional(),
});

export function registerDesignSystemTools(server: McpServer): void {
  server.registerTool(
    'list_design_system_components',
    {
      title: 'List design system components',
      description:
        "Lists @kiln/design-system's components: name, what each is for and how to import it. React code for framework react-ds uses them.",
      inputSchema: {},
      outputSchema: {
        package: z.string(),
        version: z.string(),
        components: z.array(
          z.object({
            name: z.string(),
            title: z.string(),
            kind: z.enum(['component', 'product']),
            purpose: z.string(),
            import: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => {
      const metadata = await designSystemMetadata();
      return answer({
        package: metadata.package,
        version: metadata.version,
        components: metadata.components.map(({ name, title, kind, purpose, import: line }) => ({
          name,
          title,
          kind,
          purpose,
          import: line,
        })),
      });
    },
  );

  server.registerTool(
    'get_design_system_component',
    {
      title: 'Get a design system component',
      description:
        'One @kiln/design-system component: its purpose, import, parts, props (type, required, default) and an example.',
      inputSchema: {
        name: z
          .string()
          .max(64)
          .describe('the name list_design_system_components gives, e.g. button or dropdown-menu'),
      },
      outputSchema: {
        name: z.string(),
        title: z.string(),
        kind: z.enum(['component', 'product']),
        purpose: z.string(),
        import: z.string(),
        components: z.array(z.string()),
        element: z.string().nullable().describe('the HTML element whose attributes it also takes'),
        props: z.array(propSchema),
        example: z.string(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ name }) => {
      const metadata = await designSystemMetadata();
      const wanted = name.trim().toLowerCase();
      const found = metadata.components.find(
        (c) => c.name === wanted || c.title.toLowerCase() === wanted,
      );
      if (!found)
        throw new Error(
          `No component "${name.slice(0, 64)}" in ${metadata.package}; list_design_system_components names them all.`,
        );
      const { title, kind, purpose, components, element, props, example } = found;
      return answer({
        name: found.name,
        title,
        kind,
        purpose,
        import: found.import,
        components,
        element,
        props,
        example,
      });
    },
  );
}
