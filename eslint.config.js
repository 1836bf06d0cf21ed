// One flat config for the whole monorepo. Package boundaries follow docs/ARCHITECTURE.md:
// app → design-system → tokens, app → contract, server → contract + generator;
// nothing imports app or server, and generator imports nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import regexpPlugin from 'eslint-plugin-regexp';
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import { serverFolderImports } from './server/layers.mjs';

// bulletproof-react's rule: a feature never imports another feature, and shared code (components/,
// lib/, config/) never imports a feature.
const appFeatures = readdirSync(new URL('./app/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...appFeatures.map((feature) => ({
    target: `./app/src/features/${feature}`,
    from: './app/src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move the shared piece to app/src/components or app/src/lib.',
  })),
  {
    target: ['./app/src/components', './app/src/lib', './app/src/config'],
    from: './app/src/features',
    message: 'Shared code does not import features.',
  },
];

// The server's layers (server/layers.mjs): each server/src folder imports only the folders it declares,
// and the table is one-way, so no two folders import each other.
const serverFolders = Object.keys(serverFolderImports);
const undeclaredFolders = readdirSync(new URL('./server/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !serverFolders.includes(entry.name))
  .map((entry) => entry.name);
if (undeclaredFolders.length > 0)
  throw new Error(
    `server/src/${undeclaredFolders.join(', ')}: declare the folder and what it imports in server/layers.mjs`,
  );
const serverElements = [
  ...serverFolders.map((folder) => ({
    type: `server-${folder}`,
    pattern: `server/src/${folder}`,
  })),
];
const serverPolicies = [
  ...serverFolders.map((folder) => ({
    from: { element: { type: `server-${folder}` } },
    allow: {
      to: {
        element: {
          types: {
            anyOf: [folder, ...serverFolderImports[folder]].map((to) => `server-${to}`),
          },
        },
      },
    },
  })),
];

// A regular expression is written once, as a literal the regexp rules can check: one built at run time
// from a string could carry request text (a backtracking bomb, or a 500 on "(") past every check.
const literalRegexesOnly = [
  'error',
  ...['NewExpression', 'CallExpression'].map((call) => ({
    selector: `${call}[callee.name='RegExp'][arguments.0.type!='Literal']`,
    message:
      'Build no RegExp from a value: write a regex literal, or match text with string functions.',
  })),
];

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: patterns,
          message: 'This import crosses a package boundary (see ARCHITECTURE.md).',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'storybook-static/**',
      '**/.data/**',
      '**/.react-router/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Type-only cycles, which this rule skips, fail scripts/check-import-cycles.mjs in `npm run lint`.
      // A dynamic import() runs once both modules have loaded: the route table names its screens so,
      // and the screens link to each other through the table.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'import-x/no-self-import': 'error',
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['**/*.tsx', 'design-system/**/*.ts', 'app/**/*.ts', 'stories/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['tokens/**'], rules: restrict(['@kiln/*']) },
  {
    files: ['design-system/**'],
    rules: restrict([
      '@kiln/app',
      '@kiln/server',
      '@kiln/contract',
      '@kiln/generator',
      '**/app/src/**',
      '**/server/src/**',
    ]),
  },
  {
    files: ['contract/**'],
    rules: restrict([
      '@kiln/app',
      '@kiln/server',
      '@kiln/design-system',
      '@kiln/generator',
      '@kiln/tokens',
    ]),
  },
  { files: ['generator/**'], rules: restrict(['@kiln/*']) },
  // kiln-mcp runs the engine and reads the design system's metadata and the shipped catalogues as files.
  {
    files: ['mcp/**'],
    rules: restrict(['@kiln/app', '@kiln/server', '**/app/src/**', '**/server/src/**']),
  },
  // The server reads the tokens' palette only, for design mode's colours (server/src/ai/design-tokens.ts).
  {
    files: ['server/**'],
    rules: restrict([
      '@kiln/app',
      '@kiln/design-system',
      '@kiln/tokens/*',
      '!@kiln/tokens/palette.json',
      '**/app/src/**',
    ]),
  },
  // The preview's browser runtime bundles the packages generated code imports; react-ds code
  // imports the design system, so its runtime does too.
  {
    files: ['server/preview-runtime/**'],
    rules: restrict(['@kiln/app', '@kiln/tokens', '**/app/src/**']),
  },
  {
    files: ['app/**'],
    rules: restrict(['@kiln/server', '@kiln/generator', '**/server/src/**', '**/generator/src/**']),
  },
  {
    files: ['generator/**', 'server/**', 'contract/**'],
    ...regexpPlugin.configs['flat/recommended'],
    rules: {
      ...regexpPlugin.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'no-restricted-syntax': literalRegexesOnly,
    },
  },
  {
    files: ['app/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': serverElements,
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} may not import {{to.element.type}}: declare it in server/layers.mjs if it goes down a layer, else reach it through app.ctx',
          policies: serverPolicies,
        },
      ],
      // The composition files wire the areas; nothing in a folder imports them back.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/*/**',
              from: ['app', 'context', 'main', 'server-options', 'services'].map(
                (file) => `./server/src/${file}.ts`,
              ),
              message:
                'Folders reach shared services through app.ctx, never the files that wire them.',
            },
          ],
        },
      ],
    },
  },
);
