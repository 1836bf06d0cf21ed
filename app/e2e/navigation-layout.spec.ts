import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publicRoutes, signedInRoutes } from '../src/routes';
import {
  createAccount,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  horizontalOverflow,
  SCREEN_CHECKS,
  signInWithStorage,
  type TestAccount,
} from './helpers';

// Many pages, each loaded with its data, on a machine shared with other work.
test.describe.configure({ timeout: 300_000 });

/** Words with no place to break, as people paste them: they must truncate or wrap, never widen the page. */
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(2);
const LONG_PROMPT = `a product card titled ${LONG_WORD}${LONG_WORD} with a price and an image`;

async function tokenOf(request: APIRequestContext, account: TestAccount) {
  const login = await request.post('/api/auth/login', { data: account });
  return ((await login.json()) as { token: string }).token;
}

/** An account with what a newcomer has after a first session: generations, a saved component with a long name, an upgrade invoice. */
async function accountWithData(request: APIRequestContext) {
  const account = await createAccount(request);
  const headers = { authorization: `Bearer ${await tokenOf(request, account)}` };
  const sent = await request.post('/api/ai/prompt/send', {
    headers,
    data: { content: LONG_PROMPT },
  });
  expect(sent.ok()).toBe(true);
  const { id } = ((await sent.json()) as { data: { id: string } }).data;
  const saved = await request.post('/api/components', {
    headers,
    data: {
      name: `${LONG_WORD}${LONG_WORD}`.slice(0, 100),
      description: `${LONG_WORD} ${LONG_WORD}${LONG_WORD}`,
      source: { kind: 'prompt-response', id },
    },
  });
  expect(saved.ok()).toBe(true);
  const upgraded = await request.post('/api/billing/change-plan', {
    headers,
    data: { plan: 'pro' },
  });
  expect(upgraded.ok()).toBe(true);
  return account;
}

/**
 * Loads a page and lets its data arrive. A page that keeps a request open (a check retrying
 * while the server is busy, a warm preview frame) never goes quiet, so the wait is bounded.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

const concrete = (path: string) => !path.includes(':') && !path.includes('*');

test.describe('given a signed-in newcomer with data', () => {
  test('should fit every signed-in page on a 375 px phone', async ({ page, request }) => {
    const account = await accountWithData(request);
    await signInWithStorage(page, request, account);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of signedInRoutes.filter((entry) => concrete(entry.path))) {
      await test.step(`/${route.path}`, async () => {
        await open(page, `/${route.path}`);
        expect.soft(await horizontalOverflow(page), `/${route.path}`).toBeLessThanOrEqual(0);
      });
    }
  });

  test('should show the whole invoice row, View included, at 1280 px', async ({
    page,
    request,
  }) => {
    const account = await accountWithData(request);
    await signInWithStorage(page, request, account);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/billing');
    const view = page.getByRole('button', { name: /^View invoice/ });
    await expect(view).toBeVisible();
    const box = await view.boundingBox();
    const region = await page
      .locator('[data-slot="table-container"], [data-slot="table"]')
      .first()
      .evaluate((element) => {
        const container = element.closest('[data-slot="table-container"]') ?? element;
        return container.getBoundingClientRect().right;
      });
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(region);
  });

  for (const { width, colorScheme } of SCREEN_CHECKS) {
    test(`should lead to the workspace from the header, with the public pages in the footer, at ${width} px in the ${colorScheme} theme`, async ({
      page,
      request,
    }) => {
      const account = await accountWithData(request);
      await signInWithStorage(page, request, account);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await open(page, '/dashboard');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);

      const header = page.getByRole('banner');
      if (width < 1280) {
        await header.getByRole('button', { name: 'Open menu' }).click();
        await expectNoSeriousAxeViolations(page);
      }
      const nav = header.getByRole('navigation', { name: width < 1280 ? 'Mobile' : 'Main' });
      for (const label of ['Dashboard', 'Copilot', 'Generate', 'Templates', 'Components'])
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of ['Library', 'Gallery', 'Export', 'Billing', 'Settings'])
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'About' })).toHaveCount(0);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }),
      ).toBeVisible();

      await nav.getByRole('link', { name: 'Copilot', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/ai-copilot$/);
      await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });
  }
});

test.describe('given the screens a newcomer reads first, with data in them', () => {
  for (const { width, colorScheme } of SCREEN_CHECKS) {
    test(`should pass axe at ${width} px in the ${colorScheme} theme`, async ({
      page,
      request,
    }) => {
      const account = await accountWithData(request);
      await signInWithStorage(page, request, account);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      for (const path of ['/billing', '/settings', '/dashboard/export', '/dashboard/components']) {
        await test.step(path, async () => {
          await open(page, path);
          await expectNoSeriousAxeViolations(page);
        });
      }
    });
  }
});

test.describe('given a visitor', () => {
  test('should fit every public page on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of publicRoutes.filter((entry) => concrete(entry.path))) {
      await test.step(`/${route.path}`, async () => {
        await open(page, `/${route.path}`);
        expect.soft(await horizontalOverflow(page), `/${route.path}`).toBeLessThanOrEqual(0);
      });
    }
  });
});

test.describe('given an address no page answers', () => {
  for (const { width, colorScheme } of SCREEN_CHECKS) {
    test(`should answer 404 with a page that leads back, signed out and in, at ${width} px in the ${colorScheme} theme`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const direct = await page.goto('/nope');
      expect(direct?.status()).toBe(404);
      await expect(page).toHaveURL(/\/nope$/);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);

      const account = await createAccount(request);
      await signInWithStorage(page, request, account);
      const inside = await page.goto('/dashboard/nope');
      expect(inside?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test.describe('given a long conversation in the copilot', () => {
  for (const width of [1280, 375]) {
    test(`should keep every fixed control off the composer at ${width} px`, async ({
      page,
      request,
    }) => {
      const account = await createAccount(request);
      await signInWithStorage(page, request, account);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/ai-copilot');
      const composer = page.getByRole('textbox', { name: 'Describe a component or a change' });
      await composer.fill('a data table of users with name, email and role');
      await composer.press('Enter');
      await expect(page.getByTestId('code-answer')).toHaveCount(1, { timeout: 45_000 });
      await expect(page.getByText('AI response received', { exact: true })).toHaveCount(0, {
        timeout: 15_000,
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

      // Send itself, box against box, with every fixed control over the page.
      const send = await page.getByRole('button', { name: 'Send message' }).boundingBox();
      expect(send).not.toBeNull();
      const fixedOverSend = await page.evaluate((sendBox) => {
        if (!sendBox) return ['no Send button'];
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => getComputedStyle(element).position === 'fixed')
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              box.left < sendBox.x + sendBox.width &&
              box.right > sendBox.x &&
              box.top < sendBox.y + sendBox.height &&
              box.bottom > sendBox.y
            );
          })
          .map((element) => element.getAttribute('aria-label') ?? element.tagName);
      }, send);
      expect(fixedOverSend).toEqual([]);

      const overlaps = await page.evaluate(() => {
        const field = document.querySelector('textarea');
        const composerBox = field?.closest('.sticky')?.getBoundingClientRect();
        if (!composerBox) return ['no composer'];
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => getComputedStyle(element).position === 'fixed')
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              box.left < composerBox.right &&
              box.right > composerBox.left &&
              box.top < composerBox.bottom &&
              box.bottom > composerBox.top
            );
          })
          .map((element) => element.getAttribute('aria-label') ?? element.tagName);
      });
      expect(overlaps).toEqual([]);
    });
  }
});
