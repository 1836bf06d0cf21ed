import { generate } from '@kiln/generator';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signup, type SignedUp } from './support/app';
import { startAiApp, type AiTestApp } from './support/ai-app';

let t: AiTestApp;
let user: SignedUp;
let secret: string;
let mcpUrl: URL;

const createKey = async (token: string, scopes?: string[]) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: bearer(token),
    payload: { name: 'MCP', ...(scopes ? { scopes } : {}) },
  });
  return (JSON.parse(created.body) as { data: { key: { id: string }; secret: string } }).data;
};

const usage = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(user.token),
  });
  return (JSON.parse(answer.body) as { data: { user: { usage: { generationsUsed: number } } } })
    .data.user.usage.generationsUsed;
};

const connect = async (authorization?: string) => {
  const client = new Client({ name: 'kiln-mcp-http-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(
      mcpUrl,
      authorization ? { requestInit: { headers: { authorization } } } : {},
    ),
  );
  return client;
};

type Structured = Record<string, unknown>;
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text?: string }[];
    structuredContent?: Structured;
  };
  return {
    isError: result.isError,
    text: result.content[0]?.text ?? '',
    data: result.structuredContent ?? {},
  };
};

/** A JSON-RPC request as a client would POST it, for what the SDK client would not send. */
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });

beforeAll(async () => {
  // A cold validation thread loads TypeScript: seconds on a busy machine, past the 10 s default.
  t = await startAiApp({}, {}, { WORKER_TASK_TIMEOUT_MS: '120000' });
  user = await signup(t.app);
  secret = (await createKey(user.token)).secret;
  mcpUrl = new URL('/mcp', t.base);
});
afterAll(async () => {
  await t.close();
});

