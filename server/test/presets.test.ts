import {
  componentInterfaceAnswerSchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  MAX_INSPECT_SOURCE_LENGTH,
  MAX_PRESETS_PER_COMPONENT,
  presetAnswerSchema,
  presetsAnswerSchema,
} from '@kiln/contract';
import { generate } from '@kiln/generator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentPresets } from '../src/db/schema/index';
import { createTestApp, parseAnswer, signup, type SignedUp, type TestApp } from './support/app';
import { fileSource, saveComponent, send } from './support/components';

let t: TestApp;
let owner: SignedUp;
let intruder: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signup(t.app);
  intruder = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const savePreset = async (token: string, componentId: string, name: string, values = {}) => {
  const answer = await send(t.app, token, 'POST', `/api/components/${componentId}/presets`, {
    name,
    values,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return parseAnswer(presetAnswerSchema, answer.body).data;
};

const presetsOf = async (token: string, componentId: string) => {
  const answer = await send(t.app, token, 'GET', `/api/components/${componentId}/presets`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseAnswer(presetsAnswerSchema, answer.body).data;
};

describe('given a saved component', () => {
  it('should save, list, rename, replace and delete its presets', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    const empty = await savePreset(owner.token, component.id, 'Empty list', { items: [] });
    await savePreset(owner.token, component.id, 'Loading', { loading: true });
    expect((await presetsOf(owner.token, component.id)).map((p) => [p.name, p.values])).toEqual([
      ['Empty list', { items: [] }],
      ['Loading', { loading: true }],
    ]);

    const url = `/api/components/${component.id}/presets/${empty.id}`;
    const renamed = await send(t.app, owner.token, 'PUT', url, {
      name: 'No rows',
      values: { items: [], caption: 'Nothing yet' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(parseAnswer(presetAnswerSchema, renamed.body).data).toMatchObject({
      name: 'No rows',
      values: { items: [], caption: 'Nothing yet' },
    });

    const deleted = await send(t.app, owner.token, 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await presetsOf(owner.token, component.id)).map((p) => p.name)).toEqual(['Loading']);
    expect((await send(t.app, owner.token, 'DELETE', url)).statusCode).toBe(404);
  });

  it('should refuse a second preset with the same name, on create and on rename', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    await savePreset(owner.token, component.id, 'Error', { error: 'Boom' });
    const other = await savePreset(owner.token, component.id, 'Disabled', { disabled: true });
    const twice = await send(
      t.app,
      owner.token,
      'POST',
      `/api/components/${component.id}/presets`,
      {
        name: '  Error ',
        values: {},
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(parseAnswer(errorEnvelopeSchema, twice.body).error.code).toBe('PRESET_NAME_TAKEN');
    const rename = await send(
      t.app,
      owner.token,
      'PUT',
      `/api/components/${component.id}/presets/${other.id}`,
      { name: 'Error' },
    );
    expect(rename.statusCode).toBe(409);
  });

  it('should refuse a long name, oversized values and an empty change', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    const url = `/api/components/${component.id}/presets`;
    const long = await send(t.app, owner.token, 'POST', url, { name: 'x'.repeat(61), values: {} });
    expect(long.statusCode).toBe(400);
    const big = await send(t.app, owner.token, 'POST', url, {
      name: 'Huge',
      values: { text: 'x'.repeat(17 * 1024) },
    });
    expect(big.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, big.body).error.code).toBe('VALIDATION_ERROR');
    const preset = await savePreset(owner.token, component.id, 'Fine');
    const nothing = await send(t.app, owner.token, 'PUT', `${url}/${preset.id}`, {});
    expect(nothing.statusCode).toBe(400);
  });

  it(`should keep at most ${MAX_PRESETS_PER_COMPONENT} presets, also under concurrent saves`, async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    const answers = await Promise.all(
      Array.from({ length: MAX_PRESETS_PER_COMPONENT + 5 }, (_, i) =>
        send(t.app, owner.token, 'POST', `/api/components/${component.id}/presets`, {
          name: `State ${i}`,
          values: { i },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_PRESETS_PER_COMPONENT);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(parseAnswer(errorEnvelopeSchema, refused[0]!.body).error.code).toBe(
      'PRESET_LIMIT_REACHED',
    );
    expect(await presetsOf(owner.token, component.id)).toHaveLength(MAX_PRESETS_PER_COMPONENT);
  });

  it('should remove its presets with the component', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    await savePreset(owner.token, component.id, 'Loading', { loading: true });
    const removed = await send(t.app, owner.token, 'DELETE', `/api/components/${component.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const db = t.database.db;
    const left = await db
      .select()
      .from(componentPresets)
      .where(eq(componentPresets.componentId, component.id));
    expect(left).toEqual([]);
    expect(
      (await send(t.app, owner.token, 'GET', `/api/components/${component.id}/presets`)).statusCode,
    ).toBe(404);
  });
});

describe("given another user's component and preset", () => {
  it('should answer 404 on every preset route and change nothing', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    const preset = await savePreset(owner.token, component.id, 'Loading', { loading: true });
    const mine = await saveComponent(t.app, intruder.token, { source: fileSource() });
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/components/${component.id}/presets`],
      ['POST', `/api/components/${component.id}/presets`, { name: 'Mine', values: {} }],
      ['PUT', `/api/components/${component.id}/presets/${preset.id}`, { name: 'Taken' }],
      ['DELETE', `/api/components/${component.id}/presets/${preset.id}`],
      // The intruder's own component with the owner's preset id: still not found.
      ['PUT', `/api/components/${mine.id}/presets/${preset.id}`, { name: 'Taken' }],
      ['DELETE', `/api/components/${mine.id}/presets/${preset.id}`],
    ];
    for (const [method, url, body] of routes) {
      const answer = await send(t.app, intruder.token, method, url, body);
      expect(answer.statusCode, `${method} ${url} → ${answer.body}`).toBe(404);
      expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe('NOT_FOUND');
    }
    expect(await presetsOf(owner.token, component.id)).toEqual([preset]);
  });

  it('should need a signed-in user', async () => {
    const component = await saveComponent(t.app, owner.token, { source: fileSource() });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/components/${component.id}/presets`,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('given a user with presets', () => {
  it('should include them with their component in the data export', async () => {
    const user = await signup(t.app);
    const component = await saveComponent(t.app, user.token, { source: fileSource() });
    await savePreset(user.token, component.id, 'Error', { error: 'Payment failed' });
    const answer = await send(t.app, user.token, 'GET', '/api/users/export');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = parseAnswer(exportAnswerSchema, answer.body).data;
    expect(data.components[0]?.presets.map((p) => [p.name, p.values])).toEqual([
      ['Error', { error: 'Payment failed' }],
    ]);
  });
});

describe('given the files of a generated component', () => {
  it("should answer its inputs and outputs for the playground's form", async () => {
    const { files } = generate(
      'a user card with inputs name, email and is active and an output when the card is selected',
      { framework: 'angular' },
    );
    const answer = await send(t.app, owner.token, 'POST', '/api/components/interface', {
      framework: 'angular',
      files,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const found = parseAnswer(componentInterfaceAnswerSchema, answer.body).data;
    expect(found.inputs.map((input) => [input.name, input.kind])).toEqual([
      ['name', 'text'],
      ['email', 'text'],
      ['isActive', 'boolean'],
    ]);
    expect(found.outputs).toEqual([{ name: 'selected', type: 'void' }]);
  });

  it('should refuse more files than a component has', async () => {
    const file = { path: 'a.ts', content: '', type: 'component', language: 'typescript' };
    const answer = await send(t.app, owner.token, 'POST', '/api/components/interface', {
      framework: 'react',
      files: Array.from({ length: 21 }, (_, i) => ({ ...file, path: `a${i}.ts` })),
    });
    expect(answer.statusCode).toBe(400);
  });

  it('should refuse more text than a component has', async () => {
    const answer = await send(t.app, owner.token, 'POST', '/api/components/interface', {
      framework: 'react',
      files: [
        {
          path: 'Big.tsx',
          content: 'x'.repeat(MAX_INSPECT_SOURCE_LENGTH + 1),
          type: 'component',
          language: 'tsx',
        },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, answer.body).error.message).toMatch(
      /at most 60000 characters/,
    );
  });
});
