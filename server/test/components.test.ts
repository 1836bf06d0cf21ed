import {
  componentAnswerSchema,
  componentDiffAnswerSchema,
  componentsAnswerSchema,
  componentStatsAnswerSchema,
  componentVersionAnswerSchema,
  componentVersionsAnswerSchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  profileAnswerSchema,
} from '@kiln/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, componentVersions, plans, usageCounters } from '../src/db/schema/index';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { converse, fileSource, generate, saveComponent, send } from './support/components';

let t: AiTestApp;
let ada: SignedUp;
beforeAll(async () => {
  t = await startAiApp();
  ada = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const storageUsed = async (user: SignedUp) => {
  const answer = await send(t.app, user.token, 'GET', '/api/users/profile');
  return parseAnswer(profileAnswerSchema, answer.body).data.user.usage.storageUsed;
};

describe('given a chat answer saved to My components', () => {
  it('should copy its files, model and provenance into version 1', async () => {
    const { answers } = await converse(t.app, t.clock, ada.token, [
      'a login form with email and password',
      'add a phone number field',
    ]);
    const saved = await saveComponent(t.app, ada.token, {
      name: 'Login form',
      tags: ['forms', 'auth', 'Forms'],
      source: { kind: 'chat-message', id: answers[1]! },
    });
    expect(saved.currentVersion).toBe(1);
    expect(saved.tags).toEqual(['forms', 'auth']);
    expect(saved.current.files.length).toBeGreaterThan(0);
    expect(saved.current.files.map((file) => file.content).join('\n')).toMatch(/phone/i);
    expect(saved.current.hasModel).toBe(true);
    expect(saved.current.provenance).toMatchObject({
      source: 'chat-message',
      sourceId: answers[1],
      prompt: 'add a phone number field',
      provider: 'builtin',
    });
    expect(saved.current.provenance.conversation.map((turn) => turn.role)).toEqual([
      'user',
      'ai',
      'user',
      'ai',
    ]);
    expect(saved.storageBytes).toBe(saved.current.bytes);
    expect(saved.current.bytes).toBeGreaterThan(0);
  });

  it('should refuse a user message as the source, since it has no code', async () => {
    const answer = await send(t.app, ada.token, 'POST', '/api/components', {
      name: 'Nothing',
      source: { kind: 'chat-message', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(answer.statusCode).toBe(404);
    expect(parseAnswer(errorEnvelopeSchema, answer.body).error.message).toBe(
      'Chat answer was not found',
    );
  });
});

describe('given a generated answer saved to My components', () => {
  it('should copy the generate request as the prompt and keep the response id', async () => {
    const responseId = await generate(t.app, t.clock, ada.token, 'PricingTable');
    const saved = await saveComponent(t.app, ada.token, {
      name: 'Pricing table',
      source: { kind: 'prompt-response', id: responseId },
    });
    expect(saved.framework).toBe('react');
    expect(saved.current.provenance.source).toBe('prompt-response');
    expect(saved.current.provenance.prompt).toMatch(/pricing table/i);
    expect(saved.current.files.some((file) => file.path.endsWith('.tsx'))).toBe(true);
  });
});

describe('given a component with versions', () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await saveComponent(t.app, ada.token, {
        name: 'Badge',
        source: fileSource('export const Badge = () => null;\n'),
      })
    ).id;
  });

  it('should add a version from edited files and keep the one it was based on', async () => {
    const answer = await send(t.app, ada.token, 'POST', `/api/components/${id}/versions`, {
      source: {
        ...fileSource('export const Badge = () => <span>New</span>;\nexport default Badge;\n'),
        basedOnVersion: 1,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const detail = parseAnswer(componentAnswerSchema, answer.body).data;
    expect(detail.currentVersion).toBe(2);
    expect(detail.versionCount).toBe(2);
    expect(detail.current.provenance).toMatchObject({ source: 'files', basedOnVersion: 1 });
  });

  it('should diff two versions as a unified patch with counts', async () => {
    const answer = await send(t.app, ada.token, 'GET', `/api/components/${id}/diff?from=1&to=2`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { files } = parseAnswer(componentDiffAnswerSchema, answer.body).data;
    expect(files).toEqual([
      {
        path: 'badge.tsx',
        status: 'modified',
        additions: 2,
        deletions: 1,
        patch: [
          '--- a/badge.tsx',
          '+++ b/badge.tsx',
          '@@ -1,1 +1,2 @@',
          '-export const Badge = () => null;',
          '+export const Badge = () => <span>New</span>;',
          '+export default Badge;',
          '',
        ].join('\n'),
      },
    ]);
    const same = await send(t.app, ada.token, 'GET', `/api/components/${id}/diff?from=2&to=2`);
    expect(parseAnswer(componentDiffAnswerSchema, same.body).data.files[0]).toMatchObject({
      status: 'unchanged',
      patch: '',
    });
  });

  it('should restore by appending a copy, leaving every earlier version as it was', async () => {
    const before = await t.database.database.db
      .select()
      .from(componentVersions)
      .where(eq(componentVersions.componentId, id));
    const restored = await send(
      t.app,
      ada.token,
      'POST',
      `/api/components/${id}/versions/1/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(201);
    const detail = parseAnswer(componentAnswerSchema, restored.body).data;
    expect(detail.currentVersion).toBe(3);
    expect(detail.current.provenance).toMatchObject({ source: 'restore', restoredFrom: 1 });
    const first = before.find((row) => row.version === 1)!;
    expect(detail.current.files).toEqual(first.files);
    const after = await t.database.database.db
      .select()
      .from(componentVersions)
      .where(eq(componentVersions.componentId, id));
    for (const row of before)
      expect(after.find((next) => next.version === row.version)).toEqual(row);
    expect(after).toHaveLength(3);
  });

  it('should refuse any UPDATE of a stored version in the database itself', async () => {
    await expect(
      t.database.database.db
        .update(componentVersions)
        .set({ files: [] })
        .where(eq(componentVersions.componentId, id)),
    ).rejects.toThrow();
  });

  it('should list versions newest first and read one with its code', async () => {
    const list = await send(t.app, ada.token, 'GET', `/api/components/${id}/versions`);
    const versions = parseAnswer(componentVersionsAnswerSchema, list.body).data.items;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    const one = await send(t.app, ada.token, 'GET', `/api/components/${id}/versions/2`);
    expect(parseAnswer(componentVersionAnswerSchema, one.body).data.files[0]?.content).toMatch(
      /New/,
    );
  });

  it('should delete an old version, free its bytes, and never delete the current one', async () => {
    const used = await storageUsed(ada);
    const version2 = parseAnswer(
      componentVersionAnswerSchema,
      (await send(t.app, ada.token, 'GET', `/api/components/${id}/versions/2`)).body,
    ).data;
    const current = await send(t.app, ada.token, 'DELETE', `/api/components/${id}/versions/3`);
    expect(current.statusCode).toBe(409);
    expect(parseAnswer(errorEnvelopeSchema, current.body).error.code).toBe('CURRENT_VERSION');
    const old = await send(t.app, ada.token, 'DELETE', `/api/components/${id}/versions/2`);
    expect(old.statusCode, old.body).toBe(200);
    expect(await storageUsed(ada)).toBe(used - version2.bytes);
    const gone = await send(t.app, ada.token, 'GET', `/api/components/${id}/versions/2`);
    expect(gone.statusCode).toBe(404);
    const detail = parseAnswer(
      componentAnswerSchema,
      (await send(t.app, ada.token, 'GET', `/api/components/${id}`)).body,
    ).data;
    expect(detail).toMatchObject({ currentVersion: 3, versionCount: 2 });
  });

  it('should rename and tag without touching the code', async () => {
    const answer = await send(t.app, ada.token, 'PATCH', `/api/components/${id}`, {
      name: '  Status badge ',
      tags: ['ui'],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = parseAnswer(componentAnswerSchema, answer.body).data;
    expect(detail).toMatchObject({ name: 'Status badge', tags: ['ui'], currentVersion: 3 });
    const empty = await send(t.app, ada.token, 'PATCH', `/api/components/${id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('should duplicate the current version into a new component named "(Copy)"', async () => {
    const answer = await send(t.app, ada.token, 'POST', `/api/components/${id}/duplicate`);
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = parseAnswer(componentAnswerSchema, answer.body).data;
    expect(copy).toMatchObject({ name: 'Status badge (Copy)', currentVersion: 1, tags: ['ui'] });
    expect(copy.current.provenance.copiedFrom).toEqual({ componentId: id, version: 3 });
  });
});

describe('given several components', () => {
  let bob: SignedUp;
  beforeAll(async () => {
    bob = await signup(t.app);
    for (const [name, framework, tags] of [
      ['Alpha card', 'react', ['cards']],
      ['beta table', 'angular', ['tables', 'Data']],
      ['Gamma 100% form', 'angular', ['forms']],
    ] as const) {
      t.clock.advance(60_000);
      await saveComponent(t.app, bob.token, {
        name,
        description: `The ${name}`,
        tags: [...tags],
        source: { ...fileSource(), framework },
      });
    }
  });

  const list = async (query: string) => {
    const answer = await send(t.app, bob.token, 'GET', `/api/components?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return parseAnswer(componentsAnswerSchema, answer.body).data;
  };

  it('should sort newest, oldest, by name and by framework', async () => {
    const names = async (sort: string) => (await list(`sort=${sort}`)).items.map((c) => c.name);
    expect(await names('newest')).toEqual(['Gamma 100% form', 'beta table', 'Alpha card']);
    expect(await names('oldest')).toEqual(['Alpha card', 'beta table', 'Gamma 100% form']);
    expect(await names('name')).toEqual(['Alpha card', 'beta table', 'Gamma 100% form']);
    expect(await names('framework')).toEqual(['beta table', 'Gamma 100% form', 'Alpha card']);
  });

  it('should sort the component worked on last first', async () => {
    const names = async () => (await list('sort=updated')).items.map((c) => c.name);
    expect(await names()).toEqual(['Gamma 100% form', 'beta table', 'Alpha card']);
    const alpha = (await list('search=alpha')).items[0]!;
    t.clock.advance(60_000);
    const added = await send(t.app, bob.token, 'POST', `/api/components/${alpha.id}/versions`, {
      source: { ...fileSource(), framework: 'react' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await names()).toEqual(['Alpha card', 'Gamma 100% form', 'beta table']);
  });

  it('should search names, descriptions and tags, with % taken literally', async () => {
    expect((await list('search=TABLE')).items.map((c) => c.name)).toEqual(['beta table']);
    expect((await list('search=data')).items.map((c) => c.name)).toEqual(['beta table']);
    expect((await list('search=100%25')).items.map((c) => c.name)).toEqual(['Gamma 100% form']);
    expect((await list('search=%25')).items).toHaveLength(1);
  });

  it('should filter by framework and tag, and page', async () => {
    expect((await list('framework=angular')).pagination.total).toBe(2);
    expect((await list('tag=data')).items.map((c) => c.name)).toEqual(['beta table']);
    const page = await list('limit=2&page=2');
    expect(page.items).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('should count them in the stats, with those saved in the last 7 days', async () => {
    // Saved eight days ago: moved back in the database, since moving the clock expires the token.
    await t.database.database.db
      .update(components)
      .set({ createdAt: sql`${components.createdAt} - interval '8 days'` })
      .where(eq(components.userId, bob.id));
    await saveComponent(t.app, bob.token, { name: 'Delta', source: fileSource() });
    const answer = await send(t.app, bob.token, 'GET', '/api/components/stats');
    expect(parseAnswer(componentStatsAnswerSchema, answer.body).data).toEqual({
      total: 4,
      savedLast7Days: 1,
      byFramework: { angular: 2, react: 2 },
      limit: 100,
    });
  });
});

describe('given the plan storage limit', () => {
  it('should refuse a save past it, keep nothing, and free bytes on delete', async () => {
    const carol = await signup(t.app);
    const kept = await saveComponent(t.app, carol.token, { source: fileSource() });
    const used = await storageUsed(carol);
    expect(used).toBe(kept.storageBytes);
    const db = t.database.database.db;
    const [{ limit } = { limit: 0 }] = await db
      .select({ limit: plans.storageLimitBytes })
      .from(plans)
      .where(eq(plans.id, 'free'));
    await db
      .update(usageCounters)
      .set({ storageUsedBytes: limit - 10 })
      .where(eq(usageCounters.userId, carol.id));
    const refused = await send(t.app, carol.token, 'POST', '/api/components', {
      name: 'Too big',
      source: fileSource(),
    });
    expect(refused.statusCode).toBe(413);
    const error = parseAnswer(errorEnvelopeSchema, refused.body).error;
    expect(error.code).toBe('STORAGE_LIMIT_REACHED');
    expect(error.message).toMatch(/storage/);
    const version = await send(t.app, carol.token, 'POST', `/api/components/${kept.id}/versions`, {
      source: fileSource('changed'),
    });
    expect(version.statusCode).toBe(413);
    const listed = await send(t.app, carol.token, 'GET', '/api/components');
    expect(parseAnswer(componentsAnswerSchema, listed.body).data.pagination.total).toBe(1);
    const deleted = await send(t.app, carol.token, 'DELETE', `/api/components/${kept.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await storageUsed(carol)).toBe(limit - 10 - kept.storageBytes);
  });
});

describe('given a member who exports their data', () => {
  it('should include each saved component with every version and its code, and none of another user’s', async () => {
    const owner = await signup(t.app);
    const other = await signup(t.app);
    const { id } = await saveComponent(t.app, owner.token, {
      name: 'Exported badge',
      source: fileSource('export const Badge = () => null;\n'),
    });
    await send(t.app, owner.token, 'POST', `/api/components/${id}/versions`, {
      source: fileSource('export const Badge = () => <b>v2</b>;\n'),
    });
    await saveComponent(t.app, other.token, {
      name: 'Not mine',
      source: fileSource('export const Other = () => null;\n'),
    });
    const answer = await send(t.app, owner.token, 'GET', '/api/users/export');
    const data = parseAnswer(exportAnswerSchema, answer.body).data;
    expect(data.components.map((component) => component.name)).toEqual(['Exported badge']);
    expect(data.components[0]?.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(data.components[0]?.versions[1]?.files[0]?.content).toContain('v2');
  });
});
