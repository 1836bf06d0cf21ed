/** What a Kiln server needs to serve the same tools as kiln-mcp (over Streamable HTTP at /mcp). */
export { createKilnMcpServer } from './server';
export type {
  ComponentFile,
  Diagnostic,
  GeneratedComponent,
  GenerateInput,
  KilnEngine,
} from './engine';
export { MAX_FILE_LENGTH, MAX_FILES } from './schemas';
