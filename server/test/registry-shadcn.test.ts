/**
 * The registry as a developer uses it: the shadcn CLI adds two components from a listening Kiln
 * server to a fresh Vite + React + Tailwind v4 app, which then builds. npm packages come from the
 * npm registry (the app's own, and those the items name); nothing else leaves this machine:
 * REGISTRY_URL points the CLI's base-colour lookup at the server instead of shadcn's site.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

const execFileAsync = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const pinned = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, versionOf(name)]));

/** A new app as `npm create vite` (react-ts) plus Tailwind v4 and `shadcn init` would leave it. */
const consumerFiles = (): Record<string, string> => ({
  'package.json': JSON.stringify({
    name: 'shadcn-consumer',
    private: true,
    type: 'module',
    scripts: { build: 'tsc -p tsconfig.json && vite build' },
    dependencies: pinned(['react', 'react-dom', 'clsx', 'tailwind-merge']),
    devDependencies: pinned([
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      '@tailwindcss/vite',
      'tailwindcss',
      'typescript',
      'vite',
    ]),
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['vite/client'],
      baseUrl: '.',
      paths: { '@/*': ['./src/*'] },
    },
    include: ['src'],
  }),
  'vite.config.ts': [
    "import { fileURLToPath } from 'node:url';",
    "import tailwindcss from '@tailwindcss/vite';",
    "import react from '@vitejs/plugin-react';",
    "import { defineConfig } from 'vite';",
    'export default defineConfig({',
    '  plugins: [react(), tailwindcss()],',
    "  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },",
    '});',
  ].join('\n'),
  'components.json': JSON.stringify({
    style: 'new-york',
    rsc: false,
    tsx: true,
    tailwind: {
      config: '',
      css: 'src/index.css',
      baseColor: 'neutral',
      cssVariables: true,
      prefix: '',
    },
    aliases: {
      components: '@/components',
      utils: '@/lib/utils',
      ui: '@/components/ui',
      lib: '@/lib',
      hooks: '@/hooks',
    },
    iconLibrary: 'lucide',
  }),
  'src/lib/utils.ts': [
    "import { clsx, type ClassValue } from 'clsx';",
    "import { twMerge } from 'tailwind-merge';",
    'export function cn(...inputs: ClassValue[]) {',
    '  return twMerge(clsx(inputs));',
    '}',
  ].join('\n'),
  'src/index.css': '@import "tailwindcss";\n',
  'index.html':
    '<!doctype html><html lang="en"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'src/main.tsx': [
    "import { createRoot } from 'react-dom/client';",
    "import './index.css';",
    "import { Button } from '@/components/ui/button';",
    "import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';",
    "createRoot(document.getElementById('root')!).render(",
    '  <Card><CardHeader><CardTitle>Pricing table</CardTitle></CardHeader>',
    '  <CardContent><Button variant="outline" loading>Save changes</Button></CardContent></Card>,',
    ');',
  ].join('\n'),
});

/**
 * Runs a command without blocking the event loop: the Kiln server the CLI fetches from runs in this
 * process. No terminal: a prompt the flags did not answer fails instead of waiting.
 */
const run = async (
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
) => {
  try {
    const { stdout } = await execFileAsync(command, args, {
      cwd,
      encoding: 'utf8',
      // npm's own variables from the run that started the tests would point the CLI's installs at
      // this repository; the app is a project of its own.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
        ...env,
      },
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
};

// About files and the CLI, not storage: run once, on PGlite (vitest.config.ts, databaseIndependent).
describe('given the shadcn CLI and a fresh Vite app', () => {
  let t: TestApp;
  let origin: string;
  let app: string;

  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    app = mkdtempSync(join(tmpdir(), 'kiln-shadcn-consumer-'));
    for (const [path, content] of Object.entries(consumerFiles())) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), content);
    }
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it('should add the Button and the Card, with the Spinner the Button uses, and build', async () => {
    const shadcn = join(root, 'node_modules', '.bin', 'shadcn');
    await run(
      shadcn,
      ['add', `${origin}/r/button.json`, `${origin}/r/card.json`, '--yes', '--overwrite'],
      app,
      {
        REGISTRY_URL: `${origin}/r`,
      },
    );
    const button = readFileSync(join(app, 'src/components/ui/button.tsx'), 'utf8');
    expect(button).toContain("from '@/components/ui/spinner'");
    expect(existsSync(join(app, 'src/components/ui/spinner.tsx'))).toBe(true);
    expect(existsSync(join(app, 'src/components/ui/card.tsx'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['@radix-ui/react-slot', 'class-variance-authority']),
    );
    const css = readFileSync(join(app, 'src/index.css'), 'utf8');
    expect(css).toContain('--color-primary: var(--kiln-color-primary)');
    expect(css).toMatch(/\.dark\s*\{[^}]*--kiln-color-background: var\(--kiln-palette-slate-950\)/);

    await run('npm', ['run', 'build'], app);
    const assets = join(app, 'dist', 'assets');
    const built = readdirSync(assets);
    const stylesheet = built.find((name) => name.endsWith('.css'));
    expect(stylesheet).toBeDefined();
    const compiled = readFileSync(join(assets, stylesheet!), 'utf8');
    expect(compiled).toContain('.rounded-card');
    expect(compiled).toContain('.bg-card');
  }, 300_000);
});
