import { sampleValue } from '@kiln/generator';
import { archiveSlug } from '../archive';
import { componentImports, type PlacedComponent } from './place';
import { projectReadme } from './project-readme';
import { storybookFiles } from './storybook-config';
import type { ProjectFile } from './types';
import {
  ANGULAR_TOOLING_VERSION,
  ANGULAR_VERSION,
  JSDOM_VERSION,
  RXJS_VERSION,
  STORYBOOK_VERSION,
  TSLIB_VERSION,
  TYPESCRIPT_VERSION,
  VITEST_VERSION,
} from './versions';

const packageName = (title: string) => archiveSlug(title, 'kiln-project');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const COMPONENTS_DIR = 'src/app/components';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[{}@]/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an Angular project's package.json, angular.json and tsconfig files say. */
const workspaceFiles = (name: string, stories: boolean, tests: boolean): ProjectFile[] => {
  const angular = (pkg: string) => [`@angular/${pkg}`, ANGULAR_VERSION];
  return [
    {
      path: 'package.json',
      content: json({
        name: packageName(name),
        version: '0.0.0',
        private: true,
        type: 'module',
        scripts: {
          start: 'ng serve',
          build: 'ng build',
          test: 'vitest run',
          typecheck: 'ngc -p tsconfig.spec.json --noEmit',
          ...(stories ? { storybook: `ng run ${packageName(name)}:storybook` } : {}),
        },
        dependencies: Object.fromEntries([
          angular('common'),
          angular('compiler'),
          angular('core'),
          angular('forms'),
          angular('platform-browser'),
          ['rxjs', RXJS_VERSION],
          ['tslib', TSLIB_VERSION],
        ]),
        devDependencies: Object.fromEntries([
          ['@angular/build', ANGULAR_TOOLING_VERSION],
          ['@angular/cli', ANGULAR_TOOLING_VERSION],
          angular('compiler-cli'),
          ...(stories
            ? [
                ['@storybook/angular', STORYBOOK_VERSION],
                ['storybook', STORYBOOK_VERSION],
              ]
            : []),
          ['jsdom', JSDOM_VERSION],
          ['typescript', TYPESCRIPT_VERSION],
          ['vitest', VITEST_VERSION],
        ]),
      }),
    },
    {
      path: 'angular.json',
      content: json({
        $schema: './node_modules/@angular/cli/lib/config/schema.json',
        version: 1,
        newProjectRoot: 'projects',
        projects: {
          [packageName(name)]: {
            projectType: 'application',
            root: '',
            sourceRoot: 'src',
            prefix: 'app',
            architect: {
              build: {
                builder: '@angular/build:application',
                options: {
                  browser: 'src/main.ts',
                  tsConfig: 'tsconfig.app.json',
                  inlineStyleLanguage: 'scss',
                  styles: ['src/styles.scss'],
                },
                configurations: {
                  production: { outputHashing: 'all' },
                  development: { optimization: false, extractLicenses: false, sourceMap: true },
                },
                defaultConfiguration: 'production',
              },
              ...(tests
                ? {
                    test: {
                      builder: '@angular/build:unit-test',
                      options: {
                        tsConfig: 'tsconfig.spec.json',
                        runner: 'vitest',
                        buildTarget: '::development',
                      },
                    },
                  }
                : {}),
              ...(stories
                ? {
                    storybook: {
                      builder: '@storybook/angular:start-storybook',
                      options: {
                        configDir: '.storybook',
                        browserTarget: `${packageName(name)}:build:development`,
                        port: 6006,
                      },
                    },
                  }
                : {}),
              serve: {
                builder: '@angular/build:dev-server',
                configurations: {
                  production: { buildTarget: `${packageName(name)}:build:production` },
                  development: { buildTarget: `${packageName(name)}:build:development` },
                },
                defaultConfiguration: 'development',
              },
            },
          },
        },
      }),
    },
    {
      path: 'tsconfig.json',
      content: json({
        compileOnSave: false,
        compilerOptions: {
          strict: true,
          noImplicitOverride: true,
          noPropertyAccessFromIndexSignature: true,
          noImplicitReturns: true,
          noFallthroughCasesInSwitch: true,
          skipLibCheck: true,
          isolatedModules: true,
          experimentalDecorators: true,
          importHelpers: true,
          target: 'ES2022',
          module: 'preserve',
          moduleResolution: 'bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        },
        angularCompilerOptions: {
          enableI18nLegacyMessageIdFormat: false,
          strictInjectionParameters: true,
          strictInputAccessModifiers: true,
          strictTemplates: true,
        },
      }),
    },
    {
      path: 'tsconfig.app.json',
      content: json({
        extends: './tsconfig.json',
        compilerOptions: { outDir: './out-tsc/app', types: [] },
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.spec.ts', 'src/**/*.stories.ts', 'src/test-setup.ts'],
      }),
    },
    {
      path: 'tsconfig.spec.json',
      content: json({
        extends: './tsconfig.json',
        compilerOptions: { outDir: './out-tsc/spec', types: [] },
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.stories.ts'],
      }),
    },
    { path: '.gitignore', content: 'node_modules/\ndist/\nout-tsc/\n.angular/\n' },
  ];
};

/**
 * The tests run with Vitest in jsdom, compiled just in time: the component's template and styles,
 * named by URL, are read into it as it is loaded.
 */
const testFiles = (): ProjectFile[] => [
  {
    path: 'vitest.config.ts',
    content: `import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/** Components name their template and styles by URL; for just-in-time tests they are inlined. */
function inlineComponentResources(): Plugin {
  return {
    name: 'inline-component-resources',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('templateUrl')) return null;
      const read = (url: string) => readFileSync(resolve(dirname(id), url), 'utf8');
      return code
        .replace(/templateUrl:\\s*'([^']+)'/g, (_, url: string) => \`template: \${JSON.stringify(read(url))}\`)
        .replace(/styleUrls?:\\s*(\\[[^\\]]*\\]|'[^']+')/g, 'styles: []');
    },
  };
}

export default defineConfig({
  plugins: [inlineComponentResources()],
  oxc: { decorator: { legacy: true } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.ts'],
    setupFiles: ['src/test-setup.ts'],
    isolate: false,
  },
});
`,
  },
  {
    path: 'src/test-setup.ts',
    content: `import '@angular/compiler';
import { getTestBed } from '@angular/core/testing';
import { BrowserTestingModule, platformBrowserTesting } from '@angular/platform-browser/testing';
import { afterEach } from 'vitest';

const testBed = getTestBed();
// Spec files share one environment (vitest \`isolate: false\`): it is set up once.
if (!testBed.platform) testBed.initTestEnvironment(BrowserTestingModule, platformBrowserTesting());
afterEach(() => testBed.resetTestingModule());
`,
  },
];

/** The attribute bindings that give a component's required inputs sample values. */
const bindings = (placed: PlacedComponent) =>
  (placed.facts?.required ?? [])
    .map((input) => {
      const expression = sampleValue(input.type, input.name) ?? '$any(null)';
      return ` [${input.name}]="${expression.replace(/"/g, '&quot;')}"`;
    })
    .join('');

/** Sections of a template, each a component under its name (text safe in a template literal). */
export const angularSections = (
  items: readonly PlacedComponent[],
  indent: string,
  heading = 'h2',
  idPrefix = 'component',
) =>
  items
    .map(
      (item, index) => `${indent}<section class="app__item" aria-labelledby="${idPrefix}-${index}">
${indent}  <${heading} class="app__name" id="${idPrefix}-${index}">${escapeHtml(item.component.name).replace(/[`\\]/g, '')}</${heading}>
${indent}  <${item.selector}${bindings(item)} />
${indent}</section>`,
    )
    .join('\n');

/** The one page: every component in its own section, under its name. */
const appComponent = (name: string, placed: readonly PlacedComponent[]): ProjectFile => {
  const shown = placed.filter((item) => item.facts);
  return {
    path: 'src/app/app.ts',
    content: `import { ChangeDetectionStrategy, Component } from '@angular/core';
