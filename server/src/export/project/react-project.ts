import { reactSampleProps } from '@kiln/generator';
import { archiveSlug } from '../archive';
import { componentImports, type PlacedComponent } from './place';
import { projectReadme } from './project-readme';
import { storybookFiles } from './storybook-config';
import type { ProjectFile } from './types';
import {
  JSDOM_VERSION,
  REACT_TYPES_VERSION,
  REACT_VERSION,
  STORYBOOK_VERSION,
  TESTING_LIBRARY_REACT_VERSION,
  TYPESCRIPT_VERSION,
  VITE_REACT_PLUGIN_VERSION,
  VITE_VERSION,
  VITEST_VERSION,
} from './versions';

const packageName = (title: string) => archiveSlug(title, 'kiln-project');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The design-system package, as components written on it import it. */
export const DESIGN_SYSTEM_PACKAGE = '@kiln/design-system';
/** Where a project keeps the design system's built files, since no public registry has it. */
export const DESIGN_SYSTEM_VENDOR_DIR = 'vendor/kiln-design-system';

export interface ReactProjectOptions {
  tests: boolean;
  stories: boolean;
  /** Whether a component imports the design system: it is then a local `file:` dependency. */
  designSystem: boolean;
}

/** Where the design system's tests get what jsdom lacks. */
const TEST_SETUP = 'src/test-setup.ts';

/** Vitest's config; with the design system, a setup file giving jsdom a ResizeObserver. */
const testFiles = (designSystem: boolean): ProjectFile[] => [
  {
    path: 'vitest.config.ts',
    content: `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Test files share one environment; each test cleans up what it rendered.
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    isolate: false,${designSystem ? `\n    setupFiles: ['./${TEST_SETUP}'],` : ''}
  },
});
`,
  },
  ...(designSystem
    ? [
        {
          path: TEST_SETUP,
          content: `// jsdom lays nothing out and has no ResizeObserver; the design system's Radix controls
// (checkbox, switch, select) observe their size, so tests get one that never reports.
class NoLayoutResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoLayoutResizeObserver;
`,
        },
      ]
    : []),
];

const workspaceFiles = (name: string, options: ReactProjectOptions): ProjectFile[] => [
  {
    path: 'package.json',
    content: json({
      name: packageName(name),
      version: '0.0.0',
      private: true,
      type: 'module',
      scripts: {
        dev: 'vite',
        build: 'tsc --noEmit && vite build',
        preview: 'vite preview',
        ...(options.tests ? { test: 'vitest run' } : {}),
        ...(options.stories ? { storybook: 'storybook dev -p 6006' } : {}),
      },
      dependencies: {
        ...(options.designSystem
          ? { [DESIGN_SYSTEM_PACKAGE]: `file:${DESIGN_SYSTEM_VENDOR_DIR}` }
          : {}),
        react: REACT_VERSION,
        'react-dom': REACT_VERSION,
      },
      devDependencies: Object.fromEntries(
        [
          ...(options.stories ? [['@storybook/react-vite', STORYBOOK_VERSION]] : []),
          ...(options.tests ? [['@testing-library/react', TESTING_LIBRARY_REACT_VERSION]] : []),
          ['@types/react', REACT_TYPES_VERSION],
          ['@types/react-dom', REACT_TYPES_VERSION],
          ['@vitejs/plugin-react', VITE_REACT_PLUGIN_VERSION],
          ...(options.tests ? [['jsdom', JSDOM_VERSION]] : []),
          ...(options.stories ? [['storybook', STORYBOOK_VERSION]] : []),
          ['typescript', TYPESCRIPT_VERSION],
          ['vite', VITE_VERSION],
          ...(options.tests ? [['vitest', VITEST_VERSION]] : []),
        ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
      ),
    }),
  },
  {
    path: 'tsconfig.json',
    content: json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        noFallthroughCasesInSwitch: true,
        isolatedModules: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src'],
      exclude: ['src/**/*.stories.tsx'],
    }),
  },
  {
    path: 'vite.config.ts',
    content: `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});
`,
  },
  ...(options.tests ? testFiles(options.designSystem) : []),
  { path: '.gitignore', content: 'node_modules/\ndist/\n' },
];

/** JSX sections, each a component under its name, with sample props. */
export const reactSections = (
  items: readonly PlacedComponent[],
  indent: string,
  heading = 'h2',
  idPrefix = 'component',
) =>
  items
    .map(
      (
        item,
        index,
      ) => `${indent}<section className="app__item" aria-labelledby="${idPrefix}-${index}">
${indent}  <${heading} className="app__name" id="${idPrefix}-${index}">
${indent}    ${jsxText(item.component.name)}
${indent}  </${heading}>
${indent}  <${item.alias}${reactSampleProps(item.facts!)} />
${indent}</section>`,
    )
    .join('\n');

export const jsxText = (text: string) => text.replace(/[{}<>&]/g, (c) => `{'${c}'}`);

const entryFiles = (
  name: string,
  placed: readonly PlacedComponent[],
  designSystem: boolean,
): ProjectFile[] => {
  const shown = placed.filter((item) => item.facts);
  const imports = componentImports(shown, './');
  const sections = reactSections(shown, '      ');
  return [
    {
      path: 'index.html',
      content: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${name.replace(/[<>&]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    },
    {
      path: 'src/main.tsx',
      content: `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
${designSystem ? `import '${DESIGN_SYSTEM_PACKAGE}/styles.css';\n` : ''}import { App } from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    },
    {
      path: 'src/index.css',
      content: `body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}

.app {
  max-width: 64rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 2.5rem;
}

.app__name {
  font-size: 1rem;
  margin: 0 0 0.75rem;
}
`,
    },
    {
      path: 'src/App.tsx',
      content: `${imports}

export function App() {
  return (
    <main className="app">
      <h1>${jsxText(name)}</h1>
${sections}
    </main>
  );
}
`,
    },
  ];
};

/** A Vite + React 19 + TypeScript project that shows every component on one page. */
export const reactProject = (
  name: string,
  placed: readonly PlacedComponent[],
  options: ReactProjectOptions,
): ProjectFile[] => [
  ...workspaceFiles(name, options),
  ...(options.stories ? storybookFiles('react') : []),
  ...entryFiles(name, placed, options.designSystem),
  ...placed.flatMap((item) =>
    item.files.map((file) => ({
      path: `src/components/${item.slug}/${file.path}`,
      content: file.content,
    })),
  ),
  { path: 'README.md', content: projectReadme(name, 'react', placed, options) },
];
