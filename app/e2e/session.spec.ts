import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { createAccount, signInWithStorage, waitForHydration } from './helpers';

test.describe('given the signed-in guard', () => {
  test('should send a visitor to login with returnUrl and a warning, then back after login', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/dashboard/history');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard%2Fhistory$/);
    await expect(
      page.getByText('Please log in to access this page', { exact: true }),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Generation history' })).toBeVisible();
  });

  test('should show the server message when the login is refused', async ({ page }) => {
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await waitForHydration(form.getByRole('button', { name: 'Sign in' }));
    await form.getByRole('textbox', { name: 'E-mail' }).fill('nobody@kiln.test');
    await form.getByLabel('Password').fill('Wrong-password-1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('given a signed-in member', () => {
  test('should hide header and footer on /auth/login, and show them when signed out', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/auth/login');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await signInWithStorage(page, request, account);
    await page.goto('/auth/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('should be turned away from the admin area with an error', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByText('Access denied. Admin privileges required.', { exact: true }),
    ).toBeVisible();
  });

  test('should sign out: local session gone, then home', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Mira Lindqvist' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kiln.auth'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/);
  });
});

test.describe('given an administrator', () => {
  test('should reach the admin area and see the Admin link', async ({ page, request }) => {
    await signInWithStorage(page, request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
    ).toBeVisible();
  });

  test('should be sent to login from the admin area when signed out', async ({ page }) => {
    await page.goto('/admin/ai-copilots');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
