import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signup, type SignedUp } from './support/app';
import { startAiApp, type AiTestApp } from './support/ai-app';

const bin = fileURLToPath(new URL('../../mcp/bin/kiln-mcp.mjs', import.meta.url));

let t: AiTestApp;
let user: SignedUp;
let secret: string;
let origin: string;

const usage = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(user.token),
  });
  return (JSON.parse(answer.body) as { data: { user: { usage: { generationsUsed: number } } } })
    .data.user.usage.generationsUsed;
};

/** kiln-mcp as an MCP client starts it: its own process on stdio, here in remote mode. */
const connect = async (args: string[], env: Record<string, string>) => {
  const client = new Client({ name: 'kiln-mcp-remote-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [bin, ...args],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'ignore',
    }),
  );
  return client;
};

beforeAll(async () => {
  t = await startAiApp();
  user = await signup(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: bearer(user.token),
    payload: { name: 'kiln-mcp' },
  });
  secret = (JSON.parse(created.body) as { data: { secret: string } }).data.secret;
  origin = t.base.replace(/\/api$/, '');
});
afterAll(async () => {
  await t.close();
});

describe('given kiln-mcp on stdio in remote mode', () => {
  it('should serve the server’s tools with --server and count a generation toward the account', async () => {
    const client = await connect(['--server', origin], { KILN_API_KEY: secret });
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(7);
    expect(tools.find((tool) => tool.name === 'generate_component')?.description).toContain(
      'counted toward your plan',
    );
    const result = (await client.callTool({
      name: 'generate_component',
      arguments: { description: 'a newsletter signup with an email field', framework: 'angular' },
    })) as { isError?: boolean; structuredContent?: { id?: string; files?: unknown[] } };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent?.id).toEqual(expect.any(String));
    expect(result.structuredContent?.files?.length).toBeGreaterThan(0);
    expect(await usage()).toBe(1);
    await client.close();
  });

  it('should take the server from KILN_SERVER as well', async () => {
    const client = await connect([], { KILN_SERVER: origin, KILN_API_KEY: secret });
    const found = (await client.callTool({
      name: 'search_library',
      arguments: { limit: 1 },
    })) as { structuredContent?: { components?: unknown[] } };
    expect(found.structuredContent?.components).toHaveLength(1);
    await client.close();
  });

  it('should exit with the reason when the key is missing or refused', async () => {
    // Its own process, awaited without blocking: the server answering it runs in this one.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stderr: string }>((done) => {
        const child = spawn(process.execPath, [bin, '--server', origin], {
          env: { PATH: process.env.PATH ?? '', ...env },
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => done({ status, stderr }));
      });
    const missing = await run({});
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('KILN_API_KEY');
    const refused = await run({ KILN_API_KEY: 'kiln_not-a-real-key' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('This API key is not valid');
  }, 60_000);
});
