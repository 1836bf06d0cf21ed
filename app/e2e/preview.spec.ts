import { expect, test, type Frame, type Page } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const composer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The preview's frame (a shell of the framework's runtime that mounts builds), once loaded. */
async function previewFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/preview/shell/')))
    .toBe(true);
  return page.frames().find((frame) => frame.url().includes('/preview/shell/'))!;
}

/** A component that throws as it is created: it compiles, and fails only when it runs. */
const BROKEN_COMPONENT = `import { Component } from '@angular/core';

@Component({ selector: 'app-broken', template: '<p>Never shown</p>' })
export class BrokenComponent {
  constructor() {
    throw new Error('Broken on purpose');
  }
}
`;

// A copilot answer, a compile and the first render of the frame: more than the default 30 s cold.
test.describe.configure({ timeout: 90_000 });

test.describe('given a generated signup form in the copilot', () => {
  test('should run it in a sandboxed frame that reaches neither storage nor the API', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    await send(
      page,
      'Sign up form with first name, last name, email, password and confirm password; passwords must match',
    );
    const answer = page.getByTestId('code-answer');
    await expect(answer.getByRole('tabpanel')).toContainText('export class', { timeout: 30_000 });

    await answer.getByRole('button', { name: 'Preview' }).click();
    const iframe = answer.locator('iframe[title^="Preview of"]');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    const sandbox = (await iframe.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(sandbox).not.toContain('allow-popups');

    const content = answer.frameLocator('iframe[title^="Preview of"]');
    await expect(content.locator('input[type="email"]')).toBeVisible({ timeout: 30_000 });
    await expect(content.locator('input[type="password"]')).toHaveCount(2);

    const frame = await previewFrame(page);
    const storage = await frame.evaluate(() => {
      try {
        return `read ${window.localStorage.length} keys`;
      } catch (error) {
        return `threw ${(error as Error).name}`;
      }
    });
    expect(storage).toBe('threw SecurityError');
    const fetched = await frame.evaluate(async () => {
      try {
        const response = await fetch('/api/health');
        return `answered ${response.status}`;
      } catch (error) {
        return `rejected ${(error as Error).name}`;
      }
    });
    expect(fetched).toBe('rejected TypeError');
  });

  test('should ignore a preview message from a window that is not its frame', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    const shells: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/preview/shell/')) shells.push(sent.url());
    });
    await send(page, 'a login form with email and password');
    const answer = page.getByTestId('code-answer');
    // Once the answer shows, a frame loads the runtime before Preview is clicked ...
    await expect.poll(() => shells.length, { timeout: 30_000 }).toBe(1);
    await answer.getByRole('button', { name: 'Preview' }).click();
    const content = answer.frameLocator('iframe[title^="Preview of"]');
    await expect(content.locator('input[type="email"]')).toBeVisible({ timeout: 30_000 });
    // ... and the preview mounts the build into that frame, without loading another.
    expect(shells).toHaveLength(1);
    expect(shells[0]).toContain('/preview/shell/angular');

    const iframe = answer.locator('iframe[title^="Preview of"]');
    const build = await iframe.getAttribute('data-build');
    const mount = await iframe.getAttribute('data-mount');
    expect(build).toMatch(/^[a-f0-9]{64}$/);
    expect(mount).toBeTruthy();
    // The message has the protocol's shape, the right build and mount, but the app's own window
    // sent it.
    await page.evaluate(
      ({ id, nonce }) => {
        window.postMessage(
          {
            channel: 'kiln-preview',
            build: id,
            mount: nonce,
            type: 'runtime-error',
            message: 'Forged failure',
            file: null,
            line: null,
            column: null,
          },
          '*',
        );
      },
      { id: build, nonce: mount },
    );
    await page.waitForTimeout(300);
    await expect(page.getByText('Forged failure')).toHaveCount(0);
    await expect(answer.getByTestId('preview-problems')).toHaveCount(0);
  });
});

