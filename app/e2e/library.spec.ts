import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const composer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

// An item's preview compiles and renders its frame, and a copilot answer follows it.
test.describe.configure({ timeout: 90_000 });

test.describe('given the component library', () => {
  test('should search, open an item with its live preview and customize it in the copilot', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Component library' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Forms/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Framework' }).click();
    await page.getByRole('option', { name: 'React', exact: true }).click();
    await expect(page).toHaveURL(/framework=react/);
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('contact');
    await expect(page).toHaveURL(/q=contact/);
    const card = page.locator('[data-slot="component-card"]', { hasText: 'Contact form' });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Open Contact form' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Contact form' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('export function ContactForm');
    await page.getByRole('button', { name: 'Preview' }).click();
    const content = page.frameLocator('iframe[title^="Preview of"]');
    const rendered = content.locator('textarea');
    await expect(rendered).toBeVisible({ timeout: 30_000 });
    await expect(content.locator('input[type="email"]')).toBeVisible();

    await page.getByRole('link', { name: 'Customize in copilot' }).click();
    await expect(page).toHaveURL(/\/dashboard\/ai-copilot$/);
    await expect(page.getByText('Customizing Contact form v1')).toBeVisible();
    await expect(composer(page)).toBeEnabled();
    await expectAccessible(page);
    await composer(page).fill('add a phone field');
    await composer(page).press('Enter');
    const answer = page.getByTestId('code-answer');
    // The library's component, changed: its name and its message field, and now a phone field.
    const code = answer.getByRole('tabpanel');
    await expect(code).toContainText('export function ContactForm', { timeout: 30_000 });
    await expect(code).toContainText('type="tel"');
    await expect(code).toContainText('<textarea');
  });

  for (const { width, height } of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`should pass axe at ${width} px in the ${colorScheme} theme`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        const account = await createAccount(request);
        await signInWithStorage(page, request, account);
        await page.goto('/library?framework=react');
        await expect(page.getByRole('heading', { level: 2, name: /^Forms/ })).toBeVisible();
        if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expectAccessible(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        await page.getByRole('button', { name: /^Navigation/ }).click();
        await expect(page).toHaveURL(/category=navigation/);
        await page.getByRole('button', { name: 'Open Tabs' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Tabs' })).toBeVisible();
        await expect(page.getByRole('tabpanel')).toContainText('export function Tabs');
        await expectAccessible(page);
      });
    }
  }
});
