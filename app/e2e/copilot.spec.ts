import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const composer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });

/** Sends a message the way a person does: type, then Enter. */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test.describe('given a new member in the copilot', () => {
  test('should apply the send rules, stream a login form, refine it, show the change and save it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    // Date.now stands still (timers still run), so "less than 500 ms apart" does not depend on the machine's speed.
    const startedAt = Date.now();
    await page.clock.setFixedTime(startedAt);
    await page.goto('/dashboard/ai-copilot');
    await expect(page.getByTestId('copilot-status')).toContainText('Copilot healthy');
    await expect(page.getByTestId('copilot-status')).toContainText('Built-in engine');
    // The composer opens once the conversation has.
    await expect(composer(page)).toBeEnabled();

    await composer(page).press('Enter');
    await expect(page.getByText('Message cannot be empty').first()).toBeVisible();

    // The answer is held back on its way, so a second message finds the first one in flight.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/ai/copilot/chat/stream',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await send(page, 'a login form with email and password');
    await send(page, 'a signup form');
    await expect(page.getByText('Already processing a request').first()).toBeVisible();
    release();

    const answer = page.getByTestId('code-answer');
    await expect(answer.getByRole('tab')).toHaveText(['TypeScript', 'HTML', 'SCSS', 'Tests']);
    await expect(answer.getByRole('tabpanel')).toContainText('export class LoginFormComponent');
    await expect(page.getByText('AI response received').first()).toBeVisible();
    await expect(composer(page)).toBeFocused();

    await send(page, 'add a phone number field');
    await expect(
      page.getByText('Please wait before sending another message').first(),
    ).toBeVisible();
    await page.clock.setFixedTime(startedAt + 1000);
    await send(page, 'add a phone number field');
    await expect(answer).toHaveCount(2);
    const refined = answer.last();
    await refined.getByRole('tab', { name: 'HTML' }).click();
    await expect(refined.getByRole('tabpanel')).toContainText('phone');
    await refined.getByRole('button', { name: 'Changes' }).click();
    await expect(
      refined
        .getByRole('group', { name: /Changes to .*\.html/ })
        .getByText(/^Added:/)
        .first(),
    ).toBeVisible();
    await expect(refined.getByRole('group', { name: /Changes to .*\.html/ })).toContainText(
      'phone',
    );

    await refined.getByRole('button', { name: 'Save to My components' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to My components' });
    await dialog.getByLabel('Name').fill('Sign-in form');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await expect(page.getByText('Saved to My components').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open in My components' }).click();
    await expect(page).toHaveURL(/\/dashboard\/components/);
    await expect(page.getByText('Sign-in form').first()).toBeVisible();
  });

  test('should reopen the conversation after a reload with its answers', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await send(page, 'a pricing table with three plans');
    await expect(page.getByTestId('code-answer')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('code-answer')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'a pricing table with three plans' }),
    ).toBeVisible();
  });

  test('should show the server’s message when the free plan is used up, and keep the composer usable', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    const login = await request.post('/api/auth/login', { data: account });
    const { token } = (await login.json()) as { token: string };
    for (let n = 0; n < 10; n += 1) {
      const sent = await request.post('/api/ai/prompt/send', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: `a status badge number ${n}` },
      });
      expect(sent.ok()).toBe(true);
    }
    await page.goto('/dashboard/ai-copilot');
    await send(page, 'a login form');
    await expect(page.getByTestId('chat-error')).toContainText('generations');
    await composer(page).fill('still typing');
    await expect(composer(page)).toHaveValue('still typing');
    await expect(composer(page)).toBeEnabled();
    // The message says to upgrade, and leads there.
    await page
      .getByTestId('chat-error')
      .getByRole('link', { name: 'Upgrade your plan in Billing' })
      .click();
    await expect(page).toHaveURL(/\/billing$/);
  });
});

