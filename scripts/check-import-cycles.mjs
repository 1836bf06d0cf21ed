#!/usr/bin/env node
// `npm run lint`'s cycle step: no two modules of ours import each other, directly or through others,
// counting type-only imports, which import-x/no-cycle skips. A type-only cycle still ties two
// modules' jobs together, and the next value import along it becomes a load-order bug.
// A dynamic `import()` is not an edge: it runs after both modules have loaded, which is how the
// route table names screens whose links read the table.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '*.ts',
    '*.tsx',
    '*.mts',
    '*.mjs',
    '*.js',
  ],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file !== '' && !/\.d\.m?ts$/.test(file) && existsSync(join(root, file)));
const known = new Set(sources);

// A relative specifier names a file with or without its extension, or a folder's index.
const suffixes = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [...suffixes.map((suffix) => base + suffix), `${stem}.ts`, `${stem}.tsx`])
    if (known.has(candidate)) return candidate;
  return undefined;
}

const imports = new Map(
  sources.map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const targets = source.statements
      .map((statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? resolve(file, statement.moduleSpecifier.text)
          : undefined,
      )
      .filter((target) => target !== undefined && target !== file);
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let counter = 0;
const index = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, counter);
  lowLink.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of imports.get(file)) {
    if (!index.has(target)) {
      visit(target);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
    } else if (onStack.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
    }
  }
  if (lowLink.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component.sort());
}
for (const file of sources) if (!index.has(file)) visit(file);

if (cycles.length === 0) {
  console.log(`Import cycles: none among ${sources.length} modules (type-only imports included).`);
  process.exit(0);
}
for (const cycle of cycles)
  console.error(`Import cycle (type-only imports included) among:\n  ${cycle.join('\n  ')}`);
process.exit(1);
