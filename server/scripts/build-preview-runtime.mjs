#!/usr/bin/env node
// Builds the live preview's runtime: one script per framework (its packages, the frame's
// messaging and mounting; react-ds adds Kiln's design system), axe-core, the design tokens' CSS
// and the design system's stylesheet, each named by a hash of its
// content and stored with its gzip and brotli forms, plus manifest.json, which the server reads to name them in the frame's document.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${server}dist/preview-runtime`;
const require = createRequire(import.meta.url);

const hashed = (name, extension, content) => {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const file = `${name}.${hash}.${extension}`;
  const gzip = gzipSync(content, { level: 9 });
  writeFileSync(`${outDir}/${file}`, content);
  // Compressed once here, so the server never compresses the runtime per request.
  writeFileSync(`${outDir}/${file}.gz`, gzip);
  writeFileSync(
    `${outDir}/${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return { file, bytes: Buffer.byteLength(content), gzipBytes: gzip.length };
};

const bundle = async (entry) => {
  const result = await build({
    entryPoints: [`${server}preview-runtime/${entry}`],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    define: { ngDevMode: 'false', 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
};

/** Builds a workspace whose output the runtime needs when this checkout does not have it yet. */
const ensureBuilt = (output, workspace) => {
  if (existsSync(output)) return;
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
};

const tokensCss = fileURLToPath(new URL('../../tokens/dist/tokens.css', import.meta.url));
const designSystem = fileURLToPath(new URL('../../design-system/dist/', import.meta.url));
// The frame's document carries the design tokens; the react-ds runtime bundles the design
// system and its frames carry its stylesheet.
ensureBuilt(tokensCss, '@kiln/tokens');
ensureBuilt(`${designSystem}index.js`, '@kiln/design-system');
ensureBuilt(`${designSystem}styles.css`, '@kiln/design-system');

/**
 * The design system's stylesheet without its @font-face rules: the frame loads no fonts (its CSP
 * has `font-src data:`), so the tokens' font stacks fall back to the system's fonts.
 */
const designSystemCss = () =>
  readFileSync(`${designSystem}styles.css`, 'utf8').replace(/@font-face\s*\{[^}]*\}/g, '');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {
  angular: hashed('angular', 'js', await bundle('angular.ts')),
  react: hashed('react', 'js', await bundle('react.ts')),
  'react-ds': hashed('react-ds', 'js', await bundle('react-ds.ts')),
  axe: hashed('axe', 'js', readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')),
  tokens: hashed('tokens', 'css', readFileSync(tokensCss, 'utf8')),
  designSystem: hashed('design-system', 'css', designSystemCss()),
};
writeFileSync(`${outDir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
for (const [name, { file, gzipBytes }] of Object.entries(manifest))
  console.log(`[preview runtime] ${name}: ${file} ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
