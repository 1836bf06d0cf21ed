import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveTreeAnswerSchema, type ExportBody } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExport } from '../src/export/project/build';
import * as versions from '../src/export/project/versions';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { saveComponent, send } from './support/components';
import { unzip } from './support/unzip';

/** Where npm installs the repository's packages (hoisted to the root). */
const repoModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

const savedFrom = (framework: 'angular' | 'react', prompt: string) => ({
  kind: 'files' as const,
  framework,
  files: generate(prompt, { framework }).files,
});

describe('given saved components to export', () => {
  let t: AiTestApp;
  let ada: SignedUp;
  let bob: SignedUp;
  let login: string;
  let signupForm: string;
  let pricing: string;
  beforeAll(async () => {
    t = await startAiApp();
    [ada, bob] = await Promise.all([signup(t.app), signup(t.app)]);
    login = (
      await saveComponent(t.app, ada.token, {
        name: 'Login form',
        source: savedFrom('angular', 'a login form'),
      })
    ).id;
    signupForm = (
      await saveComponent(t.app, ada.token, {
        name: 'Sign-up form',
        description: 'Where new people join',
        source: savedFrom('angular', 'a signup form with name, email and password'),
      })
    ).id;
    pricing = (
      await saveComponent(t.app, ada.token, {
        name: 'Pricing',
        source: savedFrom('react', 'a pricing table with three plans'),
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const tree = async (token: string, body: ExportBody | object, url = '/api/export/tree') => {
    const answer = await send(t.app, token, 'POST', url, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return parseAnswer(archiveTreeAnswerSchema, answer.body).data;
  };

  const download = async (token: string, body: unknown, url = '/api/export') => {
    const answer = await send(t.app, token, 'POST', url, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    return answer;
  };

  it('should build an Angular project whose zip holds exactly the tree shown', async () => {
    const body = {
      componentIds: [login, signupForm],
      kind: 'project' as const,
      name: 'My App',
      extras: { tests: true, readme: true },
    };
    const shown = await tree(ada.token, body);
    expect(shown.fileName).toBe('my-app.zip');
    expect(shown.paths).toEqual(
      expect.arrayContaining([
        'my-app/angular.json',
        'my-app/package.json',
        'my-app/tsconfig.json',
        'my-app/src/main.ts',
        'my-app/src/app/app.ts',
        'my-app/kiln.json',
        'my-app/README.md',
        'my-app/src/app/components/login-form/login-form.component.ts',
        'my-app/src/app/components/login-form/login-form.component.spec.ts',
        'my-app/src/app/components/login-form/README.md',
        'my-app/src/app/components/sign-up-form/signup-form.component.html',
      ]),
    );
    const answer = await download(ada.token, body);
    expect(String(answer.headers['content-disposition'])).toMatch(/filename="my-app\.zip"/);
    const entries = await unzip(answer.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(shown.paths);
    const again = await download(ada.token, body);
    expect(again.rawPayload.equals(answer.rawPayload)).toBe(true);

    const manifest = JSON.parse(entries.find((e) => e.name === 'my-app/package.json')!.content);
    expect(manifest.dependencies['@angular/core']).toBe(versions.ANGULAR_VERSION);
    const tsconfig = JSON.parse(entries.find((e) => e.name === 'my-app/tsconfig.json')!.content);
    expect(tsconfig.compilerOptions.strict).toBe(true);
    expect(tsconfig.angularCompilerOptions.strictTemplates).toBe(true);
    const page = entries.find((e) => e.name === 'my-app/src/app/app.ts')!.content;
    expect(page).toContain('<app-login-form');
    expect(page).toContain('<app-signup-form');
    const readme = entries.find((e) => e.name === 'my-app/README.md')!.content;
    expect(readme).toContain('npm install');
    expect(readme).toContain('Where new people join');
  });

  it('should leave spec files out unless tests are asked for', async () => {
    const shown = await tree(ada.token, { componentIds: [login], kind: 'project' });
    expect(shown.paths.some((path) => path.endsWith('.spec.ts'))).toBe(false);
    expect(shown.paths).not.toContain('kiln-components/vitest.config.ts');
  });

  it('should export exactly the components’ files, in folders or flat', async () => {
    const stored = generate('a login form', { framework: 'angular' })
      .files.filter((file) => file.type !== 'test')
      .map((file) => file.path)
      .sort();
    const folders = await tree(ada.token, { componentIds: [login], kind: 'components' });
    expect(folders.paths).toEqual(stored.map((path) => `kiln-components/login-form/${path}`));
    const flat = await tree(ada.token, { componentIds: [login, pricing], kind: 'files' });
    expect(flat.paths).toEqual(
      [...stored, 'PricingTable.module.css', 'PricingTable.tsx']
        .map((path) => `kiln-components/${path}`)
        .sort(),
    );
  });

  it('should add React tests, stories, READMEs and a package.json when asked', async () => {
    const shown = await tree(ada.token, {
      componentIds: [pricing],
      kind: 'components',
      extras: { tests: true, stories: true, readme: true, packageJson: true },
    });
    expect(shown.paths).toEqual([
      'kiln-components/package.json',
      'kiln-components/pricing/PricingTable.module.css',
      'kiln-components/pricing/PricingTable.stories.tsx',
      'kiln-components/pricing/PricingTable.test.tsx',
      'kiln-components/pricing/PricingTable.tsx',
      'kiln-components/pricing/README.md',
    ]);
  });

  it('should build a React project and refuse one that mixes frameworks', async () => {
    const shown = await tree(ada.token, { componentIds: [pricing], kind: 'project', name: 'Shop' });
    expect(shown.paths).toEqual(
      expect.arrayContaining(['shop/vite.config.ts', 'shop/src/App.tsx', 'shop/index.html']),
    );
    const mixed = await send(t.app, ada.token, 'POST', '/api/export/tree', {
      componentIds: [login, pricing],
      kind: 'project',
    });
    expect(mixed.statusCode).toBe(400);
  });

  it("should not find another user's components (404) and export nothing", async () => {
    for (const url of ['/api/export/tree', '/api/export']) {
      const answer = await send(t.app, bob.token, 'POST', url, {
        componentIds: [login],
        kind: 'components',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/json/);
    }
    const scaffold = await send(t.app, bob.token, 'POST', '/api/export/scaffold', {
      name: 'Bob',
      framework: 'angular',
      componentIds: [login],
    });
    expect(scaffold.statusCode).toBe(404);
  });

  it('should scaffold a routed starter with auth pages and the saved components', async () => {
    const body = {
      name: 'Starter',
      framework: 'angular' as const,
      routing: true,
      features: ['auth' as const, 'dark-mode' as const],
      componentIds: [signupForm],
    };
    const shown = await tree(ada.token, body, '/api/export/scaffold/tree');
    expect(shown.paths).toEqual(
      expect.arrayContaining([
        'starter/src/app/app.routes.ts',
        'starter/src/app/pages/login-page.ts',
        'starter/src/app/pages/signup-page.ts',
        'starter/src/app/theme-toggle.ts',
        'starter/src/app/components/login-form/login-form.component.ts',
        'starter/src/app/components/sign-up-form/signup-form.component.ts',
      ]),
    );
    const entries = await unzip(
      (await download(ada.token, body, '/api/export/scaffold')).rawPayload,
    );
    expect(entries.map((entry) => entry.name)).toEqual(shown.paths);
    const manifest = JSON.parse(entries.find((e) => e.name === 'starter/package.json')!.content);
    expect(manifest.dependencies['@angular/router']).toBe(versions.ANGULAR_VERSION);
  });
});

describe('given the versions an exported project pins', () => {
  it('should be the versions this repository builds and tests generated code with', () => {
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(join(repoModules, name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    expect(versions.ANGULAR_VERSION).toBe(installed('@angular/core'));
    expect(versions.RXJS_VERSION).toBe(installed('rxjs'));
    expect(versions.TYPESCRIPT_VERSION).toBe(installed('typescript'));
    expect(versions.REACT_VERSION).toBe(installed('react'));
    expect(versions.REACT_TYPES_VERSION).toBe(installed('@types/react'));
    expect(versions.VITE_VERSION).toBe(installed('vite'));
    expect(versions.VITE_REACT_PLUGIN_VERSION).toBe(installed('@vitejs/plugin-react'));
    expect(versions.VITEST_VERSION).toBe(installed('vitest'));
    expect(versions.JSDOM_VERSION).toBe(installed('jsdom'));
    expect(versions.REACT_ROUTER_VERSION).toBe(installed('react-router'));
    expect(versions.TESTING_LIBRARY_REACT_VERSION).toBe(installed('@testing-library/react'));
  });
});

describe('given a React component written on Kiln’s design system', () => {
  const component = {
    name: 'Greeting',
    description: '',
    framework: 'react' as const,
    version: 1,
    provenance: null,
    files: [
      {
        path: 'Greeting.tsx',
        type: 'component' as const,
        language: 'tsx',
        content:
          "import { Button } from '@kiln/design-system';\n\nexport function Greeting() {\n  return <Button>Hello</Button>;\n}\n",
      },
    ],
  };
  const designSystemDist = fileURLToPath(new URL('../../design-system/dist/', import.meta.url));

  it('should vendor the built design system as a local dependency, or say it is not built', () => {
    const build = () =>
      buildExport('project', {
        name: 'Greeter',
        components: [component],
        extras: { tests: false, stories: false, readme: false, packageJson: true },
      });
    if (!existsSync(designSystemDist)) {
      expect(build).toThrow(/design system is not built/);
      return;
    }
    const files = build();
    const manifest = JSON.parse(String(files.find((f) => f.path === 'package.json')!.content));
    expect(manifest.dependencies['@kiln/design-system']).toBe('file:vendor/kiln-design-system');
    const paths = files.map((file) => file.path);
    expect(paths).toContain('vendor/kiln-design-system/package.json');
    expect(paths).toContain('vendor/kiln-design-system/dist/index.js');
    expect(paths.some((path) => path.endsWith('.map'))).toBe(false);
  });
});
