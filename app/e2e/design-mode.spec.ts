import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { createAccount, expectNoHorizontalOverflow, signInWithStorage } from './helpers';

// An answer, a compile per edit and a first render: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

const composer = (page: Page) =>
  page.getByRole('textbox', { name: 'Describe a component or a change' });

const SIGNUP =
  'a signup form with name, email and password fields and a "Create account" button and a "Cancel" button';

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Signs up, opens the copilot and asks for the signup form; answers the code answer. */
async function signupForm(page: Page, request: Parameters<typeof createAccount>[0], text: string) {
  const account = await createAccount(request);
  await signInWithStorage(page, request, account);
  await page.goto('/dashboard/ai-copilot');
  await expect(composer(page)).toBeEnabled();
  await send(page, text);
  const answer = page.getByTestId('code-answer');
  await expect(answer).toHaveCount(1, { timeout: 60_000 });
  await expect(answer.getByRole('tabpanel')).toContainText('export', { timeout: 30_000 });
  return answer;
}

const usageLine = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Mira Lindqvist' }).click();
  const text = await page
    .getByRole('menu')
    .getByText(/generations used$/)
    .textContent();
  await page.keyboard.press('Escape');
  return text;
};

const designFrame = (answer: Locator): FrameLocator =>
  answer.frameLocator('iframe[title$="(design mode)"]');
const panel = (answer: Locator) => answer.getByTestId('design-panel');
const edits = (answer: Locator) => panel(answer).getByRole('list', { name: 'Edits, oldest first' });

/** Picks a part in the preview and waits for the panel to name it. */
async function pick(answer: Locator, target: Locator, named: string) {
  await target.click({ timeout: 30_000 });
  await expect(panel(answer).getByTestId('design-selected')).toContainText(named);
}

