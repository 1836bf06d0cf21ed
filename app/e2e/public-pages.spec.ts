import { expect, test } from '@playwright/test';
import { publicRoutes, SITE_TITLE_SUFFIX } from '../src/routes';
import { waitForHydration } from './helpers';

// A row with a parameter (a share link's /s/:token) is no page by itself: its own spec opens it.
const pages = publicRoutes.filter((route) => route.path !== 'auth' && !route.path.includes(':'));

test.describe('given a visitor on the public pages', () => {
  test('should render every public page with its title, robots meta and heading', async ({
    page,
  }) => {
    for (const route of pages) {
      await test.step(`/${route.path}`, async () => {
        await page.goto(`/${route.path}`);
        await expect(page).toHaveTitle(`${route.title}${SITE_TITLE_SUFFIX}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          'content',
          route.seoIndex ? 'index, follow' : 'noindex, nofollow',
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });

  test('should answer an unknown path with a 404 page that leads home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Describe a UI component/ }),
    ).toBeVisible();
  });

  test('should redirect /auth to the login page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('should open the mobile menu and close it when a link is clicked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await waitForHydration(toggle);
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('should show the scroll-to-top button past 300 px and scroll back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/best-practices');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('should show the server-error toast when the API answers 500', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'INTERNAL_ERROR', message: 'Internal error' },
        }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await waitForHydration(form.getByRole('button', { name: 'Send message' }));
    await form.getByRole('textbox', { name: 'Name' }).fill('Mira Lindqvist');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('mira@kiln.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Team plan');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We would like to know more about the team plan.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Server error - please try again later', { exact: true }),
    ).toBeVisible();
  });

  test('should show validation messages on the contact form', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await waitForHydration(send);
    await send.click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage(
      /Name is required/,
    );
  });
});
