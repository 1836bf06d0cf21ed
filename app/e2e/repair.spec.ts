import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, signInWithStorage, type TestAccount } from './helpers';

/** A component that compiles and fails only when it runs: its constructor throws on line 9. */
const BROKEN_BUTTON = `import { Component } from '@angular/core';

@Component({
  selector: 'app-broken-button',
  templateUrl: './broken-button.component.html',
})
export class BrokenButtonComponent {
  constructor() {
    throw new Error('The button cannot start');
  }
}
`;
const TEMPLATE = '<button type="button">Start</button>\n';

/** A repair that still fails: the constructor throws another error, now on line 10. */
const STILL_BROKEN = BROKEN_BUTTON.replace(
  "    throw new Error('The button cannot start');",
  "    const reason = 'The button still cannot start';\n    throw new Error(reason);",
);

const brokenFiles = [
  {
    path: 'broken-button.component.ts',
    content: BROKEN_BUTTON,
    type: 'component',
    language: 'typescript',
  },
  { path: 'broken-button.component.html', content: TEMPLATE, type: 'template', language: 'html' },
];

/** Saves a failing component as edited files and answers its id. */
async function saveBrokenComponent(
  request: APIRequestContext,
  account: TestAccount,
  files = brokenFiles,
  framework = 'angular',
) {
  const login = await request.post('/api/auth/login', { data: account });
  const token = ((await login.json()) as { token: string }).token;
  const saved = await request.post('/api/components', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Broken button',
      source: { kind: 'files', framework, files },
    },
  });
  expect(saved.ok()).toBe(true);
  // Built once ahead (a cold server's first compile can pass the build deadline), so the
  // editor's preview finds the build by its content.
  await expect
    .poll(
      async () => {
        const built = await request.post('/api/preview/builds', {
          headers: { authorization: `Bearer ${token}` },
          data: { framework, files },
        });
        return ((await built.json()) as { data: { frameUrl: string | null } }).data.frameUrl;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

async function openInEditor(
  page: Page,
  request: APIRequestContext,
  files = brokenFiles,
  framework = 'angular',
) {
  const account = await createAccount(request);
  await signInWithStorage(page, request, account);
  const id = await saveBrokenComponent(request, account, files, framework);
  await page.goto(`/dashboard/editor?component=${id}`);
  return page.getByTestId('live-preview');
}

/** A template that reads a property of nothing: it type-checks, and fails as it renders. */
const TEMPLATE_FAILS = `import { Component } from '@angular/core';

@Component({
  selector: 'app-profile',
  templateUrl: './profile.component.html',
})
export class ProfileComponent {
  protected readonly person = undefined as unknown as { name: string };
}
`;

/** A React component whose button's click handler throws, on line 3. */
const CLICK_FAILS = `export function Card() {
  const save = () => {
    throw new Error('Saving failed');
  };
  return (
    <button type="button" onClick={save}>
      Save
    </button>
  );
}
`;

/** axe over the page in its current theme: no serious or critical violation. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
}

// A compile and the first render of the frame: more than the default 30 s on a cold server.
test.describe.configure({ timeout: 90_000 });

test.describe('given a saved component that fails while it runs, open in the editor', () => {
  test('should show the error with its file and line, and "Fix with AI" answers in plain words', async ({
    page,
    request,
  }) => {
    const preview = await openInEditor(page, request);
    const problems = preview.getByTestId('preview-problems');
    await expect(problems).toContainText('The component failed while running', {
      timeout: 30_000,
    });
    await expect(problems).toContainText('The button cannot start');
    await expect(problems.locator('code')).toHaveText('broken-button.component.ts:9');

    const repair = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/ai/copilot/chat'),
    );
    await problems.getByRole('button', { name: 'Fix with AI' }).click();
    const body = (await repair).postDataJSON() as {
      message: string;
      editedFiles: { path: string; content: string }[];
    };
    // The follow-up carries the problem where it is and the code as edited.
    expect(body.message).toContain('broken-button.component.ts:9');
    expect(body.editedFiles.map((file) => file.path)).toContain('broken-button.component.ts');
    // The built-in engine cannot repair hand-edited code, and says so.
    const answer = page.getByRole('region', { name: 'Suggested fix' });
    await expect(answer).toContainText('cannot repair code edited by hand', { timeout: 30_000 });
    await expect(answer.getByRole('button', { name: 'Apply to the editor' })).toHaveCount(0);
  });

  test('should mark a repair that still fails once it is applied', async ({ page, request }) => {
    // A model's answer that does not fix the error, in the chat answer's shape.
    await page.route('**/api/ai/copilot/chat', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            sessionId: '6f1c2f4e-7a53-4d8e-9b1a-2c3d4e5f6a7b',
            messageId: '7a1c2f4e-7a53-4d8e-9b1a-2c3d4e5f6a7b',
            userMessageId: '8b1c2f4e-7a53-4d8e-9b1a-2c3d4e5f6a7b',
            message: 'The constructor now names its reason.',
            codeBlocks: [],
            files: [{ ...brokenFiles[0], content: STILL_BROKEN }, brokenFiles[1]],
            suggestions: [],
            confidence: 0.8,
            model: 'fake-coder-1',
            provider: 'openai',
            validation: { valid: true, repaired: false, diagnostics: [] },
            charged: true,
            processingTime: 5,
            timestamp: new Date().toISOString(),
          },
        }),
      }),
    );
    const preview = await openInEditor(page, request);
    const problems = preview.getByTestId('preview-problems');
    await expect(problems).toContainText('The button cannot start', { timeout: 30_000 });
    await expect(preview.getByTestId('repair-failed')).toHaveCount(0);

    await problems.getByRole('button', { name: 'Fix with AI' }).click();
    const answer = page.getByRole('region', { name: 'Suggested fix' });
    await expect(answer).toContainText('The constructor now names its reason.');
    await expect(answer.getByRole('figure')).toContainText('The button still cannot start');
    // The proposal fits a phone's width and passes axe in both themes.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await answer.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    await expectAccessible(page);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectAccessible(page);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await answer.getByRole('button', { name: 'Apply to the editor' }).click();

    await expect(problems).toContainText('The button still cannot start', { timeout: 30_000 });
    await expect(problems.locator('code')).toHaveText('broken-button.component.ts:10');
    await expect(preview.getByTestId('repair-failed')).toHaveText('Repair did not fix it');
  });

  test('should name the template file when the template fails', async ({ page, request }) => {
    const preview = await openInEditor(page, request, [
      {
        path: 'profile.component.ts',
        content: TEMPLATE_FAILS,
        type: 'component',
        language: 'typescript',
      },
      {
        path: 'profile.component.html',
        content: '<p>{{ person.name }}</p>\n',
        type: 'template',
        language: 'html',
      },
    ]);
    const problems = preview.getByTestId('preview-problems');
    await expect(problems).toContainText('The component failed while running', {
      timeout: 30_000,
    });
    await expect(problems.locator('code')).toHaveText('profile.component.html');
  });

  test('should name the file and line of an error thrown by a click handler', async ({
    page,
    request,
  }) => {
    const preview = await openInEditor(
      page,
      request,
      [
        {
          path: 'card.tsx',
          content: CLICK_FAILS,
          type: 'component',
          language: 'tsx',
        },
      ],
      'react',
    );
    const content = page.frameLocator('iframe[title^="Preview of"]');
    await content.getByRole('button', { name: 'Save' }).click({ timeout: 30_000 });
    const problems = preview.getByTestId('preview-problems');
    await expect(problems).toContainText('Saving failed');
    await expect(problems.locator('code')).toHaveText('card.tsx:3');
  });
});
