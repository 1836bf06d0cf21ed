import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type TestAccount = { email: string; password: string };

let counter = 0;

/** A fresh account created through the real signup endpoint. */
export async function createAccount(request: APIRequestContext): Promise<TestAccount> {
  counter += 1;
  const account = {
    email: `member-${Date.now()}-${counter}@kiln.test`,
    password: 'Quiet-Harbour-42!',
  };
  const response = await request.post('/api/auth/signup', {
    data: { ...account, firstName: 'Mira', lastName: 'Lindqvist' },
  });
  if (!response.ok())
    throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return account;
}

/**
 * Signs in through the API and stores the session the way the app does, before any page script
 * runs: tests that are not about the login form skip typing into it.
 */
export async function signInWithStorage(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
) {
  const response = await request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const answer = (await response.json()) as {
    user: unknown;
    token: string;
    refreshToken: string;
    expiresIn: number;
  };
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

/**
 * Waits until React has hydrated an element of a prerendered page. Until then the markup is only
 * HTML (the header even hydrates from its own chunk), so a click on it does nothing and text typed
 * into a field may be reset: on a slow machine the test would act before the page can answer.
 */
export async function waitForHydration(locator: Locator) {
  await locator.waitFor();
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .toBe(true);
}

/** The widths and themes every screen is checked at: desktop and phone, light and dark. */
export const SCREEN_CHECKS = [1280, 375].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

/** How many pixels the page's content is wider than the screen (0 or less: nothing to scroll sideways). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The page's content is no wider than the screen (nothing to scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}
