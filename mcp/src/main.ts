import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createKilnMcpServer } from './server';

/** Serves Kiln's tools over stdio until the client closes the stream. stdout carries only the protocol. */
export async function main(): Promise<void> {
  const server = createKilnMcpServer();
  await server.connect(new StdioServerTransport());
  console.error('kiln-mcp: ready on stdio (built-in engine, offline).');
}
