import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { createAccount, signInWithStorage, waitForHydration, type TestAccount } from './helpers';

const cliBin = fileURLToPath(new URL('../../generator/bin/kiln-generate.mjs', import.meta.url));

const usageLine = async (page: Page, name = 'Mira Lindqvist') => {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const line = page.getByRole('menu').getByText(/generations used$/);
  const text = await line.textContent();
  await page.keyboard.press('Escape');
  return text;
};

const copilotComposer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });

const signInThroughForm = async (page: Page, account: TestAccount) => {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await waitForHydration(form.getByRole('button', { name: 'Sign in' }));
  await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
};

test.describe('given the settings screen', () => {
  test('should keep the theme across a reload and on a second browser', async ({
    page,
    request,
    browser,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/settings#preferences');
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await waitForHydration(theme);
    await theme.selectOption('dark');
    await expect(page.getByText('Preferences updated successfully', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);

    const other = await browser.newContext({ colorScheme: 'light' });
    const second = await other.newPage();
    await signInWithStorage(second, other.request, account);
    await second.goto('/dashboard');
    await expect(second.locator('html')).toHaveClass(/dark/);
    await other.close();
  });

  test('should change the password, sign the other session out and refuse the old password', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const other = await request.post('/api/auth/login', { data: account });
    const otherToken = ((await other.json()) as { token: string }).token;
    await signInWithStorage(page, request, account);
    await page.goto('/settings#security');
    const form = page.getByRole('form', { name: 'Change password' });
    await waitForHydration(form.getByRole('button', { name: 'Change password' }));
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel(/^New password/).fill('Another-Harbour-77!');
    await form.getByLabel('Confirm new password').fill('Another-Harbour-77!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully', { exact: true })).toBeVisible();

    const profile = await request.get('/api/users/profile', {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(profile.status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: account })).status()).toBe(401);
  });

  test('should enrol two-factor sign-in, then ask the login form for the code', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/settings#security');
    const setUp = page.getByRole('button', { name: 'Set up two-factor sign-in' });
    await waitForHydration(setUp);
    await setUp.click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page
      .locator('code')
      .filter({ hasText: /^[A-Z2-7]{32}$/ })
      .textContent())!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByLabel('Authenticator code').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    const recovery = (await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .first()
      .textContent())!;

    await page.evaluate(() => localStorage.removeItem('kiln.auth'));
    await signInThroughForm(page, account);
    const codeForm = page.getByRole('form', { name: 'Two-factor code' });
    await expect(codeForm).toBeVisible();
    await codeForm.getByLabel('Authentication code').fill(recovery);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('should let the CLI generate with an API key until it is revoked', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/settings#security');
    const form = page.getByRole('form', { name: 'Create an API key' });
    await waitForHydration(form.getByRole('button', { name: 'Create key' }));
    // Each scope's endpoints, as the contract lists them; this key is for the CLI only.
    const mcp = form.getByRole('list', { name: "MCP: Kiln's tools for coding agents: endpoints" });
    await expect(mcp.getByText('POST /mcp', { exact: true })).toBeVisible();
    await form.getByLabel('Key name').fill('e2e CLI');
    await form.getByRole('checkbox', { name: "MCP: Kiln's tools for coding agents" }).click();
    await form.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByLabel('New API key').textContent())!;
    const listed = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
    await expect(listed.filter({ hasText: 'e2e CLI' })).toContainText('· generate ·');
    const mcpRefused = await request.post('/mcp', {
      headers: { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' },
      data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(mcpRefused.status()).toBe(403);
    expect(await mcpRefused.text()).toContain('does not have the mcp scope');

    const workDir = mkdtempSync(join(tmpdir(), 'kiln-e2e-cli-'));
    const run = () =>
      spawnSync(
        process.execPath,
        [cliBin, 'a newsletter signup form with an email field', '--server', baseURL!, '--json'],
        {
          cwd: workDir,
          env: { ...process.env, KILN_API_KEY: key },
          encoding: 'utf8',
        },
      );
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).files.length).toBeGreaterThan(0);

    await page.goto('/billing');
    await expect(page.getByText('1/10 generations used').first()).toBeVisible();
    await page.goto('/settings#security');
    await page.getByRole('button', { name: 'Revoke e2e CLI' }).click();
    await expect(page.getByText('API key revoked', { exact: true })).toBeVisible();
    const revoked = run();
    expect(revoked.status).toBe(1);
    expect(revoked.stderr).toContain('This API key is not valid');
    rmSync(workDir, { recursive: true, force: true });
  });
});

