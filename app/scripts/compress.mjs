#!/usr/bin/env node
// Writes .gz and .br siblings of every text asset in build/client. The server serves them
// (preCompressed) to browsers that accept them, so pages and scripts travel compressed without
// compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../build/client/', import.meta.url).pathname;
const compressible = /\.(?:js|css|html|svg|json|xml|txt)$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`[app] pre-compressed ${count} files (gzip + brotli)`);
