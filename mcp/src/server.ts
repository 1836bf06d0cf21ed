import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCatalogueTools } from './tools/catalogues';
import { registerDesignSystemTools } from './tools/design-system';
import { registerEngineTools } from './tools/engine';

/** Kiln's MCP server: the built-in engine, the design system and the shipped catalogues, offline. */
export function createKilnMcpServer(): McpServer {
  const server = new McpServer(
    { name: 'kiln', version: '0.1.0' },
    {
      instructions:
        'Kiln turns a plain-language description into an Angular or React component. Call generate_component, then refine_component with the model it returned to change it, and validate_component to check any files. The design system tools describe @kiln/design-system (framework react-ds uses it).',
    },
  );
  registerEngineTools(server);
  registerDesignSystemTools(server);
  registerCatalogueTools(server);
  return server;
}
