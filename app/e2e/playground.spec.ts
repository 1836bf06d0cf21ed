import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, signInWithStorage } from './helpers';

const CARD =
  'a user card with inputs name, email and is active and an output when the card is selected';

/** A component saved from a copilot answer of the built-in engine, through the real API. */
async function savedCard(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/ai/copilot/session/start', { headers, data: {} });
  const { sessionId } = ((await started.json()) as { data: { sessionId: string } }).data;
  const answered = await request.post('/api/ai/copilot/chat', {
    headers,
    data: {
      sessionId,
      message: CARD,
      conversationHistory: [],
      continuePreviousConversation: false,
    },
  });
  expect(answered.status()).toBe(200);
  const { messageId } = ((await answered.json()) as { data: { messageId: string } }).data;
  const saved = await request.post('/api/components', {
    headers,
    data: { name: 'User card', source: { kind: 'chat-message', id: messageId } },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

test('a saved component opens in the playground; its inputs become a form and a preset is saved and re-applied', async ({
  page,
  request,
}) => {
  // The first preview compiles the component and loads the runtime on a cold, shared machine.
  test.setTimeout(180_000);
  const account = await createAccount(request);
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const id = await savedCard(request, token);

  await signInWithStorage(page, request, account);
  await page.goto(`/dashboard/playground?component=${id}`);
  const name = page.getByRole('textbox', { name: 'name', exact: true });
  await expect(name).toHaveValue('Ada Lovelace');
  const active = page.getByRole('switch', { name: 'isActive' });
  await expect(active).not.toBeChecked();

  // The component runs in the sandboxed frame: editing an input re-renders it without a reload.
  const frame = page.frameLocator('iframe[title="Preview of User card"]');
  await expect(frame.getByText('Ada Lovelace').first()).toBeVisible({ timeout: 90_000 });
  await name.fill('Grace Hopper');
  await expect(frame.getByText('Grace Hopper')).toBeVisible();
  await active.click();
  await expect(active).toBeChecked();

  // Its output fires into the event log.
  const events = page.getByRole('list', { name: 'Events' });
  await expect(events).toHaveCount(0);
  await frame.getByRole('button', { name: 'Select' }).click();
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events.getByRole('listitem').first()).toContainText('selected');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(events).toHaveCount(0);

  await page.getByRole('button', { name: 'Disabled', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Preset name' })).toHaveValue('Disabled');
  await page.getByRole('button', { name: 'Save preset' }).click();
  const presets = page.getByRole('list', { name: 'Saved presets' });
  await expect(presets.getByRole('listitem')).toHaveCount(1);

  await name.fill('Someone else');
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(frame.getByText('Someone else')).toBeVisible();
  await page.getByRole('button', { name: 'Apply Disabled' }).click();
  await expect(name).toHaveValue('Grace Hopper');
  await expect(active).toBeChecked();
  await expect(frame.getByText('Grace Hopper')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Apply Disabled' }).click();
  await expect(page.getByRole('textbox', { name: 'name', exact: true })).toHaveValue(
    'Grace Hopper',
  );
});

test('a JSON input that does not parse says so and is not applied', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request);
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/components', {
    headers,
    data: {
      name: 'Tag list',
      source: {
        kind: 'files',
        framework: 'react',
        files: [
          {
            path: 'TagList.tsx',
            type: 'component',
            language: 'tsx',
            content:
              'export interface TagListProps { tags: string[]; onRemove?: (tag: string) => void }\nexport function TagList({ tags, onRemove }: TagListProps) {\n  return <ul>{tags.map((tag) => <li key={tag}><button type="button" onClick={() => onRemove?.(tag)}>{tag}</button></li>)}</ul>;\n}\n',
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = ((await saved.json()) as { data: { id: string } }).data;

  await signInWithStorage(page, request, account);
  await page.goto(`/dashboard/playground?component=${id}`);
  const tags = page.getByRole('textbox', { name: 'tags' });
  await expect(tags).toHaveValue('[]');
  await page.getByRole('textbox', { name: 'Preset name' }).fill('Two tags');
  await expect(page.getByRole('button', { name: 'Save preset' })).toBeEnabled();
  await tags.fill('["a", ');
  await expect(page.getByText(/^Not valid JSON/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save preset' })).toBeDisabled();
  await tags.fill('["a", "b"]');
  await expect(page.getByText(/^Not valid JSON/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save preset' })).toBeEnabled();

  // The React component re-renders with the new array; its callback prop is an output.
  const frame = page.frameLocator('iframe[title="Preview of Tag list"]');
  await frame.getByRole('button', { name: 'b' }).click({ timeout: 90_000 });
  const event = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('onRemove');
  await expect(event).toContainText('"b"');
});

test('the last generated answer opens from the picker without being saved', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const login = await request.post('/api/auth/login', { data: account });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const generated = await request.post('/api/ai/generate', {
    headers,
    data: {
      name: 'Status badge',
      framework: 'react',
      description: 'a badge with variants success, warning and error',
    },
  });
  expect(generated.status()).toBe(200);

  await signInWithStorage(page, request, account);
  await page.goto('/dashboard/playground');
  await page.getByRole('combobox', { name: 'Component' }).click();
  await page.getByRole('option', { name: 'Last generated answer' }).click();
  await expect(page).toHaveURL(/component=latest/);
  const variant = page.getByRole('combobox', { name: 'variant' });
  await expect(variant).toHaveText('success');
  await variant.click();
  await page.getByRole('option', { name: 'warning' }).click();
  await expect(variant).toHaveText('warning');
  await expect(
    page.getByText('Save this answer to My components to keep named presets'),
  ).toBeVisible();
});
