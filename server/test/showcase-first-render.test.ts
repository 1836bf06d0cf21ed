import {
  libraryItemAnswerSchema,
  libraryListAnswerSchema,
  templatePreviewAnswerSchema,
  templatesAnswerSchema,
  type AiFramework,
} from '@kiln/contract';
import { FRAMEWORKS } from '@kiln/generator';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkBundle, type Mountable } from '../../generator/test/mount/bundle';
import { launchMountBrowser, openMounted } from '../../generator/test/mount/page';
import { createTestApp, parseAnswer, signup, type SignedUp, type TestApp } from './support/app';
import { send } from './support/components';

/**
 * What a newcomer sees first: every seeded template's preview and every library item, with the
 * files the server answers for them, mounted in Chromium the way the generator's mount test mounts
 * output (Angular JIT zoneless, React 19), read at once, before any timer or effect has run. Each
 * must show something a person can see: text or a named control that is not only a loading
 * indicator. An item whose name promises a loading indicator may show only that, but labelled, so
 * that it is announced as what it is.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(serverDir, 'node_modules', '.cache', `kiln-first-render-${process.pid}`);

/** Names that promise a loading indicator as the whole component. */
const PROMISES_LOADING = /\b(?:loading|spinner|progress|skeleton)\b/i;

const get = async (url: string) => {
  const answer = await send(t.app, member.token, 'GET', url);
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.body;
};

interface Shown extends Mountable {
  name: string;
}

/** Every seeded template's preview in this framework, as the templates page asks for it. */
const templatePreviews = async (framework: AiFramework): Promise<Shown[]> => {
  const { items } = parseAnswer(templatesAnswerSchema, await get('/api/templates?limit=100')).data;
  const shown: Shown[] = [];
  for (const template of items.filter((item) => item.frameworks.includes(framework))) {
    const preview = parseAnswer(
      templatePreviewAnswerSchema,
      await get(`/api/templates/${template.id}/preview?framework=${framework}`),
    ).data;
    shown.push({ id: `template "${template.name}"`, name: template.name, files: preview.files });
  }
  return shown;
};

/** Every library item in this framework, with the files its page previews. */
const libraryItems = async (framework: AiFramework): Promise<Shown[]> => {
  const { items } = parseAnswer(
    libraryListAnswerSchema,
    await get(`/api/library?framework=${framework}&limit=100`),
  ).data;
  const shown: Shown[] = [];
  for (const summary of items) {
    const item = parseAnswer(libraryItemAnswerSchema, await get(`/api/library/${summary.id}`)).data;
    shown.push({ id: `library "${item.name}"`, name: item.name, files: item.files });
  }
  return shown;
};

/** What `first-render.browser.ts` reads of the page (see there). */
interface FirstRender {
  text: string;
  controls: string[];
  indicators: { role: string; label: string }[];
}

/** The page-side reader as a script that defines `firstRender.readFirstRender`. */
const readerScript = async () =>
  (
    await build({
      entryPoints: [
        fileURLToPath(
          new URL('../../generator/test/mount/first-render.browser.ts', import.meta.url),
        ),
      ],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'firstRender',
      target: 'es2022',
      logLevel: 'silent',
    })
  ).outputFiles[0]!.text;

/** What is wrong with one first render, if anything. */
const problemsOf = (id: string, render: FirstRender, name: string): string[] => {
  const problems = render.indicators
    .filter((indicator) => !indicator.label)
    .map((indicator) => `${id}: a ${indicator.role} indicator with no label`);
  const showsContent = render.text !== '' || render.controls.length > 0;
  const onlyLoading = !showsContent && render.indicators.length > 0;
  if (!showsContent && !(onlyLoading && PROMISES_LOADING.test(name)))
    problems.push(
      `${id}: ${onlyLoading ? 'only a loading indicator' : 'nothing visible'} at first render`,
    );
  return problems;
};

let t: TestApp;
let member: SignedUp;
let browser: Browser;

// The database only holds the shelf here; mounting in Chromium is what takes time, so it runs once
// (vitest.config.ts, databaseIndependent).
describe('given every seeded template and library item previewed', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ctx.library.start();
    member = await signup(t.app);
    browser = await launchMountBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(FRAMEWORKS)(
    'should first render something visible that is not only loading, in %s',
    async (framework) => {
      const shown = [...(await templatePreviews(framework)), ...(await libraryItems(framework))];
      expect(shown.length).toBeGreaterThan(40);
      const bundle = await frameworkBundle(framework, shown, workDir);
      const reader = await readerScript();
      const problems: string[] = [];
      // One page shows each item in turn: mounted alone, read, then unmounted, so an error of its
      // teardown is its own as well.
      const { page, errors, remount, clearErrors } = await openMounted(browser, bundle, {
        only: [],
      });
      await page.addScriptTag({ content: reader });
      for (const item of shown) {
        await clearErrors();
        await remount([item.id]);
        const render = await page.evaluate(() =>
          (
            globalThis as unknown as {
              firstRender: { readFirstRender: () => Promise<FirstRender> };
            }
          ).firstRender.readFirstRender(),
        );
        await remount([]);
        problems.push(...(await errors()).map((error) => `${item.id}: ${error}`));
        problems.push(...problemsOf(item.id, render, item.name));
      }
      await page.close();
      expect(problems).toEqual([]);
    },
    240_000,
  );
});
