// Which server/src folders each folder may import: the server's layers, declared once. ESLint reads
// this table (eslint.config.js, boundaries/dependencies), so an import not listed here fails
// `npm run lint`. The table must stay one-way: a folder that lists another is never listed by it,
// directly or through others; loading this module checks that.
//
// Every folder may also import the foundation at server/src's root (errors.ts, config.ts) and the
// contract and generator packages. Only the composition files (app.ts, services.ts, context.ts,
// server-options.ts, main.ts) import the areas to wire them.

/** Below the areas, lowest first. */
const layers = {
  db: [],
  lib: ['db'],
  workers: ['db', 'lib'],
  plugins: ['db', 'lib', 'workers'],
};

/** Shared services with no routes of their own, used by several areas. */
const services = {
  notifications: ['db', 'lib'],
  quota: ['db', 'lib', 'notifications'],
  quality: ['db', 'lib', 'workers'],
  static: ['lib'],
  ops: ['db'],
};

/** URL areas: each folder holds the routes of its prefix (see docs/ARCHITECTURE.md). */
const below = ['db', 'lib', 'workers', 'plugins'];
const areas = {
  health: below,
  metrics: below,
  auth: [...below, 'quota'],
  billing: [...below, 'quota'],
  export: [...below, 'quality'],
  components: [...below, 'export', 'quality', 'quota'],
  gallery: [...below, 'components'],
  templates: below,
  library: [...below, 'export', 'quality'],
  public: below,
  preview: below,
  registry: below,
  mcp: [...below, 'ai', 'components', 'quality'],
  share: [...below, 'components', 'static'],
  ai: [...below, 'components', 'export', 'quality', 'quota'],
  admin: [...below, 'ai', 'auth', 'billing', 'gallery', 'quota'],
  users: [...below, 'ai', 'auth', 'components', 'notifications', 'share'],
  account: [...below, 'auth', 'users'],
  avatars: [...below, 'account'],
};

export const serverFolderImports = { ...layers, ...services, ...areas };

const findCycle = (table) => {
  const state = new Map();
  const visit = (folder, path) => {
    if (state.get(folder) === 'done') return null;
    if (state.get(folder) === 'open') return [...path, folder];
    state.set(folder, 'open');
    for (const next of table[folder] ?? []) {
      const cycle = visit(next, [...path, folder]);
      if (cycle) return cycle;
    }
    state.set(folder, 'done');
    return null;
  };
  for (const folder of Object.keys(table)) {
    const cycle = visit(folder, []);
    if (cycle) return cycle;
  }
  return null;
};

const cycle = findCycle(serverFolderImports);
if (cycle)
  throw new Error(`server/layers.mjs: folders import each other in a circle: ${cycle.join(' → ')}`);
