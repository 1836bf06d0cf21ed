/**
 * Measures how server/src's folders import each other: the two-way folder pairs (A imports B and
 * B imports A) and the imports that reach up from a lower layer into an area that uses it.
 * Usage: node scripts/import-knot.mjs [--list]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
// The layers below the areas, lowest first: none of them may import an area or a layer above it.
const LAYERS = ['db', 'lib', 'workers', 'plugins'];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const folderOf = (path) => {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 ? parts[0] : null;
};

const IMPORT =
  /(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const edges = new Map();
for (const file of files(src)) {
  const from = folderOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    if (!target.startsWith(src + sep)) continue;
    const to = folderOf(target);
    if (!to || to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, [
      ...(edges.get(key) ?? []),
      `${relative(src, file)} -> ${relative(src, target)}`,
    ]);
  }
}

const pairs = [];
for (const key of edges.keys()) {
  const [from, to] = key.split(' -> ');
  if (from < to && edges.has(`${to} -> ${from}`)) pairs.push([from, to]);
}
const rank = (folder) => (LAYERS.includes(folder) ? LAYERS.indexOf(folder) : LAYERS.length);
const upward = [...edges.entries()].filter(([key]) => {
  const [from, to] = key.split(' -> ');
  return LAYERS.includes(from) && rank(to) > rank(from);
});

const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
const knotted = new Set(pairs.flat());
console.log(`folders: ${folders.length}`);
console.log(`folder-to-folder edges: ${edges.size}`);
console.log(
  `two-way folder pairs: ${pairs.length}${pairs.length ? ` (${pairs.map((p) => p.join(' <-> ')).join(', ')})` : ''}`,
);
console.log(`folders in a two-way pair: ${knotted.size}`);
console.log(
  `upward imports (from ${LAYERS.join('/')} into a layer above): ${upward.reduce((n, [, list]) => n + list.length, 0)}`,
);
if (process.argv.includes('--list')) {
  for (const [a, b] of pairs) {
    for (const line of [...edges.get(`${a} -> ${b}`), ...edges.get(`${b} -> ${a}`)])
      console.log(`  ${line}`);
  }
  for (const [, list] of upward) for (const line of list) console.log(`  up: ${line}`);
}
