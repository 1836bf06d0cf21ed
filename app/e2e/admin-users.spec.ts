import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { createAccount, signInWithStorage, waitForHydration } from './helpers';

const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/** The admin's own calls to the API, outside the page: another admin's tab, say. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    async userId(email: string) {
      const answer = await request.get('/api/admin/users', {
        headers,
        params: { search: email },
      });
      const { data } = (await answer.json()) as { data: { items: { id: string }[] } };
      return data.items[0]?.id ?? '';
    },
    async makeAdmin(id: string) {
      const answer = await request.patch(`/api/admin/users/${id}`, {
        headers,
        data: { role: 'admin' },
      });
      expect(answer.ok()).toBe(true);
    },
  };
}

test.describe('given an admin on the users table', () => {
  test('should offer no Deactivate nor role change on their own row, and both on others', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, ADMIN);
    await page.goto('/admin');
    const search = page.getByRole('searchbox', { name: 'Search users by e-mail or name' });
    await waitForHydration(search);

    await search.fill(ADMIN_EMAIL);
    await expect(page.getByText('1 users')).toBeVisible();
    const own = page.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    await expect(own.getByText('Active (you)')).toBeVisible();
    await expect(own.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
    await expect(own.getByRole('combobox', { name: `Role of ${ADMIN_EMAIL}` })).toBeDisabled();

    await search.fill(account.email);
    const other = page.getByRole('row').filter({ hasText: account.email });
    await expect(other.getByRole('button', { name: `Deactivate ${account.email}` })).toBeVisible();
    await expect(other.getByRole('combobox', { name: `Role of ${account.email}` })).toBeEnabled();
  });

  test('should close the dialog and say why when the server refuses the change', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, ADMIN);
    await page.goto('/admin');
    const search = page.getByRole('searchbox', { name: 'Search users by e-mail or name' });
    await waitForHydration(search);
    await search.fill(account.email);
    await expect(page.getByText('1 users')).toBeVisible();

    // Meanwhile another admin makes the person an admin, whose plan is fixed: the plan change
    // this table still offers is refused.
    const api = await adminApi(request);
    await api.makeAdmin(await api.userId(account.email));
    await page.getByRole('combobox', { name: `Plan of ${account.email}` }).selectOption('pro');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        'Admin accounts have a fixed premium allowance; change the role to user first',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
  });
});
