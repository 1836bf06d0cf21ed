import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'kiln.test:8080' } });

describe('given the shadcn CLI reading the registry', () => {
  it('should list every component in registry.json', async () => {
    const response = await get('/r/registry.json');
    expect(response.statusCode).toBe(200);
    const registry = response.json<{
      name: string;
      items: { name: string; registryDependencies: string[] }[];
    }>();
    expect(registry.name).toBe('kiln');
    expect(registry.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['button', 'dialog', 'card']),
    );
    const button = registry.items.find((item) => item.name === 'button');
    expect(button?.registryDependencies).toEqual(['http://kiln.test:8080/r/spinner.json']);
  });

  it("should answer an item with its files' content and its dependencies at this server's URLs", async () => {
    const response = await get('/r/button.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const item = response.json<{
      name: string;
      files: { path: string; content: string }[];
      registryDependencies: string[];
      cssVars: { light: Record<string, string>; dark: Record<string, string> };
    }>();
    expect(item.name).toBe('button');
    expect(item.files[0]?.content).toContain('export function Button(');
    expect(item.registryDependencies).toEqual(['http://kiln.test:8080/r/spinner.json']);
    expect(Object.keys(item.cssVars.dark).length).toBeGreaterThan(0);
  });

  it('should answer 404 for a name the registry does not list', async () => {
    for (const url of [
      '/r/nothing-here.json',
      '/r/registry',
      '/r/..%2Fpackage.json',
      '/r/Button.json',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('given the shadcn CLI asking for its base colour', () => {
  it("should answer Kiln's tokens whatever colour the project names, and 404 for a bad name", async () => {
    const response = await get('/r/colors/neutral.json');
    expect(response.statusCode).toBe(200);
    const colour = response.json<{ cssVars: { dark: Record<string, string> } }>();
    expect(colour.cssVars.dark['kiln-color-background']).toBe('var(--kiln-palette-slate-950)');
    expect((await get('/r/colors/..%2F..%2Fregistry.json')).statusCode).toBe(404);
  });
});

describe('given a coding assistant reading llms.txt', () => {
  it('should answer the design system as plain text', async () => {
    const response = await get('/llms.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^# @kiln\/design-system\n/);
    expect(response.body).toContain("Import: `import { Button } from '@kiln/design-system';`");
  });
});
