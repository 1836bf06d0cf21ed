/**
 * kiln-mcp's remote mode: the stdio server forwards every tool call to a Kiln server's /mcp with
 * the personal API key, so generations are written by the server's provider and count toward the
 * account. The tools are the server's own (the same list, registered in tools/).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { KILN_MCP_INSTRUCTIONS } from './server';

export interface RemoteSettings {
  /** The server's origin, e.g. https://kiln.example; the tools are at its /mcp. */
  server: URL;
  apiKey: string;
}

/** `--server URL` (else KILN_SERVER) and KILN_API_KEY; undefined means the offline engine. */
export function remoteSettings(
  args: readonly string[],
  env: Record<string, string | undefined>,
): RemoteSettings | undefined {
  const flag = args.indexOf('--server');
  const server = (flag >= 0 ? args[flag + 1] : env.KILN_SERVER)?.trim();
  if (flag >= 0 && !server)
    throw new Error('--server needs a URL, e.g. --server https://kiln.example');
  if (!server) return undefined;
  if (!URL.canParse(server)) throw new Error(`the server must be a URL, not "${server}"`);
  const apiKey = env.KILN_API_KEY?.trim();
  if (!apiKey)
    throw new Error(
      'remote mode needs a personal API key in KILN_API_KEY (Settings → Security → API keys)',
    );
  return { server: new URL(server), apiKey };
}

/** A stdio-side MCP server whose tools are the Kiln server's, each call forwarded to it. */
export async function createRemoteMcpServer({ server, apiKey }: RemoteSettings): Promise<Server> {
  const client = new Client({ name: 'kiln-mcp', version: '0.1.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', server), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  const proxy = new Server(
    { name: 'kiln', version: '0.1.0' },
    { capabilities: { tools: {} }, instructions: KILN_MCP_INSTRUCTIONS },
  );
  proxy.setRequestHandler(ListToolsRequestSchema, (request, { signal }) =>
    client.listTools(request.params, { signal }),
  );
  proxy.setRequestHandler(CallToolRequestSchema, (request, { signal }) =>
    client.callTool(request.params, undefined, { signal, timeout: 120_000 }),
  );
  proxy.onclose = () => void client.close();
  return proxy;
}
