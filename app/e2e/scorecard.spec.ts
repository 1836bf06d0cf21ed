import { expect, test, type Locator } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const CHECKS = ['compiles', 'renders', 'accessible', 'safe'];

const rowsOf = (scorecard: Locator) => scorecard.locator('[data-slot="scorecard-row"]');

test.describe('given a code answer', () => {
  test('should show the checks of a login form beside the copilot answer and the Generate result', async ({
    page,
    request,
  }) => {
    // Two answers, each checked by the server after it arrives.
    test.setTimeout(60_000);
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    const composer = page.getByRole('textbox', { name: 'Describe a component or a change' });
    await expect(composer).toBeEnabled();
    await composer.fill('a login form with email and password');
    await composer.press('Enter');

    const answer = page.getByTestId('code-answer');
    const scorecard = answer.getByRole('region', { name: 'Quality checks' });
    // The copilot's answer knows what was asked: its requirements come first.
    await expect(rowsOf(scorecard)).toHaveCount(5, { timeout: 20_000 });
    await expect(
      rowsOf(scorecard).evaluateAll((rows) => rows.map((row) => row.dataset.check)),
    ).resolves.toEqual(['requirements', ...CHECKS]);
    // The server's checks arrive after the answer: the built-in engine's login form passes both.
    await expect(scorecard.locator('[data-check="compiles"]')).toHaveAttribute(
      'data-status',
      'green',
      { timeout: 20_000 },
    );
    await expect(scorecard.locator('[data-check="safe"]')).toHaveAttribute('data-status', 'green');
    await expect(scorecard.locator('[data-check="compiles"]')).toContainText('Pass');
    // Until the preview reports from this browser, its rows say so.
    for (const check of ['renders', 'accessible'])
      await expect(scorecard.locator(`[data-check="${check}"]`)).toContainText('Not checked');

    await page.goto('/dashboard/generate');
    await page.getByLabel('Name').fill('LoginForm');
    await page.getByLabel('Description').fill('a login form with email and password');
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('generated-result');
    const generated = result.getByRole('region', { name: 'Quality checks' });
    await expect(rowsOf(generated)).toHaveCount(4);
    await expect(generated.locator('[data-check="compiles"]')).toHaveAttribute(
      'data-status',
      'green',
      { timeout: 20_000 },
    );
    await expect(generated.locator('[data-check="safe"]')).toHaveAttribute('data-status', 'green');
  });
});