test.describe('given a generated login form in the preview', () => {
  test('should run its submit handler (validation messages) and stay on its document', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    await send(page, 'a login form with email and password');
    const answer = page.getByTestId('code-answer');
    await answer.getByRole('button', { name: 'Preview' }).click();
    const content = answer.frameLocator('iframe[title^="Preview of"]');
    const email = content.getByLabel('Email');
    await expect(email).toBeVisible({ timeout: 30_000 });
    const frame = await previewFrame(page);
    const address = frame.url();

    // Submitted empty: the form's own submit handler marks every field and shows why.
    await content.getByRole('button', { name: 'Sign in' }).click();
    await expect(content.getByText('Email is required.')).toBeVisible();
    await expect(content.getByText('Password is required.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // Corrected and submitted again: the messages go, the values stay (no reload, no navigation).
    await email.fill('mira@example.com');
    await content.getByLabel('Password').fill('Quiet-Harbour-42!');
    await content.getByRole('button', { name: 'Sign in' }).click();
    await expect(content.getByText('Email is required.')).toHaveCount(0);
    await expect(content.getByText('Enter a valid e-mail address.')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(frame.url()).toBe(address);
    await expect(email).toHaveValue('mira@example.com');
    await expect(page.getByTestId('preview-problems')).toHaveCount(0);
  });

  test('should let no form in the frame navigate it, the app or another origin', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await send(page, 'a login form with email and password');
    const answer = page.getByTestId('code-answer');
    await answer.getByRole('button', { name: 'Preview' }).click();
    const content = answer.frameLocator('iframe[title^="Preview of"]');
    await expect(content.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
    const frame = await previewFrame(page);
    const address = frame.url();
    const app = new URL(page.url()).origin;
    const before = requested.length;

    const submitted = await frame.evaluate((appOrigin) => {
      const targets = [
        { action: `${appOrigin}/dashboard`, target: '' },
        { action: `${appOrigin}/api/auth/logout`, target: '' },
        { action: 'https://escape.example/steal', target: '' },
        { action: 'https://escape.example/top', target: '_top' },
        { action: 'https://escape.example/popup', target: '_blank' },
      ];
      let events = 0;
      for (const { action, target } of targets) {
        for (const way of ['requestSubmit', 'submit', 'unhandled']) {
          const form = document.createElement('form');
          form.action = action;
          form.method = 'post';
          if (target) form.target = target;
          const field = document.createElement('input');
          field.name = 'secret';
          field.value = 'kept in the frame';
          form.append(field);
          document.body.append(form);
          // A component's handler that stops the event's propagation does not let it through.
          form.addEventListener('submit', (event) => {
            events += 1;
            if (way === 'unhandled') event.stopPropagation();
          });
          if (way === 'submit') form.submit();
          else form.requestSubmit();
        }
      }
      return events;
    }, app);
    // requestSubmit fires the submit event (the sandbox allows forms); form.submit() never does.
    expect(submitted).toBe(10);
    await page.waitForTimeout(500);

    expect(frame.url()).toBe(address);
    expect(page.url()).toContain('/dashboard/ai-copilot');
    expect(page.frames().some((each) => each.url().includes('escape.example'))).toBe(false);
    expect(page.context().pages()).toHaveLength(1);
    const escaped = requested
      .slice(before)
      .filter(
        (url) =>
          url.includes('escape.example') ||
          url.endsWith('/dashboard') ||
          url.includes('/api/auth/logout'),
      );
    expect(escaped).toEqual([]);
    // The frame still holds the component, and the session was not ended by a posted logout.
    await expect(content.getByLabel('Email')).toBeVisible();
    await expect(composer(page)).toBeEnabled();
  });
});

test.describe('given a component that fails while it runs', () => {
  test('should show the error under the preview and send "Fix with AI" as a follow-up', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    const login = await request.post('/api/auth/login', { data: account });
    const token = ((await login.json()) as { token: string }).token;
    // A real build of the failing component; the copilot's answer (always working code from
    // the built-in engine) is then shown with this build in its preview.
    const built = await request.post('/api/preview/builds', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        framework: 'angular',
        files: [
          {
            path: 'broken.component.ts',
            content: BROKEN_COMPONENT,
            type: 'component',
            language: 'typescript',
          },
        ],
      },
    });
    expect(built.ok()).toBe(true);
    const brokenBuild = await built.text();
    await page.route('**/api/preview/builds', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: brokenBuild }),
    );

    await page.goto('/dashboard/ai-copilot');
    await expect(composer(page)).toBeEnabled();
    await send(page, 'a login form with email and password');
    const answer = page.getByTestId('code-answer');
    await answer.getByRole('button', { name: 'Preview' }).click();

    const problems = answer.getByTestId('preview-problems');
    await expect(problems).toContainText('The component failed while running', { timeout: 30_000 });
    await expect(problems).toContainText('Broken on purpose');
    const repair = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().includes('/api/ai/copilot/chat'),
    );
    await problems.getByRole('button', { name: 'Fix with AI' }).click();
    // The repair names the answer it repairs, so the server does not charge its first repair.
    expect((await repair).postDataJSON()).toMatchObject({
      repairOf: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect(
      page.getByText('The preview shows these problems in the code. Please fix them:').first(),
    ).toBeVisible();
    // The built-in engine answers a repair it cannot make from its model in plain words.
    await expect(page.getByRole('article', { name: /^Kiln Copilot/ })).toHaveCount(2);
  });
});

test.describe('given a component generated with React and Kiln design system', () => {
  test('should render its design system components inside the frame, with the design system styles', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/generate');
    await page.getByLabel('Name').fill('LoginForm');
    await page.getByLabel('Description').fill('a login form with email and password');
    await page.getByRole('combobox', { name: 'Framework' }).click();
    await page.getByRole('option', { name: 'React + Kiln design system' }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('generated-result');
    await expect(result.getByRole('tabpanel')).toContainText('@kiln/design-system', {
      timeout: 30_000,
    });
    await result.getByRole('button', { name: 'Preview' }).click();
    const content = result.frameLocator('iframe[title^="Preview of"]');
    const submit = content.getByRole('button').last();
    await expect(submit).toBeVisible({ timeout: 30_000 });
    await expect(content.locator('input[type="email"]')).toBeVisible();
    // The design system's stylesheet reached the frame: its Button is styled, not the browser's.
    await expect(submit).toHaveCSS('user-select', 'none');
    // The design system themes by `.dark` on an ancestor: the frame's root gets it.
    await result.getByRole('button', { name: 'Dark' }).click();
    await expect(content.locator('html')).toHaveClass(/\bdark\b/);
    const frame = await previewFrame(page);
    expect(frame.url()).toContain('/preview/shell/react-ds');
    await expect(page.getByText('The code does not compile')).toHaveCount(0);
  });
});