${componentImports(shown, './')}

@Component({
  selector: 'app-root',
  imports: [${shown.map((item) => item.alias).join(', ')}],
  template: \`
  <main class="app">
    <h1 class="app__title">${escapeHtml(name).replace(/[`\\$]/g, '')}</h1>
${angularSections(shown, '    ')}
  </main>
  \`,
  styles: \`
    .app { max-width: 64rem; margin: 0 auto; padding: 2rem 1rem; display: grid; gap: 2.5rem; }
    .app__name { font-size: 1rem; margin: 0 0 0.75rem; }
  \`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class App {}
`,
  };
};

const entryFiles = (name: string): ProjectFile[] => [
  {
    path: 'src/main.ts',
    content: `import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { appConfig } from './app/app.config';

bootstrapApplication(App, appConfig).catch((error: unknown) => console.error(error));
`,
  },
  {
    path: 'src/app/app.config.ts',
    content: `import { provideBrowserGlobalErrorListeners, type ApplicationConfig } from '@angular/core';

export const appConfig: ApplicationConfig = {
  providers: [provideBrowserGlobalErrorListeners()],
};
`,
  },
  {
    path: 'src/index.html',
    content: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(name)}</title>
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <app-root></app-root>
  </body>
</html>
`,
  },
  {
    path: 'src/styles.scss',
    content: `body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
`,
  },
];

/** An Angular 21 workspace that shows every component on one page; tests run with Vitest. */
export const angularProject = (
  name: string,
  placed: readonly PlacedComponent[],
  options: { tests: boolean; stories: boolean },
): ProjectFile[] => [
  ...workspaceFiles(name, options.stories, options.tests),
  ...entryFiles(name),
  ...(options.tests ? testFiles() : []),
  ...(options.stories ? storybookFiles('angular') : []),
  appComponent(name, placed),
  ...placed.flatMap((item) =>
    item.files.map((file) => ({
      path: `${COMPONENTS_DIR}/${item.slug}/${file.path}`,
      content: file.content,
    })),
  ),
  { path: 'README.md', content: projectReadme(name, 'angular', placed, options) },
];
