import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { createAccount, signInWithStorage, type TestAccount } from './helpers';

// Publishing, live previews compiling cold and several sessions: far more than the default 30 s.
test.describe.configure({ timeout: 240_000 });

const admin: TestAccount = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

async function tokenOf(request: APIRequestContext, account: TestAccount) {
  const response = await request.post('/api/auth/login', { data: account });
  return ((await response.json()) as { token: string }).token;
}

/** A component saved from a copilot answer of the built-in engine, through the real API. */
async function savedComponent(request: APIRequestContext, account: TestAccount, name: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, account)}` };
  const started = await request.post('/api/ai/copilot/session/start', { headers, data: {} });
  const { sessionId } = ((await started.json()) as { data: { sessionId: string } }).data;
  const answered = await request.post('/api/ai/copilot/chat', {
    headers,
    data: {
      sessionId,
      message: 'a login form with email and password',
      conversationHistory: [],
      continuePreviousConversation: false,
    },
  });
  expect(answered.status()).toBe(200);
  const { messageId } = ((await answered.json()) as { data: { messageId: string } }).data;
  const saved = await request.post('/api/components', {
    headers,
    data: { name, source: { kind: 'chat-message', id: messageId } },
  });
  expect(saved.status()).toBe(201);
}

/** A page of its own (its own storage) signed in as the account. */
async function pageOf(browser: Browser, account: TestAccount, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInWithStorage(page, context.request, account);
  return page;
}

const entryCard = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Gallery entries' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function publishFromMyComponents(page: Page, component: string, title: string) {
  await page.goto('/dashboard/components');
  await page.getByRole('button', { name: `Open ${component}` }).click();
  await page.getByRole('button', { name: 'Publish to gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to the gallery' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Forms' }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Version 1 is published in the gallery', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
}

test('a published component is liked, favourited and forked by another user, then hidden by an admin for both', async ({
  browser,
  request,
}) => {
  const authorAccount = await createAccount(request);
  const readerAccount = await createAccount(request);
  const title = `Sign-in card ${Date.now()}`;
  await savedComponent(request, authorAccount, 'Login form');

  const author = await pageOf(browser, authorAccount);
  await publishFromMyComponents(author, 'Login form', title);

  const reader = await pageOf(browser, readerAccount);
  await reader.goto('/dashboard/gallery');
  await reader.getByRole('searchbox', { name: 'Search the gallery' }).fill(title);
  const card = entryCard(reader, title);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('by Mira Lindqvist');

  await card.getByRole('button', { name: `Like ${title} (0 likes)` }).click();
  await expect(card.getByRole('button', { name: `Like ${title} (1 like)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: `Favourite ${title} (0 favourites)` }).click();
  await expect(
    card.getByRole('button', { name: `Favourite ${title} (1 favourite)` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await reader.getByRole('tab', { name: 'My favourites' }).click();
  await expect(entryCard(reader, title)).toHaveCount(1);

  await entryCard(reader, title)
    .getByRole('button', { name: `Open ${title}` })
    .click();
  const dialog = reader.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  // The live preview starts on open (its first compile's speed is the preview suite's concern).
  await expect(dialog.getByRole('region', { name: `Preview of ${title}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fork into My components' }).click();
  await expect(
    reader.getByText(`Forked into My components as “${title}”`, { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'Open it in My components' }).click();
  const versions = reader.getByRole('list', { name: `Versions of ${title}` });
  await expect(versions.getByRole('listitem').first()).toContainText(
    `Forked from ${title} by Mira Lindqvist`,
  );

  const moderator = await pageOf(browser, admin);
  await moderator.goto('/dashboard/gallery');
  await moderator.getByRole('searchbox', { name: 'Search the gallery' }).fill(title);
  await entryCard(moderator, title)
    .getByRole('button', { name: `Open ${title}` })
    .click();
  await moderator
    .getByRole('dialog', { name: title })
    .getByRole('group', { name: 'Moderation' })
    .getByRole('button', { name: 'Hide' })
    .click();
  await expect(
    moderator.getByText(`“${title}” is hidden from the gallery`, { exact: true }),
  ).toBeVisible();
  await expect(entryCard(moderator, title)).toHaveCount(0);

  for (const page of [reader, author]) {
    await page.goto('/dashboard/gallery');
    await page.getByRole('searchbox', { name: 'Search the gallery' }).fill(title);
    await expect(page.getByRole('heading', { name: 'No entry matches' })).toBeVisible();
  }
  await reader.getByRole('tab', { name: 'My favourites' }).click();
  await expect(reader.getByRole('heading', { name: 'No entry matches' })).toBeVisible();

  for (const page of [author, reader, moderator]) await page.context().close();
});

test('the gallery passes axe at 1280 and 375 px, light and dark, with an entry open and a remix previewed', async ({
  browser,
  request,
}) => {
  const authorAccount = await createAccount(request);
  const readerAccount = await createAccount(request);
  const title = `Remixable form ${Date.now()}`;
  await savedComponent(request, authorAccount, 'Remix source');
  const author = await pageOf(browser, authorAccount);
  await publishFromMyComponents(author, 'Remix source', title);
  await author.context().close();

  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [1280, 375]) {
      const page = await pageOf(browser, readerAccount, {
        colorScheme,
        viewport: { width, height: 900 },
      });
      await page.goto('/dashboard/gallery');
      await page.getByRole('searchbox', { name: 'Search the gallery' }).fill(title);
      await expect(entryCard(page, title)).toHaveCount(1);
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
      expect(await serious(), `${colorScheme} ${width}px grid`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width}px`,
      ).toBeLessThanOrEqual(width);

      await entryCard(page, title)
        .getByRole('button', { name: `Open ${title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog
        .getByRole('button', { name: /^Remix as / })
        .first()
        .click();
      await expect(dialog.getByRole('button', { name: 'Save to My components' })).toBeVisible();
      expect(await serious(), `${colorScheme} ${width}px entry`).toEqual([]);
      await page.context().close();
    }
});
