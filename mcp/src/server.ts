import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { offlineEngine, type KilnEngine } from './engine';
import { registerCatalogueTools } from './tools/catalogues';
import { registerDesignSystemTools } from './tools/design-system';
import { registerEngineTools } from './tools/engine';

export const KILN_MCP_INSTRUCTIONS =
  'Kiln turns a plain-language description into an Angular or React component. Call generate_component, then refine_component with the files and model it returned (or, on a Kiln server, the componentId and version it saved) to change it, and validate_component to check any files. The design system tools describe @kiln/design-system (framework react-ds uses it).';

/**
 * Kiln's MCP server: every tool, registered here once. kiln-mcp passes the offline engine; a Kiln
 * server passes its own (metered generation, validation in its worker pool).
 */
export function createKilnMcpServer(engine: KilnEngine = offlineEngine): McpServer {
  const server = new McpServer(
    { name: 'kiln', version: '0.1.0' },
    { instructions: KILN_MCP_INSTRUCTIONS },
  );
  registerEngineTools(server, engine);
  registerDesignSystemTools(server);
  registerCatalogueTools(server);
  return server;
}
