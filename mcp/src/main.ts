import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createRemoteMcpServer, remoteSettings } from './remote';
import { createKilnMcpServer } from './server';

/**
 * Serves Kiln's tools over stdio until the client closes the stream: the offline engine, or a Kiln
 * server's tools with `--server URL` / KILN_SERVER and KILN_API_KEY. stdout carries only the protocol.
 */
export async function main(args = process.argv.slice(2)): Promise<void> {
  let remote;
  try {
    remote = remoteSettings(args, process.env);
  } catch (error) {
    console.error(`kiln-mcp: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  if (!remote) {
    await createKilnMcpServer().connect(new StdioServerTransport());
    console.error('kiln-mcp: ready on stdio (built-in engine, offline).');
    return;
  }
  try {
    await (await createRemoteMcpServer(remote)).connect(new StdioServerTransport());
  } catch (error) {
    console.error(`kiln-mcp: ${remote.server.origin} refused: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.error(`kiln-mcp: ready on stdio (tools of ${remote.server.origin}, usage counted).`);
}
