import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/kiln-mcp.mjs', import.meta.url));
let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'kiln-mcp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [bin], stderr: 'ignore' }),
  );
});
afterAll(async () => {
  await client.close();
});

type Structured = Record<string, unknown>;
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text?: string }[];
    structuredContent?: Structured;
  };
  return {
    isError: result.isError,
    content: result.content,
    text: result.content[0]?.text ?? '',
    data: result.structuredContent ?? {},
  };
};

describe('given an MCP client on stdio', () => {
  it('should list every tool with its input schema, the catalogues marked read-only', async () => {
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
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint).map((t) => t.name);
    expect(readOnly).toEqual(
      expect.arrayContaining([
        'list_design_system_components',
        'get_design_system_component',
        'search_templates',
        'search_library',
      ]),
    );
  });

  it('should answer takes in other layouts when asked for variants', async () => {
    const generated = await call('generate_component', {
      description: 'a product card with image, name, price and an Add to cart button',
      framework: 'react-ds',
      name: 'Product tile',
      variants: 3,
    });
    expect(generated.isError).toBeFalsy();
    const takes = generated.data.variants as { label: string; files: { path: string }[] }[];
    expect(takes).toHaveLength(3);
    expect(new Set(takes.map((take) => take.label)).size).toBe(3);
    // A take's styling may need a CSS module the component's own look does not.
    for (const take of takes)
      expect(take.files.map((file) => file.path)).toContain('ProductTile.tsx');
  });

  it('should generate, refine and validate a React component', async () => {
    const generated = await call('generate_component', {
      description: 'a login form with email and password',
      framework: 'react',
      name: 'Sign in form',
    });
    expect(generated.isError).toBeFalsy();
    expect(generated.data.name).toBe('SignInForm');
    const files = generated.data.files as { path: string; content: string }[];
    expect(files.map((file) => file.path)).toContain('SignInForm.tsx');
    expect(generated.data.checklist).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'password', met: true })]),
    );

    const refined = await call('refine_component', {
      files,
      model: generated.data.model,
      instruction: 'add a phone field',
    });
    expect(refined.isError).toBeFalsy();
    expect(refined.data.changed).toBe(true);
    expect(refined.data.diff).toMatch(/^\+.*[Pp]hone/m);

    const checked = await call('validate_component', { files: refined.data.files });
    expect(checked.data).toEqual({ ok: true, diagnostics: [] });
  });

  it('should say that saved versions need a server, and what refine needs otherwise', async () => {
    const saved = await call('refine_component', {
      componentId: '7d6f2b1e-3c1a-4f2b-9a43-2f1e0c5d8b7a',
      version: 1,
      instruction: 'add a phone field',
    });
    expect(saved.isError).toBe(true);
    expect(saved.text).toContain('start kiln-mcp with --server URL and KILN_API_KEY');
    const nothing = await call('refine_component', { instruction: 'add a phone field' });
    expect(nothing.isError).toBe(true);
    expect(nothing.text).toContain('Send the files and model generate_component returned');
  });

  it('should report the errors of broken code', async () => {
    const checked = await call('validate_component', {
      files: [
        {
          path: 'broken.tsx',
          content: 'export function Broken() { return <div>{missing}</div>; }',
        },
      ],
    });
    expect(checked.data.ok).toBe(false);
    expect(checked.data.diagnostics).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'broken.tsx', severity: 'error' })]),
    );
  });

  it('should describe the design system from its metadata', async () => {
    const listed = await call('list_design_system_components');
    const names = (listed.data.components as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['button', 'dialog', 'field']));

    const button = await call('get_design_system_component', { name: 'button' });
    expect(button.data.import).toBe("import { Button } from '@kiln/design-system';");
    expect(button.data.props).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'loading', type: 'boolean' })]),
    );

    const missing = await call('get_design_system_component', { name: 'carousel' });
    expect(missing.isError).toBe(true);
  });

  it('should search the shipped templates and library', async () => {
    const templates = await call('search_templates', { query: 'contact form' });
    expect(templates.data.templates).toEqual([
      expect.objectContaining({ name: 'Contact form', category: 'forms' }),
    ]);
    const library = await call('search_library', { query: 'login' });
    expect(library.data.components).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'login-form' })]),
    );
  });

  it('should refuse input past its limits with a clear error', async () => {
    const huge = await call('generate_component', { description: 'a form '.repeat(1000) });
    expect(huge.isError).toBe(true);
    expect(JSON.stringify(huge.content)).toMatch(/Input validation error/);

    const hostile = await call('validate_component', {
      files: [{ path: '../../etc/passwd', content: 'x' }],
    });
    expect(hostile.isError).toBe(true);
    expect(JSON.stringify(hostile.content)).toMatch(/plain file name/);
  });
});
