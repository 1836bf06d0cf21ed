import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { createAccount, signInWithStorage } from './helpers';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: account });
  return ((await response.json()) as { token: string }).token;
}

/** A component saved from a built-in engine answer, through the real API. */
async function saveGenerated(
  request: APIRequestContext,
  token: string,
  name: string,
  prompt: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  const generated = await request.post('/api/ai/generate', {
    headers,
    data: { name, framework: 'angular', description: prompt },
  });
  expect(generated.status()).toBe(200);
  const { id } = ((await generated.json()) as { data: { id: string } }).data;
  const saved = await request.post('/api/components', {
    headers,
    data: { name, source: { kind: 'prompt-response', id } },
  });
  expect(saved.status()).toBe(201);
}

/** Every entry name of a zip, read with yauzl (strict names and sizes). */
const zipEntryNames = (buffer: Buffer) =>
  new Promise<string[]>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('two saved components export as a project whose zip matches the tree shown, a starter downloads, and another user imports the zip', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request);
  const ownerToken = await tokenOf(request, owner);
  await saveGenerated(request, ownerToken, 'Login form', 'a login form with email and password');
  await saveGenerated(request, ownerToken, 'Pricing table', 'a pricing table with three plans');

  await signInWithStorage(page, request, owner);
  await page.goto('/dashboard/export');
  await page.getByRole('checkbox', { name: /Login form/ }).check();
  await page.getByRole('checkbox', { name: /Pricing table/ }).check();
  await page.getByRole('radio', { name: 'Complete project' }).check();
  const tree = page.getByRole('figure');
  await expect(tree).toContainText('login-form.component.ts');
  await expect(tree).toContainText('pricing-table.component.ts');
  await expect(tree).toContainText('angular.json');
  const shown = await tree
    .locator('[data-path]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-path') ?? ''));

  const project = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download zip' }).click(),
  );
  expect(project.name).toBe('kiln-components.zip');
  expect((await zipEntryNames(project.bytes)).sort()).toEqual([...shown].sort());

  await page.goto('/dashboard/scaffold');
  await expect(page.getByRole('checkbox', { name: /Auth pages/ })).toBeChecked();
  await expect(page.getByRole('figure')).toContainText('login-page.ts');
  const starter = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download starter' }).click(),
  );
  expect(starter.name).toBe('my-starter.zip');
  expect(await zipEntryNames(starter.bytes)).toContain('my-starter/src/app/pages/login-page.ts');

  const other = await createAccount(request);
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signInWithStorage(otherPage, request, other);
  await otherPage.goto('/dashboard/export');
  await otherPage
    .getByLabel('Archive to import')
    .setInputFiles({ name: project.name, mimeType: 'application/zip', buffer: project.bytes });
  const listed = otherPage.getByRole('list', { name: 'Components in the archive' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed).toContainText('Login form');
  await otherPage.getByRole('button', { name: 'Import 2 components' }).click();
  await expect(otherPage.getByText('Imported into My components:')).toBeVisible();
  await expect(listed.getByText('Saved as v1')).toHaveCount(2);

  await otherPage.goto('/dashboard/components');
  await expect(otherPage.getByRole('button', { name: 'Open Login form' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Open Pricing table' })).toBeVisible();
  const otherToken = await tokenOf(request, other);
  const list = await request.get('/api/components', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  const items = (
    (await list.json()) as {
      data: { items: { name: string; currentVersion: number; versionCount: number }[] };
    }
  ).data.items;
  expect(items.map((item) => [item.name, item.currentVersion, item.versionCount]).sort()).toEqual([
    ['Login form', 1, 1],
    ['Pricing table', 1, 1],
  ]);
  await context.close();
});
