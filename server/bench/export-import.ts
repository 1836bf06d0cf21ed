/**
 * Export and import at the sizes the issue names: 20 saved components exported as a complete
 * Angular project (server time: `app.inject` around the whole request, zip streamed and read to
 * its end), and a 10 MB archive imported (preview, then confirm) while the process's memory is
 * sampled every 2 ms: peak RSS and heap above the level measured just before the request.
 *
 *   node --expose-gc --import tsx bench/export-import.ts   (BENCH_RUNS = 30, BENCH_DATABASE_URL)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generate } from '@kiln/generator';
import pg from 'pg';
import { ZipFile } from 'yazl';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { percentile } from './harness';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// PostgreSQL (its memory is its own process's) when BENCH_DATABASE_URL is set, else embedded PGlite
// (whose WASM heap is this process's, so a confirmed import's rows count as extra memory here).
const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseName = `kiln_bench_export_${randomBytes(4).toString('hex')}`;
const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
let database: Awaited<ReturnType<typeof openDatabase>>;
if (admin && adminUrl) {
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  database = await openDatabase({ driver: 'postgres', url: url.toString() });
} else database = await openDatabase({ driver: 'pglite', dataDir: undefined });
await runMigrations(database);
console.log(`database: ${admin ? 'PostgreSQL' : 'PGlite (in process)'}`);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: join(tmpdir(), 'kiln-bench-export'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database, skipMigrations: true });
const signup = async (email: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'Bench-Password-2026!', firstName: 'Ada', lastName: 'L' },
  });
  return (JSON.parse(answer.body) as { token: string }).token;
};

// Export: 20 corpus components saved by one user, exported as one Angular project with tests
// and a README per component.
const token = await signup('bench-export@kiln.test');
const corpus = JSON.parse(
  readFileSync(
    new URL('../../generator/test/fixtures/generator-corpus.json', import.meta.url),
    'utf8',
  ),
) as { entries: { id: string; prompt: string }[] };
const ids: string[] = [];
for (const entry of corpus.entries.slice(0, 20)) {
  const saved = await app.inject({
    method: 'POST',
    url: '/api/components',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: entry.id,
      source: { kind: 'files', framework: 'angular', files: generate(entry.prompt).files },
    },
  });
  ids.push((JSON.parse(saved.body) as { data: { id: string } }).data.id);
}
const exportOnce = async () => {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/export',
    headers: { authorization: `Bearer ${token}` },
    payload: { componentIds: ids, kind: 'project', extras: { tests: true, readme: true } },
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return { ms: performance.now() - started, bytes: answer.rawPayload.length };
};
for (let i = 0; i < 3; i += 1) await exportOnce();
const times: number[] = [];
let zipBytes = 0;
for (let i = 0; i < runs; i += 1) {
  const { ms, bytes } = await exportOnce();
  times.push(ms);
  zipBytes = bytes;
}
times.sort((a, b) => a - b);
console.log(
  `export 20 components as a project: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${runs} runs, zip ${(zipBytes / 1024).toFixed(0)} kB)`,
);

// Import: a 10 MB zip of 20 components (a .ts, .html and .scss each) whose text is random, so
// it hardly compresses, plus filler entries the import skips, just under the upload limit.
const text = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);
const components = Array.from({ length: 20 }, (_, c) => {
  const base = `kit/widget-${c}/widget-${c}.component`;
  return [
    {
      name: `${base}.ts`,
      content: Buffer.from(
        `import { Component } from '@angular/core';\n@Component({ selector: 'app-widget-${c}', templateUrl: './widget-${c}.component.html' })\nexport class Widget${c}Component {}\n// ${text(190_000)}\n`,
      ),
    },
    { name: `${base}.html`, content: Buffer.from(`<p>${text(150_000)}</p>\n`) },
    { name: `${base}.scss`, content: Buffer.from(`/* ${text(100_000)} */\n`) },
  ];
}).flat();
const zipOf = async (entries: { name: string; content: Buffer }[]) => {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(entry.content, entry.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
// The component files alone, then random filler (skipped by the import) up to just under 10 MB.
const wanted = await zipOf(components);
const fillers = Math.floor((10_400_000 - wanted.length) / 50_200);
const archive = await zipOf([
  ...components,
  ...Array.from({ length: fillers }, (_, f) => ({
    name: `kit/assets/blob-${f}.bin`,
    content: randomBytes(50_000),
  })),
]);
const boundary = '----kiln-bench';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kit.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  ),
  archive,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const importer = await signup('bench-import@kiln.test');
const importOnce = async (confirm: boolean) => {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed + before.external + before.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed + now.external + now.arrayBuffers);
  }, 2);
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: `/api/components/import${confirm ? '?confirm=true' : ''}`,
    headers: {
      authorization: `Bearer ${importer}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (answer.statusCode >= 300) throw new Error(answer.body);
  const components = (JSON.parse(answer.body) as { data: { components: unknown[] } }).data
    .components.length;
  console.log(
    `import ${(archive.length / 1024 / 1024).toFixed(2)} MB zip (${confirm ? 'confirm' : 'preview'}, ${components} components): ${ms.toFixed(0)} ms, peak extra RSS ${mb(peakRss - before.rss)}, peak extra heap+external ${mb(peakHeap - before.heapUsed - before.external - before.arrayBuffers)}`,
  );
};
await importOnce(false);
await importOnce(false);
await importOnce(true);

await app.close();
await database.close();
if (admin) {
  await admin.query(`drop database ${databaseName}`);
  await admin.end();
}
