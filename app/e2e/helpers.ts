import type { APIRequestContext, Page } from '@playwright/test';

export type TestAccount = { email: string; password: string };

let counter = 0;

/** A fresh account created through the real signup endpoint. */
export async function createAccount(request: APIRequestContext): Promise<TestAccount> {
  counter += 1;
  const account = { email: `member-${Date.now()}-${counter}@kiln.test`, password: 'Quiet-Harbour-42!' };
  const response = await request.post('/api/auth/signup', {
    data: { ...account, firstName: 'Mira', lastName: 'Lindqvist' },
  });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return account;
}

/**
 * Signs in through the API and stores the session the way the app does, before any page script
 * runs: tests that are not about the login form skip typing into it.
 */
export async function signInWithStorage(page: Page, request: APIRequestContext, account: TestAccount) {
  const response = await request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const answer = (await response.json()) as { user: unknown; token: string; refreshToken: string; expiresIn: number };
  const now = Date.now();
  const stored = {
    user: answer.user,
    accessToken: answer.token,
    refreshToken: answer.refreshToken,
    expiresAt: now + answer.expiresIn * 1000,
    storedAt: now,
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('kiln.e2e.seeded')) {
      localStorage.setItem('kiln.auth', value);
      sessionStorage.setItem('kiln.e2e.seeded', '1');
    }
  }, JSON.stringify(stored));
}
