#!/usr/bin/env node
// `npm run lint`'s changeset step: fails when a publishable package changed without a changeset.
import { fileURLToPath } from 'node:url';
import { checkChangesets } from './release/changeset-check.mjs';

const { ok, lines } = checkChangesets(fileURLToPath(new URL('..', import.meta.url)));
for (const line of lines) (ok ? console.log : console.error)(line);
process.exit(ok ? 0 : 1);
