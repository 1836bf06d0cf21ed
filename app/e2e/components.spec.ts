import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, signInWithStorage, type TestAccount } from './helpers';

/** A copilot answer from the built-in engine, made through the real API; returns its message id. */
async function chatAnswer(request: APIRequestContext, token: string, message: string) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/ai/copilot/session/start', { headers, data: {} });
  const { sessionId } = ((await started.json()) as { data: { sessionId: string } }).data;
  const answered = await request.post('/api/ai/copilot/chat', {
    headers,
    data: { sessionId, message, conversationHistory: [], continuePreviousConversation: false },
  });
  expect(answered.status()).toBe(200);
  return ((await answered.json()) as { data: { messageId: string } }).data.messageId;
}

async function signIn(request: APIRequestContext, account: TestAccount) {
  const response = await request.post('/api/auth/login', { data: account });
  return ((await response.json()) as { token: string }).token;
}

test('a component saved from a chat answer is renamed, versioned, restored and deleted', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const token = await signIn(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const first = await chatAnswer(request, token, 'a login form with email and password');
  const saved = await request.post('/api/components', {
    headers,
    data: { name: 'Login form', tags: ['forms'], source: { kind: 'chat-message', id: first } },
  });
  expect(saved.status()).toBe(201);
  const { id } = ((await saved.json()) as { data: { id: string } }).data;

  await signInWithStorage(page, request, account);
  await page.goto('/dashboard/components');
  await page.getByRole('button', { name: 'Open Login form' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Login form' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sign-in form');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in form' })).toBeVisible();

  const second = await chatAnswer(request, token, 'a login form with email, password and phone');
  const added = await request.post(`/api/components/${id}/versions`, {
    headers,
    data: { source: { kind: 'chat-message', id: second } },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  const versions = page.getByRole('list', { name: 'Versions of Sign-in form' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored as version 3', { exact: true })).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expect(versions.getByRole('listitem').first()).toContainText('Restored from version 1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download zip' }).click();
  // The server's UTF-8 name (RFC 6266 filename*) is preferred to its plain fallback.
  expect((await download).suggestedFilename()).toBe('Sign-in form v3.zip');

  await page.getByRole('button', { name: 'Delete version 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete version' }).click();
  await expect(page.getByText('Version 2 deleted', { exact: true })).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete version 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete component' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete component' }).click();
  await expect(page.getByText('Deleted “Sign-in form”', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved components yet' })).toBeVisible();
});
