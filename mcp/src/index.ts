/** What a Kiln server needs to serve the same tools as kiln-mcp (over Streamable HTTP at /mcp). */
export { createKilnMcpServer } from './server';
export { toolTake } from './engine';
export type { KilnEngine, RefinedSaved, SavedVersion } from './engine';
