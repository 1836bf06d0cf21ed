#!/usr/bin/env node
// From the sources (see scripts/metadata): dist/llms.txt, shipped in the package, and the shadcn
// registry in registry/ (registry.json, one item per component, and component-metadata.json, the
// facts they are made of), which Kiln's server serves and does not ship in the package.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { llmsText } from './metadata/llms-text.mjs';
import { readMetadata } from './metadata/index.mjs';
import { buildRegistry } from './registry/build-registry.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const metadata = readMetadata(packageDir);
writeFileSync(new URL('../dist/llms.txt', import.meta.url), `${llmsText(metadata)}\n`);

const out = new URL('../registry/', import.meta.url);
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
const { registry, items, baseColor } = buildRegistry(packageDir, metadata);
writeFileSync(new URL('registry.json', out), json(registry));
for (const item of items) writeFileSync(new URL(`${item.name}.json`, out), json(item));
writeFileSync(new URL('component-metadata.json', out), json(metadata));
mkdirSync(new URL('colors/', out));
writeFileSync(new URL('colors/kiln.json', out), json(baseColor));
console.log(`dist/llms.txt and registry/: ${items.length} components.`);
