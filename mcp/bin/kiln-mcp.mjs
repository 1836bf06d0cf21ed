#!/usr/bin/env node
// kiln-mcp: Kiln's MCP server over stdio. Runs the TypeScript through tsx's loader, so the
// workspace needs no build step (like the generator's kiln-generate).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main();
