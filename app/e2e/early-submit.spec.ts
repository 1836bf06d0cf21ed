import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './helpers';

/** The app's scripts arrive this late, as on a slow connection or a busy machine. */
const SCRIPT_DELAY_MS = 3_000;

/**
 * Holds every request for the app's scripts for 3 s, and never lets one through before `clicked`
 * is called (a busy machine may take longer than that to type into the form).
 */
async function delayScripts(page: Page) {
  let clicked!: () => void;
  const click = new Promise<void>((resolve) => (clicked = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), click]);
    await route.continue();
  });
  return clicked;
}

test.describe('given the sign-in page before its scripts have loaded', () => {
  test('should hold a sign-in clicked meanwhile, show it is not ready, and sign in once they load', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const clicked = await delayScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    const submit = form.getByRole('button', { name: 'Sign in' });
    // Not ready yet: the page says so, and the click is held rather than lost.
    await expect(page.locator('html')).toHaveClass(/app-loading/);
    await expect(submit).toHaveCSS('cursor', 'progress');
    await submit.click();
    clicked();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // The browser's own submit never happened: no password in the address.
    expect(page.url()).not.toContain('password');

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveClass(/app-loading/);
  });
});

test.describe('given the signup page before its scripts have loaded', () => {
  test('should hold a signup clicked meanwhile, show it is not ready, and create the account once they load', async ({
    page,
  }) => {
    const clicked = await delayScripts(page);
    await page.goto('/auth/signup', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Ines');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    const email = `early-signup-${Date.now()}@kiln.test`;
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Password').fill('Patient-Kettle-58!');
    const submit = form.getByRole('button', { name: 'Create account' });
    await expect(page.locator('html')).toHaveClass(/app-loading/);
    await expect(submit).toHaveCSS('cursor', 'progress');
    await submit.click();
    clicked();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).not.toContain('password');

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveClass(/app-loading/);
    // Signed in as the account typed before the scripts had loaded.
    const stored = await page.evaluate(() => localStorage.getItem('kiln.auth'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email, firstName: 'Ines' } });
  });
});

test.describe('given the contact page before its scripts have loaded', () => {
  test('should hold a message sent meanwhile, show it is not ready, and send it once they load', async ({
    page,
  }) => {
    const clicked = await delayScripts(page);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
        sent.push(request.postDataJSON());
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ines Okafor');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('ines@kiln.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('A security review');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We would like to review how Kiln stores generated code.');
    const submit = form.getByRole('button', { name: 'Send message' });
    await expect(page.locator('html')).toHaveClass(/app-loading/);
    await expect(submit).toHaveCSS('cursor', 'progress');
    await submit.click();
    clicked();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).not.toContain('message=');

    await expect(page.getByText('Message sent')).toBeVisible({ timeout: 20_000 });
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Ines Okafor',
        email: 'ines@kiln.test',
        subject: 'A security review',
        message: 'We would like to review how Kiln stores generated code.',
      }),
    ]);
  });
});