async function turnDesignOn(answer: Locator) {
  const toggle = answer.getByRole('button', { name: 'Design' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(answer)).toBeVisible();
}

test.describe('given a signup form the built-in engine wrote, in Angular', () => {
  test('should edit it in design mode, undo, keep the edits and save them as a version, uncharged', async ({
    page,
    request,
  }) => {
    const answer = await signupForm(page, request, SIGNUP);
    await expect.poll(() => usageLine(page), { timeout: 30_000 }).toBe('1/10 generations used');

    // The answer saved first: the kept edits become its next version.
    await answer.getByRole('button', { name: 'Save to My components' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to My components' });
    await dialog.getByLabel('Name').fill('Designed signup');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await expect(page.getByText('Saved to My components').first()).toBeVisible();

    await turnDesignOn(answer);
    const frame = designFrame(answer);
    await pick(
      answer,
      frame.getByRole('button', { name: 'Create account' }),
      'Button “Create account”',
    );

    await panel(answer).getByLabel('Text').fill('Join now');
    await panel(answer).getByRole('button', { name: 'Change text' }).click();
    await expect(edits(answer)).toContainText('Renamed “Create account” to “Join now”');
    await expect(frame.getByRole('button', { name: 'Join now' })).toBeVisible({ timeout: 30_000 });
    await expect(panel(answer).getByTestId('design-selected')).toContainText('Button “Join now”');

    await panel(answer).getByRole('combobox', { name: 'Button variant' }).click();
    await page.getByRole('option', { name: 'Secondary' }).click();
    await expect(edits(answer)).toContainText('Made “Join now” a secondary button');

    await pick(answer, frame.getByRole('textbox', { name: 'Email' }), 'Field “Email” (2 of');
    await panel(answer).getByRole('button', { name: 'Move up' }).click();
    await expect(edits(answer)).toContainText('Moved “Email” up');
    await expect(panel(answer).getByTestId('design-selected')).toContainText('Field “Email” (1 of');
    const top = async (name: string) =>
      (await frame.getByRole('textbox', { name }).boundingBox({ timeout: 30_000 }))?.y ?? 0;
    await expect.poll(async () => (await top('Email')) < (await top('Name'))).toBe(true);

    await pick(answer, frame.getByRole('button', { name: 'Cancel' }), 'Button “Cancel”');
    await panel(answer).getByRole('button', { name: 'Delete' }).click();
    await expect(edits(answer)).toContainText('Deleted “Cancel”');
    await expect(frame.getByRole('button', { name: 'Join now' })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    // Ctrl+Z, outside a text field, undoes the last edit: the Cancel button is back.
    await panel(answer).getByRole('heading', { name: 'Design' }).click();
    await page.keyboard.press('Control+z');
    await expect(edits(answer).getByRole('listitem')).toHaveCount(3);
    await expect(frame.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 30_000 });

    await answer.getByRole('button', { name: 'Edited code' }).click();
    // An Angular component's label is in its template.
    await answer.getByRole('tab', { name: 'HTML' }).click();
    await expect(answer.getByRole('tabpanel')).toContainText('Join now');
    await answer.getByRole('button', { name: 'Edits as a diff' }).click();
    await expect(answer.getByTestId('design-changes')).toContainText('Join now');
    await expect(answer.getByTestId('design-changes')).toContainText('Create account');

    expect(await usageLine(page)).toBe('1/10 generations used');

    await panel(answer).getByRole('button', { name: 'Keep edits' }).click();
    const answers = page.getByTestId('code-answer');
    await expect(answers).toHaveCount(2, { timeout: 30_000 });
    const kept = answers.last();
    await kept.getByRole('tab', { name: 'HTML' }).click();
    await expect(kept.getByRole('tabpanel')).toContainText('Join now');
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
      'Edited in design mode',
    );
    expect(await usageLine(page)).toBe('1/10 generations used');

    await kept.getByRole('button', { name: 'Save to My components' }).click();
    await page.getByRole('button', { name: 'Save new version' }).click();
    await expect(page.getByText(/version 2/i).first()).toBeVisible();
  });

  test('should pick a part with the keyboard alone and pass axe in light and dark', async ({
    page,
    request,
  }) => {
    const answer = await signupForm(page, request, SIGNUP);
    const toggle = answer.getByRole('button', { name: 'Design' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel(answer)).toBeVisible();
    const frame = designFrame(answer);
    await expect(frame.getByRole('button', { name: 'Create account' })).toBeVisible({
      timeout: 30_000,
    });
    // What has the focus inside the frame (its body when the focus is outside it).
    const focusedText = () =>
      frame.locator('body').evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = (await focusedText()) === 'Create your account';
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(panel(answer).getByTestId('design-selected')).toContainText('Title');

    // A form has layouts: the panel offers them, and a change is one edit in the list.
    await panel(answer).getByRole('combobox', { name: 'Layout' }).click();
    await page.getByRole('option', { name: 'Split' }).click();
    await expect(edits(answer)).toHaveText('Style: layout split', { timeout: 30_000 });

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="design-panel"]')
        .analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => violation.id)).toEqual([]);
    }
  });

  test('should show three variants side by side and continue the conversation with the one used', async ({
    page,
    request,
  }) => {
    const answer = await signupForm(page, request, SIGNUP);
    await answer.getByRole('button', { name: 'Show 3 variants' }).click();
    const takes = answer.getByTestId('variant-take');
    await expect(takes).toHaveCount(3, { timeout: 60_000 });
    for (const take of await takes.all()) {
      await expect(take).toContainText(/\d+ of \d+ done/);
      await expect(take).toContainText(/Kiln’s checks/);
      await expect(
        take.frameLocator('iframe[title^="Preview of"]').getByRole('button').first(),
      ).toBeVisible({ timeout: 30_000 });
    }
    // Three layouts: one column, two columns (Name beside Email), the fields as tiles.
    await expect(takes.getByRole('heading')).toHaveText([/^Stacked/, /^Split/, /^Card grid/]);
    const splitFrame = takes.nth(1).frameLocator('iframe[title^="Preview of"]');
    const nameBox = await splitFrame.getByLabel('Name').boundingBox();
    const emailBox = await splitFrame.getByLabel('Email').boundingBox();
    expect(Math.abs(nameBox!.y - emailBox!.y)).toBeLessThan(2);
    expect(emailBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width);
    const stackedFrame = takes.nth(0).frameLocator('iframe[title^="Preview of"]');
    const stackedName = await stackedFrame.getByLabel('Name').boundingBox();
    const stackedEmail = await stackedFrame.getByLabel('Email').boundingBox();
    expect(stackedEmail!.y).toBeGreaterThan(stackedName!.y + stackedName!.height);
    const label = (await takes.nth(1).getByRole('heading').textContent()) ?? '';
    await takes
      .nth(1)
      .getByRole('button', { name: /^Use this/ })
      .click();
    const answers = page.getByTestId('code-answer');
    await expect(answers).toHaveCount(2, { timeout: 30_000 });
    expect(label).not.toBe('');
    await expect(composer(page)).toBeEnabled();
    expect(await usageLine(page)).toBe('1/10 generations used');
  });

  test('should stack the panel below the preview at 375 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const answer = await signupForm(page, request, SIGNUP);
    await turnDesignOn(answer);
    const frame = designFrame(answer);
    await pick(
      answer,
      frame.getByRole('button', { name: 'Create account' }),
      'Button “Create account”',
    );
    const preview = await answer.getByTestId('live-preview').boundingBox();
    const side = await panel(answer).boundingBox();
    expect(side!.y).toBeGreaterThan(preview!.y + preview!.height - 1);
    await expectNoHorizontalOverflow(page);
  });
});

