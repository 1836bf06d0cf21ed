import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  SCREEN_CHECKS,
  signInWithStorage,
  type TestAccount,
} from './helpers';

// An answer on a machine shared with other work can take longer than the default 10 s.
test.describe.configure({ timeout: 120_000 });

const composer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });
const conversations = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).filter({ visible: true });

async function tokenOf(request: APIRequestContext, account: TestAccount) {
  const login = await request.post('/api/auth/login', { data: account });
  return ((await login.json()) as { token: string }).token;
}

/** A conversation with one answer in it, made through the API as the copilot would. */
async function pastConversation(request: APIRequestContext, token: string, message: string) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/ai/copilot/session/start', { headers, data: {} });
  const { sessionId } = ((await started.json()) as { data: { sessionId: string } }).data;
  const chat = await request.post('/api/ai/copilot/chat', {
    headers,
    data: { sessionId, message, conversationHistory: [], continuePreviousConversation: false },
  });
  expect(chat.ok()).toBe(true);
  return sessionId;
}

test.describe('given a member with a past conversation who presses New chat at once', () => {
  test('should keep the new conversation when the past one loads late, and list it only once written in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const token = await tokenOf(request, account);
    const past = await pastConversation(request, token, 'a signup form with name and email');
    await signInWithStorage(page, request, account);
    // The past conversation loads slowly, as it did on a busy server.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/ai/copilot/sessions/${past}?*`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/dashboard/ai-copilot');
    await conversations(page).getByRole('button', { name: 'New chat' }).click();
    await expect(composer(page)).toBeEnabled();
    // The held load, when it was asked for, answers now; a chat that did not ask for it has nothing to wait for.
    const lateLoad = page
      .waitForResponse((response) => response.url().includes(`/api/ai/copilot/sessions/${past}`), {
        timeout: 5_000,
      })
      .catch(() => null);
    release();
    await lateLoad;

    await expect(page.getByRole('heading', { name: 'New conversation' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    // The empty conversation is not listed; the past one is.
    await expect(conversations(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversations(page)).not.toContainText('0 messages');

    await composer(page).fill('a product card with an image, a title and a price');
    await composer(page).press('Enter');
    const answer = page.getByTestId('code-answer');
    await expect(answer).toHaveCount(1, { timeout: 45_000 });
    await expect(answer.getByRole('tabpanel')).toContainText('ProductCard');
    await expect(page.getByRole('list', { name: 'Messages' })).not.toContainText('signup');
    await expect(conversations(page).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('given an operator who blocked a term', () => {
  const BLOCKED = 'zebra-stripes';
  let adminToken = '';
  test.beforeAll(async ({ request }) => {
    adminToken = await tokenOf(request, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const set = await request.put('/api/admin/ai/guards', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { blockedTerms: [BLOCKED] },
    });
    expect(set.ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.put('/api/admin/ai/guards', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { blockedTerms: [] },
    });
  });

  for (const { width, colorScheme } of SCREEN_CHECKS) {
    test(`should offer "Edit message", not "Send again", for a refused message at ${width} px in the ${colorScheme} theme`, async ({
      page,
      request,
    }) => {
      const account = await createAccount(request);
      await signInWithStorage(page, request, account);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/dashboard/ai-copilot');
      const text = `a login form with ${BLOCKED}`;
      await composer(page).fill(text);
      await composer(page).press('Enter');

      await expect(page.getByTestId('chat-error')).toContainText('not allowed');
      await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
      await expect(composer(page)).toHaveValue('');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Edit message' }).click();
      await expect(composer(page)).toHaveValue(text);
      await expect(composer(page)).toBeFocused();
    });
  }
});