describe('given an MCP client with a personal API key over Streamable HTTP', () => {
  it('should list the same tools as kiln-mcp and call each, generation counted toward the plan', async () => {
    const client = await connect(`Bearer ${secret}`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'generate_component',
      'get_design_system_component',
      'list_design_system_components',
      'refine_component',
      'search_library',
      'search_templates',
      'validate_component',
    ]);
    expect(
      tools.find((tool) => tool.name === 'generate_component')?.annotations?.readOnlyHint,
    ).toBe(false);
    expect(await usage()).toBe(0);

    const generated = await call(client, 'generate_component', {
      description: 'a login form with email and password',
      framework: 'react',
    });
    expect(generated.isError, generated.text).toBeFalsy();
    expect(generated.data.id).toEqual(expect.any(String));
    const files = generated.data.files as { path: string; content: string }[];
    expect(files.length).toBeGreaterThan(0);
    expect(generated.data.checklist).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'password', met: true })]),
    );
    expect(await usage()).toBe(1);
    const saved = generated.data.saved as { componentId: string; version: number; url: string };
    expect(saved).toEqual({
      componentId: expect.any(String),
      version: 1,
      url: `http://localhost:3000/dashboard/editor?component=${saved.componentId}&version=1`,
    });
    const component = await t.app.inject({
      method: 'GET',
      url: `/api/components/${saved.componentId}`,
      headers: bearer(user.token),
    });
    expect(component.statusCode).toBe(200);
    expect(JSON.parse(component.body).data).toMatchObject({ currentVersion: 1, tags: ['mcp'] });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/ai/history',
      headers: bearer(user.token),
    });
    expect(history.body).toContain(generated.data.id as string);

    const checked = await call(client, 'validate_component', { files });
    expect(checked.isError, checked.text).toBeFalsy();
    expect(checked.data).toEqual({ ok: true, diagnostics: [] });

    const offline = generate('a login form with email and password', { framework: 'react' });
    const refined = await call(client, 'refine_component', {
      files: offline.files.map(({ path, content }) => ({ path, content })),
      model: offline.model,
      instruction: 'add a phone field',
    });
    expect(refined.text).toContain('diff');
    expect(refined.isError, refined.text).toBeFalsy();
    expect(refined.data.diff).toMatch(/^\+.*[Pp]hone/m);
    expect(refined.data.saved).toBeUndefined();

    // A saved version is refined through the copilot: counted, and saved as the next version.
    const refinedSaved = await call(client, 'refine_component', {
      componentId: saved.componentId,
      version: 1,
      instruction: 'add a phone field',
    });
    expect(refinedSaved.isError, refinedSaved.text).toBeFalsy();
    expect(refinedSaved.data).toMatchObject({
      changed: true,
      saved: { componentId: saved.componentId, version: 2 },
    });
    expect(refinedSaved.data.diff).toMatch(/^-.*/m);
    expect(refinedSaved.data.diff).toMatch(/^\+.*[Pp]hone/m);
    expect(await usage()).toBe(2);
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/components/${saved.componentId}`,
      headers: bearer(user.token),
    });
    expect(JSON.parse(versions.body).data.currentVersion).toBe(2);

    const listed = await call(client, 'list_design_system_components');
    expect(listed.data.components).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'button' })]),
    );
    const button = await call(client, 'get_design_system_component', { name: 'button' });
    expect(button.data.import).toContain('@kiln/design-system');
    const templates = await call(client, 'search_templates', { limit: 2 });
    expect((templates.data.templates as unknown[]).length).toBe(2);
    const library = await call(client, 'search_library', { limit: 1 });
    expect((library.data.components as unknown[]).length).toBe(1);
    expect(await usage()).toBe(2);
    await client.close();
  }, 180_000);

  it("should not find another account's saved component, and say what refine needs", async () => {
    const stranger = await signup(t.app);
    const strangers = await connect(`Bearer ${(await createKey(stranger.token)).secret}`);
    t.clock.advance(60_000);
    const theirs = await call(strangers, 'generate_component', { description: 'a login form' });
    const { componentId } = theirs.data.saved as { componentId: string };
    await strangers.close();

    const client = await connect(`Bearer ${secret}`);
    const before = await usage();
    const refused = await call(client, 'refine_component', {
      componentId,
      version: 1,
      instruction: 'add a phone field',
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('Component was not found');
    const unnamed = await call(client, 'refine_component', { instruction: 'make it dark' });
    expect(unnamed.isError).toBe(true);
    expect(unnamed.text).toContain('or (on a Kiln server) the componentId and version');
    expect(await usage()).toBe(before);
    await client.close();
  });

  it('should refuse a description past the contract bounds without counting it', async () => {
    const client = await connect(`Bearer ${secret}`);
    const before = await usage();
    const refused = await call(client, 'generate_component', { description: 'a'.repeat(20_000) });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/Input validation error/);
    expect(refused.text).toMatch(/description/);
    expect(await usage()).toBe(before);
    await client.close();
  });
});

describe('given an account at the end of its plan', () => {
  it('should refuse generate_component as POST /api/ai/generate does, with the quota message', async () => {
    const owner = await signup(t.app);
    const client = await connect(`Bearer ${(await createKey(owner.token)).secret}`);
    const generateOnce = async () => {
      // Past the guards' interval between two generations of one account.
      t.clock.advance(60_000);
      return call(client, 'generate_component', { description: 'a button', framework: 'react' });
    };
    const granted = [];
    for (let index = 0; index < 10; index += 1) granted.push(await generateOnce());
    expect(granted.filter((result) => result.isError)).toEqual([]);

    const refused = await generateOnce();
    expect(refused.isError).toBe(true);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: bearer(owner.token),
      payload: { description: 'a button' },
    });
    expect(direct.statusCode).toBe(429);
    const { error } = JSON.parse(direct.body) as { error: { message: string } };
    expect(refused.text).toContain(error.message);
    await client.close();
  }, 120_000);
});

describe('given a JSON-RPC request posted by hand', () => {
  it('should answer JSON with the request id and the security headers the other routes carry', async () => {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }), {
      authorization: `Bearer ${secret}`,
      'mcp-protocol-version': '2025-06-18',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { id: number; result: { tools: unknown[] } };
    expect(body.id).toBe(7);
    expect(body.result.tools).toHaveLength(7);
  });
});

describe('given a request without a valid key', () => {
  it('should answer 401 with a JSON-RPC error that says how to send a key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer kiln_not-a-real-key' },
    ];
    for (const headers of attempts) {
      const response = await post(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        headers,
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const body = (await response.json()) as {
        jsonrpc: string;
        error: { code: number; message: string };
      };
      expect(body.jsonrpc).toBe('2.0');
      expect(body.error.code).toBe(-32001);
      expect(body.error.message).toContain('Authorization: Bearer kiln_');
    }
  });

  it('should refuse a key made without the mcp scope with a JSON-RPC error naming the scope', async () => {
    const generateOnly = (await createKey(user.token, ['generate'])).secret;
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), {
      authorization: `Bearer ${generateOnly}`,
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as {
      error: { code: number; message: string; data: { code: string } };
    };
    expect(body.error.code).toBe(-32001);
    expect(body.error.data.code).toBe('API_KEY_SCOPE');
    expect(body.error.message).toBe(
      'This API key does not have the mcp scope that POST /mcp needs. Create a key with it in Settings → Security → API keys.',
    );
    const refused = await connect(`Bearer ${generateOnly}`).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 403 });
    expect((refused as Error).message).toContain('does not have the mcp scope');
  });

  it('should fail the SDK client with the status and the message', async () => {
    const refused = await connect('Bearer kiln_revoked-or-wrong').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 401 });
    expect((refused as Error).message).toContain('This API key is not valid');
  });
});

describe('given a hostile request with a valid key', () => {
  it('should refuse a body past the limit with 413, then answer the next request', async () => {
    const started = Date.now();
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'generate_component', arguments: { description: 'x'.repeat(3_000_000) } },
    });
    const response = await post(huge, { authorization: `Bearer ${secret}` });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error).toMatchObject({ code: -32600, message: 'The request body is too large' });
    expect(Date.now() - started).toBeLessThan(5_000);

    const client = await connect(`Bearer ${secret}`);
    expect((await client.listTools()).tools.length).toBe(7);
    await client.close();
  });

  it('should answer malformed JSON with a JSON-RPC parse error', async () => {
    const response = await post('{"jsonrpc": "2.0", "id": 1, "method": ', {
      authorization: `Bearer ${secret}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error).toMatchObject({
      code: -32700,
      message: 'The request body is not valid JSON',
    });
  });

  it('should answer a message that is not JSON-RPC with the SDK’s parse error', async () => {
    const response = await post(JSON.stringify({ hello: 'world' }), {
      authorization: `Bearer ${secret}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number } };
    expect(body.error.code).toBe(-32700);
  });

  it('should answer GET and DELETE with 405: the endpoint keeps no session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(mcpUrl, { method, headers: bearer(secret) });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
