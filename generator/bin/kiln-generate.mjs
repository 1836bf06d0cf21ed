#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so the workspace needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  now: () => new Date(),
  env: process.env,
});
