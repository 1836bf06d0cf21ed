import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const loginForm = {
  kind: 'files',
  framework: 'angular',
  files: [
    {
      path: 'login-form.component.ts',
      type: 'component',
      language: 'typescript',
      content: [
        "import { ChangeDetectionStrategy, Component, signal } from '@angular/core';",
        '',
        '@Component({',
        "  selector: 'app-login-form',",
        "  templateUrl: './login-form.component.html',",
        "  styleUrl: './login-form.component.scss',",
        '  changeDetection: ChangeDetectionStrategy.OnPush,',
        '})',
        'export class LoginFormComponent {',
        "  readonly email = signal('');",
        '}',
        '',
      ].join('\n'),
    },
    {
      path: 'login-form.component.html',
      type: 'template',
      language: 'html',
      content: '<form>\n  <label>Email <input type="email" [value]="email()" /></label>\n</form>\n',
    },
    {
      path: 'login-form.component.scss',
      type: 'style',
      language: 'scss',
      content: ':host {\n  display: block;\n}\n',
    },
  ],
};

/** Signs up, saves the login form through the real API and returns its id. */
async function savedLoginForm(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.post('/api/components', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Login form', source: loginForm },
  });
  expect(saved.status()).toBe(201);
  await signInWithStorage(page, request, account);
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

const editor = (page: Page) => page.getByTestId('code-editor');
const codeArea = (page: Page) => editor(page).getByRole('textbox');

test('the editor opens the last component, checks it, suggests, keeps a draft and saves a version', async ({
  page,
  request,
}) => {
  // The preview compiles the component on the server, twice, beside everything else.
  test.setTimeout(120_000);
  await savedLoginForm(page, request);
  await page.goto('/dashboard/editor');

  await expect(page.getByRole('heading', { level: 2, name: 'Login form' })).toBeVisible();
  await expect(page.getByText('Version 1 (current) · Angular')).toBeVisible();
  await expect(page.getByText('No problems found')).toBeVisible();

  // A broken template: the validator's finding shows as a squiggle and in the problems list.
  await page.getByRole('tab', { name: 'HTML' }).click();
  await codeArea(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('</div>');
  await expect(page.getByRole('status').filter({ hasText: /1 error/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText(/HTML, line 4/);
  await expect(editor(page).locator('.cm-lintRange-error')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Backspace');
  await expect(page.getByText('No problems found')).toBeVisible();

  // The live preview beside the editor follows the edits once typing pauses.
  const preview = page.frameLocator('iframe[title="Preview of Login form"]');
  await expect(preview.getByText('Email')).toBeVisible({ timeout: 30_000 });
  // The HTML editor closes the tag as it is opened.
  await page.keyboard.type('<p>Forgot your password?');
  await expect(codeArea(page)).toContainText('<p>Forgot your password?</p>');
  await expect(preview.getByText('Forgot your password?')).toBeVisible({ timeout: 30_000 });

  // A suggestion at the cursor shows as ghost text; Tab accepts it.
  await page.getByRole('tab', { name: 'TypeScript' }).click();
  await codeArea(page).click();
  // Into the class, after its last member (the file ends with "}" and a newline).
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.type('\nreadonly password = sig');
  await expect(editor(page).getByTestId('ghost-text')).toHaveText('nal');
  await expect(page.getByText('Suggestion: “signal” — Tab accepts, Esc dismisses.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(editor(page).getByTestId('ghost-text')).toHaveCount(0);
  await page.keyboard.type("('');");
  await expect(codeArea(page)).toContainText("readonly password = signal('');");
  await expect(page.getByText('No problems found')).toBeVisible();

  // The edits survive a reload, kept in this browser until saved.
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Unsaved changes — restored.')).toBeVisible();
  await expect(codeArea(page)).toContainText("readonly password = signal('');");

  // Saving makes version 2, listed in My components.
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('Saved to My components', { exact: true })).toBeVisible();
  await expect(page.getByText('Version 2 (current) · Angular')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Unsaved changes — restored.')).toHaveCount(0);
  await expect(codeArea(page)).toContainText("readonly password = signal('');");

  await page.goto('/dashboard/components');
  await page.getByRole('button', { name: 'Open Login form' }).click();
  const versions = page.getByRole('list', { name: 'Versions of Login form' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\?component=/);
  await expect(page.getByText('Version 2 (current) · Angular')).toBeVisible();
});

test('the editor starts a blank Angular component when nothing is saved', async ({
  page,
  request,
}) => {
  // Two frameworks validated, Prettier loaded on first use, a save and an edit: a long journey.
  test.setTimeout(90_000);
  const account = await createAccount(request);
  await signInWithStorage(page, request, account);
  await page.goto('/dashboard/editor');

  await expect(page.getByRole('heading', { level: 2, name: 'New component' })).toBeVisible();
  await expect(page.getByText('Not saved yet · Angular')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['TypeScript', 'HTML', 'SCSS']);
  await expect(page.getByText('No problems found')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);

  await page.getByRole('button', { name: 'React', exact: true }).click();
  await expect(page.getByRole('tab')).toHaveText(['TSX', 'CSS']);
  await expect(page.getByText('No problems found')).toBeVisible();

  // Format prints the file the way Kiln writes code (Prettier, loaded on first use).
  await codeArea(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('export const greeting={text:"Hello"}');
  await page.getByRole('button', { name: 'Format' }).click();
  await expect(codeArea(page)).toHaveText("export const greeting = { text: 'Hello' };");

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to My components' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Greeting');
  await dialog.getByRole('button', { name: 'Save component' }).click();
  await expect(page.getByText('Saved to My components', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Greeting' })).toBeVisible();
  await expect(page.getByText('Version 1 (current) · React')).toBeVisible();
  // Saved, and nothing changed since: the button says so and cannot make a duplicate version.
  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toBeDisabled();
  await codeArea(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nexport const farewell = greeting;');
  await expect(page.getByRole('button', { name: 'Save new version' })).toBeEnabled();
  await expect(saved).toHaveCount(0);
});

test('the editor asks before saving code that does not compile, and the version and the list mark it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await savedLoginForm(page, request);
  await page.goto('/dashboard/editor');
  await expect(page.getByText('Version 1 (current) · Angular')).toBeVisible();
  // The validator's first answer on a busy machine.
  await expect(page.getByText('No problems found')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'HTML' }).click();
  await codeArea(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('</div>');
  await expect(page.getByRole('status').filter({ hasText: /1 error/ })).toBeVisible({
    timeout: 30_000,
  });

  // Asked first; "Keep editing" saves nothing.
  await page.getByRole('button', { name: 'Save new version' }).click();
  const dialog = page.getByRole('dialog', { name: 'This code does not compile' });
  await expect(dialog).toContainText('1 error');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Version 1 (current) · Angular')).toBeVisible();

  await page.getByRole('button', { name: 'Save new version' }).click();
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Saved to My components', { exact: true })).toBeVisible();
  await expect(page.getByText('Version 2 (current) · Angular')).toBeVisible();

  // My components says it too: the server checks the new version after the save has answered,
  // and the list reads again while a current version is unchecked.
  await page.goto('/dashboard/components');
  const listed = page
    .getByRole('list', { name: 'My components' })
    .getByRole('listitem')
    .filter({ hasText: 'Login form' });
  await expect(listed.getByText('Does not compile', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Open Login form' }).click();
  await expect(page.getByTestId('version-checks-2')).toContainText('Does not compile', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('version-checks-1')).not.toContainText('Does not compile');
});
