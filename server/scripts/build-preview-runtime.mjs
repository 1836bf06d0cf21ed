#!/usr/bin/env node
// Builds the live preview's runtime: one script per framework (its packages, the frame's
// messaging and mounting), axe-core, and the design tokens' CSS, each named by a hash of its
// content and stored with its gzip and brotli forms, plus manifest.json, which the server reads to name them in the frame's document.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const tokensCss = fileURLToPath(new URL('../../tokens/dist/tokens.css', import.meta.url));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {
  angular: hashed('angular', 'js', await bundle('angular.ts')),
  react: hashed('react', 'js', await bundle('react.ts')),
  axe: hashed('axe', 'js', readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')),
  tokens: hashed('tokens', 'css', readFileSync(tokensCss, 'utf8')),
};
writeFileSync(`${outDir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
for (const [name, { file, gzipBytes }] of Object.entries(manifest))
  console.log(`[preview runtime] ${name}: ${file} ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
