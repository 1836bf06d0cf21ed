#!/usr/bin/env node
// Package check: what `npm publish` would ship, tested the way an app would use it.
// Builds @kiln/design-system, packs it, installs the tarball into a fresh consumer project,
// bundles that consumer with Vite (plain CSS and Tailwind flavours), renders a component with
// react-dom/server, then runs publint and Are the Types Wrong. Any failure exits non-zero.
//
// Offline by design: the consumer's node_modules holds the extracted tarball plus symlinks to
// the monorepo's copies of exactly the dependencies the packed package.json declares, so an
// import of an undeclared package fails here as it would for a real user.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const monorepoModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const bin = (name) => join(monorepoModules, '.bin', name);
const started = Date.now();

/** Runs one named step and prints its wall time, so a slow step is visible in CI logs. */
async function step(name, run) {
  const t0 = Date.now();
  process.stdout.write(`• ${name} … `);
  const result = await run();
  console.log(`ok (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  return result;
}

function run(command, args, cwd) {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${status})\n${stdout}\n${stderr}`);
  }
  return stdout;
}

const workDir = await mkdtemp(join(tmpdir(), 'kiln-design-system-package-'));
try {
  await step('build @kiln/design-system', () => run('npm', ['run', 'build'], packageDir));

  const tarball = await step('npm pack', async () => {
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', workDir], packageDir),
    );
    const paths = packed.files.map((file) => file.path);
    for (const required of [
      'package.json',
      'README.md',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/styles.css',
      'dist/tailwind.css',
      'dist/fonts.css',
      'dist/llms.txt',
    ]) {
      assert.ok(paths.includes(required), `the tarball lacks ${required}`);
    }
    assert.ok(
      paths.some((p) => /^dist\/assets\/inter-latin-wght-normal-.*\.woff2$/.test(p)),
      'the tarball lacks the Inter woff2 files',
    );
    assert.ok(
      paths.some((p) => /^dist\/assets\/jetbrains-mono-latin-wght-normal-.*\.woff2$/.test(p)),
      'the tarball lacks the JetBrains Mono woff2 files',
    );
    const stray = paths.filter(
      (p) => p.startsWith('src/') || p.startsWith('test/') || /\.test\.|\.stories\./.test(p),
    );
    assert.deepEqual(stray, [], 'sources, tests or stories leaked into the tarball');
    return join(workDir, packed.filename);
  });

  const consumerDir = join(workDir, 'consumer');
  const installed = join(consumerDir, 'node_modules', '@kiln', 'design-system');
  await step('install the tarball into a fresh consumer', async () => {
    await mkdir(join(consumerDir, 'node_modules', '@kiln'), { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', join(consumerDir, 'node_modules', '@kiln')]);
    await rename(join(consumerDir, 'node_modules', '@kiln', 'package'), installed);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const provided = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    for (const name of provided) {
      const target = join(consumerDir, 'node_modules', name);
      await mkdir(join(target, '..'), { recursive: true });
      await symlink(join(monorepoModules, name), target, 'dir');
    }
    await writeFile(
      join(consumerDir, 'package.json'),
      JSON.stringify({
        name: 'kiln-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@kiln/design-system': `file:${tarball}`,
          react: '^19.0.0',
          'react-dom': '^19.0.0',
        },
      }),
    );
    await mkdir(join(consumerDir, 'src'));
    await writeFile(
      join(consumerDir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    await writeFile(
      join(consumerDir, 'src', 'main.jsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { Button } from '@kiln/design-system';",
        "import '@kiln/design-system/styles.css';",
        '',
        'createRoot(document.getElementById(\'root\')).render(<Button variant="primary">Generate</Button>);',
      ].join('\n'),
    );
    await writeFile(
      join(consumerDir, 'src', 'tailwind-app.css'),
      "@import 'tailwindcss';\n@import '@kiln/design-system/tailwind.css';\n",
    );
  });

  const { build } = await import('vite');
  /** One in-memory Vite build of the consumer, as its own `vite build` would run it. */
  const bundleConsumer = async (buildOptions, plugins = []) => {
    const result = await build({
      root: consumerDir,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, ...buildOptions },
    });
    return (Array.isArray(result) ? result[0] : result).output;
  };

  await step('bundle the consumer with Vite (styles.css)', async () => {
    const files = await bundleConsumer({});
    const js = files.find((file) => file.type === 'chunk' && file.isEntry);
    assert.ok(js, 'no entry chunk');
    const fromPackage = Object.keys(js.modules)
      .filter(
        (id) =>
          id.includes('/@kiln/design-system/') &&
          id.endsWith('.js') &&
          js.modules[id].renderedLength > 0,
      )
      .map((id) => id.slice(id.indexOf('/dist/') + 1))
      .sort();
    // Tree-shaking: importing Button must not drag in dialogs, menus, toasts or the highlighter.
    assert.deepEqual(fromPackage, [
      'dist/components/button-variants.js',
      'dist/components/button.js',
      'dist/components/spinner.js',
      'dist/lib/cn.js',
    ]);
    assert.ok(js.code.includes('data-slot'), 'the Button code is missing from the bundle');

    const css = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    assert.ok(css, 'styles.css did not reach the bundle');
    const source = String(css.source);
    for (const needle of [
      '--kiln-color-primary:',
      '.bg-primary',
      '.rounded-control',
      '[data-theme=dark]',
      'Inter Variable',
    ]) {
      assert.ok(source.includes(needle), `the bundled CSS lacks ${needle}`);
    }
    const fonts = files.filter((file) => file.fileName.endsWith('.woff2'));
    assert.ok(fonts.length >= 2, 'the fonts referenced by styles.css were not emitted');
    for (const font of fonts) {
      assert.ok(
        source.includes(font.fileName.split('/').pop()),
        `${font.fileName} is not referenced by the CSS`,
      );
    }
  });

  await step('bundle the consumer with Vite + Tailwind (tailwind.css)', async () => {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    const files = await bundleConsumer(
      { rolldownOptions: { input: join(consumerDir, 'src', 'tailwind-app.css') } },
      [tailwindcss()],
    );
    const css = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    assert.ok(css, 'no CSS output');
    const source = String(css.source);
    // These classes exist only in the package's JS; finding them proves the @source scan works.
    for (const needle of [
      '.bg-primary',
      '.text-primary-foreground',
      '.rounded-control',
      '--kiln-color-primary:',
    ]) {
      assert.ok(source.includes(needle), `the app's Tailwind build lacks ${needle}`);
    }
    assert.ok(!/\.bg-blue-500/.test(source), 'the default palette leaked into the theme');
    assert.ok(
      files.some((file) => file.fileName.endsWith('.woff2')),
      'the fonts were not resolved from the package',
    );
  });

  await step('render a Button with react-dom/server from the installed package', async () => {
    await writeFile(
      join(consumerDir, 'render.mjs'),
      [
        "import { createElement } from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "import { Button } from '@kiln/design-system';",
        "process.stdout.write(renderToStaticMarkup(createElement(Button, { variant: 'destructive', size: 'lg' }, 'Delete component')));",
      ].join('\n'),
    );
    const html = run(process.execPath, ['render.mjs'], consumerDir);
    assert.match(html, /^<button [^>]*>Delete component<\/button>$/);
    assert.match(html, /data-slot="button"/);
    assert.match(html, /data-variant="destructive"/);
    assert.match(html, /data-size="lg"/);
    assert.match(html, /type="button"/);
    assert.match(html, /class="[^"]*\bbg-destructive\b/);
  });

  await step('publint', () =>
    run(bin('publint'), ['run', installed, '--strict', '--pack', 'false'], workDir),
  );

  await step('are the types wrong (esm-only)', () =>
    run(
      bin('attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--exclude-entrypoints',
        './styles.css',
        './tailwind.css',
        './fonts.css',
        './llms.txt',
      ],
      workDir,
    ),
  );

  const fontFiles = await readdir(join(installed, 'dist', 'assets'));
  console.log(
    `package check passed in ${((Date.now() - started) / 1000).toFixed(1)}s (${fontFiles.length} font files shipped)`,
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
