import { expect, test } from '@playwright/test';
import { createAccount } from './helpers';

/** The app's scripts arrive this late, as on a slow connection or a busy machine. */
const SCRIPT_DELAY_MS = 3_000;

test.describe('given the sign-in page before its scripts have loaded', () => {
  test('should hold a sign-in clicked meanwhile, show it is not ready, and sign in once they load', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // Scripts arrive 3 s late, and never before the click below has been made (a busy machine
    // may take longer than that to type into the form).
    let clicked!: () => void;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
      await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), click]);
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    const submit = form.getByRole('button', { name: 'Sign in' });
    // Not ready yet: the page says so, and the click is held rather than lost.
    await expect(page.locator('html')).toHaveClass(/app-loading/);
    await submit.click();
    clicked();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // The browser's own submit never happened: no password in the address.
    expect(page.url()).not.toContain('password');

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveClass(/app-loading/);
  });
});
