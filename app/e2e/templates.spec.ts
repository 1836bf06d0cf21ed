import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

// A compile and the frame's first render, then a generation: more than the default 30 s cold.
test.describe.configure({ timeout: 180_000 });

const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article');

/**
 * Waits for the frame to show what it should. On a loaded machine a compile can pass the worker's
 * deadline; the preview then offers Reload, which asks for the build again, as a person would.
 */
async function expectInPreview(preview: Locator, shown: Locator) {
  await expect(async () => {
    if (await preview.getByText(/took longer than/).isVisible())
      await preview.getByRole('button', { name: 'Reload' }).click();
    await expect(shown).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 100_000 });
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
  ).toEqual([]);
}

test.describe('given the templates Kiln ships with', () => {
  test('should filter them, preview one live, and generate it from the prefilled Generate form', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/templates');

    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(cards(page)).toHaveCount(16);

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Forms' }).click();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('contact');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Contact form');
    await page.getByRole('combobox', { name: 'Framework' }).click();
    await page.getByRole('option', { name: 'React', exact: true }).click();
    await expect(cards(page)).toHaveCount(1);

    await cards(page).first().getByRole('button', { name: 'Preview Contact form' }).click();
    const preview = page.getByRole('region', { name: 'Contact form' });
    const content = preview.frameLocator('iframe[title^="Preview of"]');
    await expectInPreview(preview, content.locator('input[type="email"]'));
    await expect(content.locator('textarea')).toBeVisible();

    await preview.getByRole('link', { name: 'Use template' }).click();
    await expect(page).toHaveURL(/\/dashboard\/generate\?/);
    await expect(page.getByLabel('Name')).toHaveValue('ContactForm');
    await expect(page.getByRole('combobox', { name: 'Framework' })).toHaveText('React');
    await expect(page.getByLabel('Description')).toHaveValue(/^A contact form with name, email/);
    await expect(page.getByLabel('Features')).toHaveValue(
      'validation messages\nsuccess message after submit',
    );

    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('generated-result');
    await expect(result.getByRole('tab', { name: 'TSX' })).toBeVisible({ timeout: 30_000 });
    await expect(result.getByRole('tabpanel')).toContainText('ContactForm');
    await result.getByRole('button', { name: 'Save to My components' }).click();
    await expect(page.getByText('Saved to My components', { exact: true })).toBeVisible();
  });

  test('should open the copilot with the template’s prompt ready to send', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/templates');
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('kanban');
    await expect(cards(page)).toHaveCount(1);
    const preview = page.getByRole('region', { name: 'Kanban board' });
    await preview.getByRole('link', { name: 'Use in copilot' }).click();
    await expect(page).toHaveURL(/\/dashboard\/ai-copilot\?prompt=/);
    await expect(
      page.getByRole('textbox', { name: 'Describe a component or a change' }),
    ).toHaveValue(
      /^A kanban board with To do, In progress and Done columns.*Write it in Angular\.$/,
    );
  });

  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`should pass axe at ${width} px in the ${colorScheme} theme, with nothing wider than the screen`, async ({
        page,
        request,
      }) => {
        const account = await createAccount(request);
        await signInWithStorage(page, request, account);
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        await page.goto('/dashboard/templates');
        await expect(cards(page)).toHaveCount(16);
        await expect(page.locator('iframe[title^="Preview of"]')).toBeVisible({
          timeout: 60_000,
        });
        if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoSeriousViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
