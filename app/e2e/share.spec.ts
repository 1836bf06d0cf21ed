import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signInWithStorage, type TestAccount } from './helpers';

const GREETING = 'Hello from a shared badge';
const COMPONENT = `export default function SharedBadge() {
  return <p className="badge">${GREETING}</p>;
}
`;

// A compile and the first render of the frame, cold, on a shared machine: more than 30 s.
test.describe.configure({ timeout: 240_000 });

/** Saves a component through the API as the account's owner; answers its id. */
async function saveComponent(page: Page, account: TestAccount, name: string) {
  const login = await page.request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const saved = await page.request.post('/api/components', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'A badge that greets whoever opens the link',
      source: {
        kind: 'files',
        framework: 'react',
        files: [
          { path: 'shared-badge.tsx', content: COMPONENT, type: 'component', language: 'tsx' },
        ],
      },
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

/**
 * Builds the shared preview once before the pages open it. A build is named by its content, so the
 * pages' own requests find it; on a loaded machine a cold compile can pass the worker's deadline,
 * and that answer (problems, no frame) is not remembered, so asking again is a fresh try.
 */
async function warmPreview(page: Page, url: string) {
  const path = `/api/share/public/${url.split('/s/')[1]}/preview`;
  await expect
    .poll(
      async () => {
        const answer = await page.request.post(path);
        return ((await answer.json()) as { data?: { frameUrl: string | null } }).data?.frameUrl;
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toMatch(/^\/preview\/frame\//);
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
}

/** The shared page in a signed-out context of its own, at a width and in a colour scheme. */
async function openSignedOut(
  browser: Browser,
  url: string,
  options: { width: number; colorScheme: 'light' | 'dark' },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 900 },
    colorScheme: options.colorScheme,
  });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, status: response?.status() };
}

test('a share link opens signed out with its preview and code, and stops once revoked', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createAccount(request);
  const id = await saveComponent(page, owner, 'Greeting badge');
  await signInWithStorage(page, request, owner);
  await page.goto(`/dashboard/components?open=${id}`);

  const share = page.getByRole('region', { name: 'Share' });
  await share.getByRole('button', { name: 'Create a share link for version 1' }).click();
  const linkField = share.getByRole('textbox', { name: 'Share link' });
  await expect(linkField).toHaveValue(/\/s\/[\w-]{43}$/);
  const url = await linkField.inputValue();
  const links = share.getByRole('list', { name: 'Share links of Greeting badge' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links.getByRole('listitem')).toContainText('Active');

  await warmPreview(page, url);
  const visitor = await openSignedOut(browser, url, { width: 1280, colorScheme: 'light' });
  expect(visitor.status).toBe(200);
  await expect(visitor.page).toHaveTitle('Greeting badge | kiln.dev');
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: 'Greeting badge' }),
  ).toBeVisible();
  const frame = visitor.page.frameLocator('iframe[title="Preview of Greeting badge"]');
  await expect(frame.getByText(GREETING)).toBeVisible({ timeout: 60_000 });
  await expect(visitor.page.getByRole('tabpanel')).toContainText(
    'export default function SharedBadge',
  );
  await expect(visitor.page.locator('meta[name="robots"]').first()).toHaveAttribute(
    'content',
    /noindex/,
  );
  await expectNoSeriousViolations(visitor.page);

  // "Open in Kiln" signed out: sign in, come back, and the copy lands in My components.
  const other = await createAccount(request);
  await visitor.page.getByRole('button', { name: 'Open in Kiln' }).click();
  await expect(visitor.page).toHaveURL(/\/auth\/login\?returnUrl=/);
  const form = visitor.page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(other.email);
  await form.getByLabel('Password').fill(other.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.page).toHaveURL(/\/dashboard\/components\?open=/, { timeout: 20_000 });
  await expect(
    visitor.page.getByRole('heading', { level: 2, name: 'Greeting badge' }),
  ).toBeVisible();
  await expect(
    visitor.page.getByText(/Opened from a share link of “Greeting badge”/),
  ).toBeVisible();
  await visitor.context.close();

  for (const colorScheme of ['light', 'dark'] as const) {
    const narrow = await openSignedOut(browser, url, { width: 375, colorScheme });
    await expect(
      narrow.page.getByRole('heading', { level: 1, name: 'Greeting badge' }),
    ).toBeVisible();
    await expect(
      narrow.page.frameLocator('iframe[title="Preview of Greeting badge"]').getByText(GREETING),
    ).toBeVisible({ timeout: 60_000 });
    const overflow = await narrow.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(narrow.page);
    await narrow.context.close();
  }

  await links.getByRole('button', { name: /^Revoke link/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(links.getByRole('listitem')).toContainText('Revoked');

  // The share panel in My components, narrow, in both themes.
  await page.setViewportSize({ width: 375, height: 900 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await expect(links.getByRole('listitem')).toContainText('Revoked');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  }

  for (const [width, colorScheme] of [
    [1280, 'dark'],
    [375, 'light'],
  ] as const) {
    const gone = await openSignedOut(browser, url, { width, colorScheme });
    expect(gone.status).toBe(404);
    await expect(
      gone.page.getByRole('heading', { level: 1, name: 'This link is no longer available' }),
    ).toBeVisible();
    await expect(gone.page.getByText(GREETING)).toHaveCount(0);
    await expectNoSeriousViolations(gone.page);
    await gone.context.close();
  }
});