test.describe('given plans and the admin', () => {
  test('should upgrade, raise the header limit at once and add an invoice', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/billing');
    const upgrade = page.getByRole('button', { name: 'Upgrade to Pro' });
    await waitForHydration(upgrade);
    expect(await usageLine(page)).toBe('0/10 generations used');
    await upgrade.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm upgrade' }).click();
    await expect(page.getByText('You are now on the Pro plan', { exact: true })).toBeVisible();
    await expect(page.getByText('0/100 generations used').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^View invoice/ })).toHaveCount(1);
    expect(await usageLine(page)).toBe('0/100 generations used');
  });

  test('should let an admin change a user’s plan and lower the prompt limit, both felt by the user', async ({
    page,
    request,
    browser,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto('/admin');
    const search = page.getByRole('searchbox', { name: 'Search users by e-mail or name' });
    await waitForHydration(search);
    await search.fill(account.email);
    const plan = page.getByRole('combobox', { name: `Plan of ${account.email}` });
    await expect(page.getByText('1 users')).toBeVisible();
    await plan.selectOption('premium');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();

    await page.goto('/admin/ai-copilots');
    const limit = page.getByLabel('Maximum prompt length (characters)');
    await waitForHydration(limit);
    await limit.fill('40');
    await page.getByRole('button', { name: 'Save guard rules' }).click();
    await expect(
      page.getByText('Guard rules saved: they apply to the next request', { exact: true }),
    ).toBeVisible();

    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signInWithStorage(memberPage, member.request, account);
    await memberPage.goto('/billing');
    await expect(memberPage.getByText('0/500 generations used').first()).toBeVisible();

    // The copilot's composer counts against the new limit and refuses to send a longer prompt.
    const sent: string[] = [];
    memberPage.on('request', (request) => {
      if (request.url().includes('/api/ai/copilot/chat')) sent.push(request.url());
    });
    await memberPage.goto('/dashboard/ai-copilot');
    const composer = copilotComposer(memberPage);
    await expect(composer).toBeEnabled();
    const longer = 'a pricing table with three plans and a highlighted middle plan';
    await composer.fill(longer);
    const counter = memberPage.locator('[data-slot="chat-composer-counter"]');
    await expect(counter).toContainText(`${longer.length}/40`);
    await expect(counter).toContainText(`${longer.length - 40} characters over the limit`);
    await expect(memberPage.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await composer.press('Enter');
    await expect(composer).toHaveValue(longer);
    expect(sent).toEqual([]);

    // The server applies the same limit to a client that does not count.
    const login = await member.request.post('/api/auth/login', { data: account });
    const token = ((await login.json()) as { token: string }).token;
    const guards = await member.request.get('/api/ai/guards', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await guards.json()) as { data: { maxPromptLength: number } }).data.maxPromptLength,
    ).toBe(40);
    const refused = await member.request.post('/api/ai/generate', {
      headers: { authorization: `Bearer ${token}` },
      data: { description: 'a pricing table with three plans and a highlighted middle plan' },
    });
    expect(refused.status()).toBe(400);
    expect(
      ((await refused.json()) as { error: { details: { limit: number } } }).error.details.limit,
    ).toBe(40);
    await member.close();

    await limit.fill('2000');
    await page.getByRole('button', { name: 'Save guard rules' }).click();
    await expect(
      page.getByText('Guard rules saved: they apply to the next request', { exact: true }).first(),
    ).toBeVisible();
  });

  test('should switch the copilot to a failing provider and answer with the built-in engine, saying so', async ({
    page,
    request,
    browser,
  }) => {
    // Two sign-ins, a provider call that fails and the engine's answer after it.
    test.setTimeout(90_000);
    const account = await createAccount(request);
    await signInWithStorage(page, request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await page.goto('/admin/ai-copilots');
    const fallback = page.getByRole('checkbox', { name: /answer with the built-in engine/ });
    await waitForHydration(fallback);
    await fallback.check();
    await page.getByRole('button', { name: 'Save guard rules' }).click();
    await expect(
      page.getByText('Guard rules saved: they apply to the next request', { exact: true }),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Provider' });
    await form.getByRole('radio', { name: 'OpenAI-compatible provider' }).check();
    // Nothing listens on the discard port: every call fails to connect.
    await form.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:9/v1');
    await form.getByRole('textbox', { name: 'Model' }).fill('e2e-unreachable-model');
    await form.getByLabel('API key').fill('sk-e2e-write-only-key');
    await form.getByRole('button', { name: 'Save provider' }).click();
    await expect(
      page.getByText('Provider saved: it answers the next request', { exact: true }),
    ).toBeVisible();
    await expect(form.getByText('Key set (stored encrypted).')).toBeVisible();
    await expect(form.getByLabel('Replace key')).toHaveValue('');
    await expect(page.getByText('e2e-unreachable-model').first()).toBeVisible();
    expect(await page.content()).not.toContain('sk-e2e-write-only-key');

    try {
      const member = await browser.newContext();
      const memberPage = await member.newPage();
      await signInWithStorage(memberPage, member.request, account);
      await memberPage.goto('/dashboard/ai-copilot');
      const composer = copilotComposer(memberPage);
      await expect(composer).toBeEnabled();
      await composer.fill('a login form with e-mail and password');
      await composer.press('Enter');
      await expect(
        memberPage
          .getByText(
            'The AI provider could not answer just now, so Kiln’s built-in engine wrote this answer.',
          )
          .first(),
      ).toBeVisible({ timeout: 30_000 });
      await member.close();
    } finally {
      await form.getByRole('radio', { name: 'Built-in engine (offline)' }).check();
      await form.getByRole('button', { name: 'Save provider' }).click();
      await expect(
        page.getByText('Provider saved: it answers the next request', { exact: true }).first(),
      ).toBeVisible();
      await fallback.uncheck();
      await page.getByRole('button', { name: 'Save guard rules' }).click();
    }
  });
});