for (const { framework, ask, marker } of [
  { framework: 'React', ask: `${SIGNUP}, in React`, marker: "from 'react'" },
  {
    framework: 'react-ds',
    ask: `${SIGNUP}, in React with Kiln’s design system`,
    marker: '@kiln/design-system',
  },
]) {
  test.describe(`given the signup form in ${framework}`, () => {
    test('should rename its button in design mode and keep it', async ({ page, request }) => {
      const answer = await signupForm(page, request, ask);
      await expect(answer.getByRole('tabpanel')).toContainText(marker);
      await turnDesignOn(answer);
      const frame = designFrame(answer);
      await pick(
        answer,
        frame.getByRole('button', { name: 'Create account' }),
        'Button “Create account”',
      );
      await panel(answer).getByLabel('Text').fill('Join now');
      await panel(answer).getByRole('button', { name: 'Change text' }).click();
      await expect(frame.getByRole('button', { name: 'Join now' })).toBeVisible({
        timeout: 30_000,
      });
      await panel(answer).getByRole('button', { name: 'Keep edits' }).click();
      const answers = page.getByTestId('code-answer');
      await expect(answers).toHaveCount(2, { timeout: 30_000 });
      await expect(answers.last().getByRole('tabpanel')).toContainText(marker);
      await expect(answers.last().getByRole('tabpanel')).toContainText('Join now');
    });
  });
}

test.describe('given a component in the editor', () => {
  test('should change a text picked in the preview in the file that writes it, and undo it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInWithStorage(page, request, account);
    await page.goto('/dashboard/editor');
    await expect(page.getByRole('heading', { level: 2, name: 'New component' })).toBeVisible();
    const code = page.getByTestId('code-editor').getByRole('textbox');

    const toggle = page.getByRole('button', { name: 'Design', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByTestId('editor-design');
    const frame = page.frameLocator('iframe[title$="(design mode)"]');
    await frame.getByText('New component').click({ timeout: 30_000 });
    await expect(panel.getByTestId('design-selected')).toHaveText('Text “New component”');

    await panel.getByRole('textbox', { name: 'Text' }).fill('Hello, <world>');
    await panel.getByRole('button', { name: 'Change text' }).click();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await expect(code).toHaveText('<p class="new-component">Hello, &lt;world&gt;</p>');
    await expect(frame.getByText('Hello, <world>')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('list', { name: 'Design edits, oldest first' })).toHaveText(
      'Renamed “New component” to “Hello, <world>”',
    );
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect(code).toHaveText('<p class="new-component">New component</p>');
    await expect(frame.getByText('New component')).toBeVisible({ timeout: 30_000 });

    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="editor-design"]')
      .analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });
});
