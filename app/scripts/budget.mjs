#!/usr/bin/env node
// The home page's performance budget, read from the build itself: the prerendered index.html's
// modulepreload list and stylesheets (what a first visit downloads before it can hydrate) and
// React Router's route manifest (which chunks belong to which route).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_BYTES = 120 * 1024;
export const CSS_BUDGET_BYTES = 20 * 1024;

const client = new URL('../build/client/', import.meta.url).pathname;
const html = readFileSync(join(client, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
const tags = (pattern) => [...html.matchAll(pattern)].map((match) => match[0]);

const scripts = new Set(
  [
    ...tags(/<link\b[^>]*rel="modulepreload"[^>]*>/g).map((tag) => attr(tag, 'href')),
    ...tags(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g).map((tag) => attr(tag, 'src')),
    ...[...html.matchAll(/import\(\s*"(\/assets\/[^"]+\.js)"\s*\)/g)].map((match) => match[1]),
    ...[...html.matchAll(/import\s+"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  ].filter(Boolean),
);
const styles = tags(/<link\b[^>]*rel="stylesheet"[^>]*>/g)
  .map((tag) => attr(tag, 'href'))
  .filter(Boolean);

const read = (href) => readFileSync(join(client, href.replace(/^\//, '')));
const gzipped = (hrefs) =>
  hrefs.reduce((total, href) => total + gzipSync(read(href), { level: 9 }).length, 0);
const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => m[1],
);
const inlineBytes = gzipSync(inlineScripts.join('\n'), { level: 9 }).length;

const jsBytes = gzipped([...scripts]) + inlineBytes;
const cssBytes = gzipped(styles);

const manifestFile = readdirSync(join(client, 'assets')).find((name) =>
  /^manifest-.*\.js$/.test(name),
);
const manifestSource = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
);
const routes = Object.values(manifest.routes);
const signedInIds = new Set(['layouts/signed-in-layout', 'layouts/admin-layout']);
const signedInModules = routes
  .filter((route) => signedInIds.has(route.id) || signedInIds.has(route.parentId))
  .map((route) => route.module);
const lazyOnly = readdirSync(join(client, 'assets'))
  .filter((name) => /^(account-menus|toaster|code-highlighter|code-block)-.*\.js$/.test(name))
  .map((name) => `/assets/${name}`);

const failures = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
if (jsBytes > JS_BUDGET_BYTES)
  failures.push(`initial JavaScript ${kb(jsBytes)} gzip exceeds ${kb(JS_BUDGET_BYTES)}`);
if (cssBytes > CSS_BUDGET_BYTES)
  failures.push(`CSS ${kb(cssBytes)} gzip exceeds ${kb(CSS_BUDGET_BYTES)}`);
if (signedInModules.length === 0)
  failures.push('no signed-in route modules found in the manifest: the check would prove nothing');
for (const href of [...signedInModules, ...lazyOnly]) {
  if (scripts.has(href))
    failures.push(`${href} (signed-in or lazy-only code) is in the home page's initial JavaScript`);
}
for (const href of scripts) {
  if (/shiki|oniguruma|codeToTokens|createHighlighterCore/.test(read(href).toString('utf8'))) {
    failures.push(`${href} contains shiki code`);
  }
}

console.log(
  `home page initial JavaScript: ${kb(jsBytes)} gzip in ${scripts.size} files (+ inline), budget ${kb(JS_BUDGET_BYTES)}`,
);
console.log(
  `home page CSS: ${kb(cssBytes)} gzip in ${styles.length} file(s), budget ${kb(CSS_BUDGET_BYTES)}`,
);
console.log(
  `signed-in route modules kept out: ${signedInModules.length}; lazy chunks kept out: ${lazyOnly.length}`,
);
if (failures.length > 0) {
  for (const failure of failures) console.error(`budget: ${failure}`);
  process.exit(1);
}
console.log('budget: passed');
