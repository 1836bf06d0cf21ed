import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, signInWithStorage, type TestAccount } from './helpers';

/** A generation through the prompt API, answered by the built-in engine. */
async function generate(
  request: APIRequestContext,
  token: string,
  content: string,
  framework: 'angular' | 'react',
) {
  const response = await request.post('/api/ai/prompt/send', {
    headers: { authorization: `Bearer ${token}` },
    data: { content, context: { framework } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function tokenOf(request: APIRequestContext, account: TestAccount) {
  const response = await request.post('/api/auth/login', { data: account });
  return ((await response.json()) as { token: string }).token;
}

test.describe('given a new account', () => {
  test('should be welcomed on the dashboard, not welcomed back', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard');
    await expect(page.getByText('0/10 generations used')).toBeVisible();
    await expect(page.getByText('Welcome, Mira Lindqvist.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  });
});

test.describe('given a member with two generations', () => {
  test('should find, filter, reopen, delete and clear them in History, and count them on the dashboard', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const token = await tokenOf(request, account);
    await generate(request, token, 'a login form with email and password', 'angular');
    await generate(request, token, 'a pricing table with three plans', 'react');
    await signInWithStorage(page, request, account);

    await page.goto('/dashboard');
    await expect(page.getByText('2/10 generations used')).toBeVisible();
    await expect(page.getByText('Welcome back, Mira Lindqvist.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Generations per day/ })).toBeVisible();

    await page.goto('/dashboard/history');
    const entries = page.getByRole('list', { name: 'Generations' }).getByRole('article');
    await expect(entries).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('pricing');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('a pricing table with three plans');
    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('');
    await expect(entries).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Framework' }).click();
    await page.getByRole('option', { name: 'Angular' }).click();
    await expect(entries).toHaveCount(1);
    const login = entries.first();
    await expect(login).toContainText('a login form with email and password');

    await login.getByRole('button', { name: 'Show code' }).click();
    const tabs = login.getByRole('tablist');
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(/\.component\.ts$/);
    await expect(tabs.getByRole('tab', { name: /\.html$/ })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /\.scss$/ })).toBeVisible();
    await expect(login.getByRole('tabpanel')).toContainText('@Component');

    await login.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No generation matches')).toBeVisible();
    await page.getByRole('combobox', { name: 'Framework' }).click();
    await page.getByRole('option', { name: 'All frameworks' }).click();
    await expect(entries).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your history?' });
    await dialog.getByRole('button', { name: 'Clear history' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No generations yet')).toBeVisible();

    // Deleting history leaves the usage as it was.
    await page.goto('/dashboard');
    await expect(page.getByText('2/10 generations used')).toBeVisible();
  });
});

test.describe('given a member at 80 % of the free quota', () => {
  test('should show the notice in the header menu and on the notifications page', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const token = await tokenOf(request, account);
    for (let index = 1; index <= 8; index += 1)
      await generate(request, token, `a button variant number ${index}`, 'angular');
    await signInWithStorage(page, request, account);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('You have used 80% of your generations')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'View All Notifications' }).click();

    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    const notice = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('article', { name: 'You have used 80% of your generations' });
    await expect(notice).toContainText('You have used 8 of 10 generations');
    await notice.getByRole('button', { name: 'Mark read' }).click();
    await expect(notice.getByRole('button', { name: 'Mark read' })).toBeHidden();
  });
});
