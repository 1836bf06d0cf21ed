import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const ASKED = 'a login form with email and password and a "Sign in" button';

test.describe('given a copilot answer to a description with named parts', () => {
  test('should show the checklist under the answer, and keep it on the saved version’s scorecard', async ({
    page,
    request,
  }) => {
    // An answer, its save and the version's background checks, on a busy machine.
    test.setTimeout(120_000);
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/ai-copilot');
    const composer = page.getByRole('textbox', { name: 'Describe a component or a change' });
    await expect(composer).toBeEnabled();
    await composer.fill(ASKED);
    await composer.press('Enter');

    const checklist = page.getByRole('region', { name: 'Requirements checklist' });
    const summary = checklist.getByTestId('answer-checklist-summary');
    await expect(summary).toHaveText(/^(All \d+ done|\d+ of \d+ done — not done: .+)$/, {
      timeout: 30_000,
    });
    const items = checklist.getByRole('list', { name: 'Requirements' }).getByRole('listitem');
    await expect(items.first()).toBeHidden();
    await summary.click();
    await expect(items.filter({ hasText: 'Sign in' })).toBeVisible();
    await expect(items.filter({ hasText: 'email' })).toBeVisible();
    // Done or not is said in words, not only by colour.
    await expect(items.filter({ hasText: 'Sign in' })).toContainText(/Done: |Not done: /);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      const scan = await new AxeBuilder({ page })
        .include('[data-testid="answer-checklist"]')
        .analyze();
      expect(
        scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
    }

    // Saved, the version keeps the checklist: its scorecard's first row after a reload.
    await page.getByRole('button', { name: 'Save to My components' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to My components' });
    await dialog.getByLabel('Name').fill('Checked sign-in');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await expect(page.getByText('Saved to My components').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open in My components' }).click();
    await expect(page).toHaveURL(/\/dashboard\/components/);
    await page.reload();
    const row = page.locator('[data-check="requirements"]').first();
    await expect(row).toContainText('Requirements', { timeout: 20_000 });
    await expect(row).toContainText(/\d+ of \d+ met/);
  });
});

test.describe('given a message that names no component', () => {
  test('should ask back, and a suggestion fills the composer without sending', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    const composer = page.getByRole('textbox', { name: 'Describe a component or a change' });
    await expect(composer).toBeEnabled();
    await composer.fill('asdf qwerty');
    await composer.press('Enter');
    await expect(
      page.getByRole('article').getByText('Kiln could not tell which component you want.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('code-answer')).toHaveCount(0);
    const suggestion = page.getByRole('button', { name: /A login form with email, password/ });
    await suggestion.click();
    await expect(composer).toHaveValue(
      'A login form with email, password and a remember-me checkbox',
    );
    // Filled, not sent: sending would have emptied the field and asked again.
    await page.waitForTimeout(1_000);
    await expect(composer).toHaveValue(
      'A login form with email, password and a remember-me checkbox',
    );
  });
});