test.describe('given an answer saved to My components', () => {
  test('should say Saved and take no second click, so one answer makes one version', async ({
    page,
    request,
  }) => {
    // An answer, then a save: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    await send(page, 'a login form with email and password');
    const answer = page.getByTestId('code-answer');
    await expect(answer.getByRole('tabpanel')).toContainText('export class', { timeout: 30_000 });
    // The preview runs, and this browser's checks pass on the answer.
    await answer.getByRole('button', { name: 'Preview' }).click();
    const checks = answer.getByRole('region', { name: 'Quality checks' });
    for (const check of ['renders', 'accessible'])
      await expect(checks.locator(`[data-check="${check}"]`)).toHaveAttribute(
        'data-status',
        'green',
        { timeout: 30_000 },
      );
    await answer.getByRole('button', { name: 'Save to My components' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to My components' });
    await dialog.getByLabel('Name').fill('Sign-in form');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await expect(page.getByText('Saved to My components').first()).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(answer.getByRole('button', { name: 'Save to My components' })).toHaveCount(0);

    const login = await request.post('/api/auth/login', { data: account });
    const { token } = (await login.json()) as { token: string };
    const listed = await request.get('/api/components', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await listed.json()) as { data: { items: { name: string }[] } };
    expect(body.data.items.map((item) => item.name)).toEqual(['Sign-in form']);

    // The checks that ran are stored with the version: shown as run after a reload.
    await page.goto('/dashboard/components');
    await page.reload();
    await page.getByRole('button', { name: 'Open Sign-in form' }).click();
    const versionChecks = page.getByTestId('version-checks-1');
    await versionChecks.locator('summary').click();
    for (const check of ['renders', 'accessible'])
      await expect(versionChecks.locator(`[data-check="${check}"]`)).toHaveAttribute(
        'data-status',
        'green',
      );
  });
});

test.describe('given an answer the built-in engine wrote', () => {
  test('should switch its framework without using a generation', async ({ page, request }) => {
    // Three answers and the header's count read three times: more than the default 30 s when busy.
    test.setTimeout(120_000);
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    const usageLine = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Mira Lindqvist' }).click();
      const text = await page
        .getByRole('menu')
        .getByText(/generations used$/)
        .textContent();
      await page.keyboard.press('Escape');
      return text;
    };
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    await send(page, 'a contact form with name, email and message');
    const answers = page.getByTestId('code-answer');
    await expect(answers.first().getByRole('tabpanel')).toContainText('export class', {
      timeout: 30_000,
    });
    await expect.poll(usageLine, { timeout: 30_000 }).toBe('1/10 generations used');

    await page.waitForTimeout(600);
    await send(page, 'switch to React');
    await expect(answers).toHaveCount(2, { timeout: 30_000 });
    await expect(answers.last().getByRole('tabpanel')).toContainText("from 'react'");
    await page.waitForTimeout(600);
    await send(page, 'use Kiln’s design system');
    await expect(answers).toHaveCount(3, { timeout: 30_000 });
    await expect(answers.last().getByRole('tabpanel')).toContainText('@kiln/design-system');
    expect(await usageLine()).toBe('1/10 generations used');

    // The server's count, read again after a reload, agrees.
    await page.reload();
    await expect(composer(page)).toBeEnabled();
    expect(await usageLine()).toBe('1/10 generations used');
  });
});

test.describe('given the Generate form', () => {
  test('should keep what was typed, generate the component and download its files as a zip', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/generate');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(
      page.getByText('Describe what the component shows and does').first(),
    ).toBeVisible();
    await page.getByLabel('Name').fill('ContactCard');
    await page
      .getByLabel('Description')
      .fill('a contact card with a name, an email and a call button');
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('generated-result');
    await expect(result.getByRole('tab', { name: 'TypeScript' })).toBeVisible();
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download zip' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    // A zip starts with a local file header ("PK\x03\x04") and names each file in it.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.toString('latin1')).toMatch(/contact-card\.component\.ts/);
    await expect(page.getByLabel('Description')).toHaveValue(
      'a contact card with a name, an email and a call button',
    );
  });
});
