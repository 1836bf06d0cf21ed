/**
 * TypeScript, loaded on first use. The compiler takes seconds to load, and most importers of the
 * engine (the server's routes, its tests) never inspect or validate code: loading it with the
 * engine would charge them all. `ts` reads like the module itself; its first property read loads
 * the package (CommonJS, so synchronously) and every later read goes to the loaded module.
 * Types come from `import type { … } from 'typescript'`, which loads nothing.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

let loaded: typeof TypeScript | undefined;

/** The `typescript` package, required on the first call. */
export function loadTypeScript(): typeof TypeScript {
  loaded ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return loaded;
}

export const ts: typeof TypeScript = new Proxy({} as typeof TypeScript, {
  get: (_target, key) => Reflect.get(loadTypeScript(), key),
  has: (_target, key) => Reflect.has(loadTypeScript(), key),
});
