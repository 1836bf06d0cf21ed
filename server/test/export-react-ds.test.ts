/**
 * react-ds (React written with Kiln's design system) is a member of the React family in exports:
 * it shares a React project and a React starter with plain React components, gets React tests and
 * stories, and brings the design system's built package with it. Angular stays apart.
 */
import { archiveTreeAnswerSchema, errorEnvelopeSchema, importAnswerSchema } from '@kiln/contract';
import { generate } from '@kiln/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { saveComponent, send } from './support/components';
import { unzip } from './support/unzip';
import { upload } from './support/upload';

const savedFrom = (framework: 'angular' | 'react' | 'react-ds', prompt: string) => ({
  kind: 'files' as const,
  framework,
  files: generate(prompt, { framework }).files,
});

describe('given saved react-ds, React and Angular components', () => {
  let t: AiTestApp;
  let ada: SignedUp;
  let bob: SignedUp;
  const ids = { ds: '', react: '', angular: '' };
  beforeAll(async () => {
    t = await startAiApp();
    [ada, bob] = await Promise.all([signup(t.app), signup(t.app)]);
    for (const [key, framework, name, prompt] of [
      [
        'ds',
        'react-ds',
        'Settings',
        'a settings form with display name and a notifications toggle',
      ],
      ['react', 'react', 'Pricing', 'a pricing table with three plans'],
      ['angular', 'angular', 'Login', 'a login form'],
    ] as const)
      ids[key] = (
        await saveComponent(t.app, ada.token, { name, source: savedFrom(framework, prompt) })
      ).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown) => send(t.app, ada.token, 'POST', url, body);

  it('should export react-ds and React components as one React project with the design system vendored', async () => {
    const body = {
      componentIds: [ids.ds, ids.react],
      kind: 'project',
      name: 'Mixed',
      extras: { tests: true, stories: true, readme: true },
    };
    const answer = await post('/api/export', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = await unzip(answer.rawPayload);
    const file = (name: string) => entries.find((entry) => entry.name === `mixed/${name}`)?.content;
    const names = entries.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'mixed/vite.config.ts',
        'mixed/vendor/kiln-design-system/package.json',
        'mixed/vendor/kiln-design-system/dist/index.js',
        'mixed/src/test-setup.ts',
        'mixed/src/components/settings/SettingsForm.tsx',
        'mixed/src/components/settings/SettingsForm.test.tsx',
        'mixed/src/components/settings/SettingsForm.stories.tsx',
        'mixed/src/components/pricing/PricingTable.test.tsx',
      ]),
    );
    const manifest = JSON.parse(file('package.json')!);
    expect(manifest.dependencies['@kiln/design-system']).toBe('file:vendor/kiln-design-system');
    expect(manifest.devDependencies['@angular/core']).toBeUndefined();
    expect(file('src/main.tsx')).toContain("import '@kiln/design-system/styles.css';");
    expect(file('.storybook/main.ts')).toContain('@storybook/react-vite');
    expect(file('src/components/settings/README.md')).toContain(
      'Framework: React 19 + Kiln design system',
    );
    expect(file('src/components/pricing/README.md')).toContain('Framework: React 19\n');
    const kiln = JSON.parse(file('kiln.json')!);
    expect(kiln.components.map((c: { framework: string }) => c.framework)).toEqual([
      'react-ds',
      'react',
    ]);

    // Imported back by another user, each keeps its framework.
    const preview = await upload(t.app, bob.token, [
      { filename: 'mixed.zip', content: answer.rawPayload },
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    const listed = parseAnswer(importAnswerSchema, preview.body).data.components;
    expect(listed.map((c) => [c.name, c.framework])).toEqual([
      ['Settings', 'react-ds'],
      ['Pricing', 'react'],
    ]);
  });

  it('should refuse a project that mixes react-ds with Angular, and allow its files on their own', async () => {
    const mixed = await post('/api/export/tree', {
      componentIds: [ids.angular, ids.ds],
      kind: 'project',
      name: 'Mixed',
    });
    expect(mixed.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, mixed.body).error.message).toMatch(
      /only Angular or only React components/,
    );
    const folders = await post('/api/export/tree', {
      componentIds: [ids.angular, ids.ds],
      kind: 'components',
      name: 'Mixed',
    });
    expect(folders.statusCode, folders.body).toBe(200);
  });

  it('should scaffold a react-ds starter with saved React and react-ds components, and refuse Angular ones', async () => {
    const body = {
      name: 'DS Starter',
      framework: 'react-ds',
      routing: true,
      features: ['auth', 'dark-mode'],
      componentIds: [ids.ds, ids.react],
    };
    const answer = await post('/api/export/scaffold/tree', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const { paths } = parseAnswer(archiveTreeAnswerSchema, answer.body).data;
    expect(paths).toEqual(
      expect.arrayContaining([
        'ds-starter/vendor/kiln-design-system/dist/index.js',
        'ds-starter/src/pages/LoginPage.tsx',
        'ds-starter/src/components/settings/SettingsForm.tsx',
        'ds-starter/src/components/pricing/PricingTable.tsx',
      ]),
    );
    const zip = await post('/api/export/scaffold', body);
    expect(zip.statusCode).toBe(200);
    const login = (await unzip(zip.rawPayload)).find((entry) =>
      /ds-starter\/src\/components\/login-form\/LoginForm\.tsx$/.test(entry.name),
    );
    expect(login?.content).toContain("from '@kiln/design-system'");

    const withAngular = await post('/api/export/scaffold/tree', {
      ...body,
      componentIds: [ids.angular],
    });
    expect(withAngular.statusCode).toBe(400);
    const angularStarter = await post('/api/export/scaffold/tree', {
      ...body,
      framework: 'angular',
    });
    expect(angularStarter.statusCode).toBe(400);
  });
});
