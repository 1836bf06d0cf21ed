import {
  auditLogAnswerSchema,
  componentAnswerSchema,
  componentVersionsAnswerSchema,
  errorEnvelopeSchema,
  galleryCategoriesAnswerSchema,
  galleryListAnswerSchema,
  galleryReactionAnswerSchema,
  galleryRemixAnswerSchema,
  GalleryErrorCode,
} from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiApp, type AiTestApp } from './support/ai-app';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { converse, fileSource, saveComponent, send } from './support/components';
import { makeAdmin, openEntry, publish } from './support/gallery';

let t: AiTestApp;
let author: SignedUp;
let reader: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await startAiApp();
  author = await signup(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  reader = await signup(t.app);
  admin = await signup(t.app);
  await makeAdmin(t.database.database, admin.id);
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string, query = '') => {
  const answer = await send(t.app, token, 'GET', `/api/gallery${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseAnswer(galleryListAnswerSchema, answer.body).data;
};

/** A component with the engine's model: saved from a copilot answer. */
const modelledComponent = async (token: string, message = 'a login form with email') => {
  const { answers } = await converse(t.app, t.clock, token, [message]);
  return saveComponent(t.app, token, {
    name: 'Login',
    source: { kind: 'chat-message', id: answers[0]! },
  });
};

describe('given a component its author published', () => {
  let componentId: string;
  let entryId: string;
  beforeAll(async () => {
    const component = await saveComponent(t.app, author.token, {
      source: fileSource('export const Badge = () => <b>v1</b>;\n'),
    });
    componentId = component.id;
    entryId = (await publish(t.app, author.token, { componentId, category: 'ui' })).id;
  });

  it('should list it for another user, with its author and category count', async () => {
    const page = await list(reader.token, '?sort=recent');
    const item = page.items.find((entry) => entry.id === entryId);
    expect(item).toMatchObject({
      title: 'Pricing table',
      category: 'ui',
      author: { displayName: 'Grace Hopper' },
      mine: false,
      likedByMe: false,
    });
    expect(page.pagination.total).toBeGreaterThanOrEqual(1);
    const categories = await send(t.app, reader.token, 'GET', '/api/gallery/categories');
    const counts = parseAnswer(galleryCategoriesAnswerSchema, categories.body).data;
    expect(counts.items.find((row) => row.category === 'ui')?.count).toBeGreaterThanOrEqual(1);
    expect(counts.items.map((row) => row.category)).toContain('marketing');
  });

  it('should keep the published snapshot when the component changes, until it is republished', async () => {
    await send(t.app, author.token, 'POST', `/api/components/${componentId}/versions`, {
      source: fileSource('export const Badge = () => <b>v2</b>;\n'),
    });
    const before = await openEntry(t.app, reader.token, entryId);
    expect(before.version).toBe(1);
    expect(before.files[0]?.content).toContain('v1');

    const republished = await publish(t.app, author.token, { componentId, category: 'ui' });
    expect(republished.id).toBe(entryId);
    const after = await openEntry(t.app, reader.token, entryId);
    expect(after.version).toBe(2);
    expect(after.files[0]?.content).toContain('v2');
  });

  it('should count a view once per user, and never the author’s own', async () => {
    const first = await openEntry(t.app, admin.token, entryId);
    await openEntry(t.app, admin.token, entryId);
    await openEntry(t.app, author.token, entryId);
    const again = await openEntry(t.app, admin.token, entryId);
    expect(again.viewsCount).toBe(first.viewsCount);
  });

  it('should count a repeated like once, and an unlike once', async () => {
    const like = () => send(t.app, reader.token, 'PUT', `/api/gallery/${entryId}/like`);
    expect(parseAnswer(galleryReactionAnswerSchema, (await like()).body).data).toEqual({
      active: true,
      count: 1,
    });
    expect(parseAnswer(galleryReactionAnswerSchema, (await like()).body).data.count).toBe(1);
    const unlike = () => send(t.app, reader.token, 'DELETE', `/api/gallery/${entryId}/like`);
    expect(parseAnswer(galleryReactionAnswerSchema, (await unlike()).body).data.count).toBe(0);
    expect(parseAnswer(galleryReactionAnswerSchema, (await unlike()).body).data.count).toBe(0);
  });

  it('should list a favourite under My favourites for that user only', async () => {
    await send(t.app, reader.token, 'PUT', `/api/gallery/${entryId}/favourite`);
    const mine = await list(reader.token, '?tab=favourites');
    expect(mine.items.map((entry) => entry.id)).toEqual([entryId]);
    expect(mine.items[0]?.favouritedByMe).toBe(true);
    expect((await list(admin.token, '?tab=favourites')).items).toEqual([]);
  });

  it('should fork it into the reader’s components with a first version naming its origin', async () => {
    const answer = await send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/fork`, {});
    expect(answer.statusCode, answer.body).toBe(201);
    const fork = parseAnswer(componentAnswerSchema, answer.body).data;
    expect(fork.name).toBe('Pricing table');
    expect(fork.current.files[0]?.content).toContain('v2');
    const versions = parseAnswer(
      componentVersionsAnswerSchema,
      (await send(t.app, reader.token, 'GET', `/api/components/${fork.id}/versions`)).body,
    ).data.items;
    expect(versions[0]?.provenance).toMatchObject({
      source: 'gallery-fork',
      origin: { entryId, title: 'Pricing table', author: 'Grace Hopper' },
    });
    expect((await openEntry(t.app, reader.token, entryId)).forksCount).toBe(1);
  });

  it('should say why it cannot be remixed: it has no engine model', async () => {
    expect((await openEntry(t.app, reader.token, entryId)).remix).toEqual({
      available: false,
      reason: expect.stringContaining('no engine model'),
    });
    const answer = await send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/remix`, {
      framework: 'angular',
    });
    expect(answer.statusCode).toBe(409);
    expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe(
      GalleryErrorCode.remixUnavailable,
    );
  });

  it('should store hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await publish(t.app, author.token, {
      componentId,
      title: hostile,
      description: hostile,
      tags: [hostile.slice(0, 40)],
    });
    const entry = await openEntry(t.app, reader.token, entryId);
    expect(entry.title).toBe(hostile);
    expect(entry.description).toBe(hostile);
    expect(entry.tags).toEqual([hostile.slice(0, 40)]);
  });
});

describe('given fifty users who like one entry at the same moment', () => {
  it('should count exactly fifty likes, and exactly fifty favourites', async () => {
    const component = await saveComponent(t.app, author.token, { source: fileSource() });
    const { id } = await publish(t.app, author.token, { componentId: component.id });
    const likers = await Promise.all(Array.from({ length: 50 }, () => signup(t.app)));
    const answers = await Promise.all(
      likers.flatMap((liker) => [
        send(t.app, liker.token, 'PUT', `/api/gallery/${id}/like`),
        send(t.app, liker.token, 'PUT', `/api/gallery/${id}/like`),
        send(t.app, liker.token, 'PUT', `/api/gallery/${id}/favourite`),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const entry = await openEntry(t.app, reader.token, id);
    expect(entry.likesCount).toBe(50);
    expect(entry.favouritesCount).toBe(50);
  });
});

describe('given an entry with the engine’s model', () => {
  let entryId: string;
  beforeAll(async () => {
    const component = await modelledComponent(author.token);
    entryId = (await publish(t.app, author.token, { componentId: component.id, category: 'forms' }))
      .id;
  });

  it('should remix it to the other framework without saving anything', async () => {
    const entry = await openEntry(t.app, reader.token, entryId);
    expect(entry.remix.available).toBe(true);
    const target = entry.framework === 'angular' ? 'react' : 'angular';
    const answer = await send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/remix`, {
      framework: target,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const remix = parseAnswer(galleryRemixAnswerSchema, answer.body).data;
    expect(remix.framework).toBe(target);
    expect(remix.files.length).toBeGreaterThan(0);
    expect((await openEntry(t.app, reader.token, entryId)).forksCount).toBe(0);

    const saved = await send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/remix/save`, {
      framework: target,
      name: 'Remixed login',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const component = parseAnswer(componentAnswerSchema, saved.body).data;
    expect(component).toMatchObject({ name: 'Remixed login', framework: target });
    expect(component.current.files).toEqual(remix.files);
    expect(component.current.provenance).toMatchObject({
      source: 'gallery-remix',
      origin: { entryId },
    });
  });

  it('should refuse a remix to the framework it already has', async () => {
    const entry = await openEntry(t.app, reader.token, entryId);
    const answer = await send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/remix`, {
      framework: entry.framework,
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('given the sorts', () => {
  it('should order by likes and by forks, highest first', async () => {
    const ids: string[] = [];
    for (const title of ['Quiet', 'Loud']) {
      const component = await saveComponent(t.app, author.token, { source: fileSource() });
      ids.push((await publish(t.app, author.token, { componentId: component.id, title })).id);
    }
    const [quiet, loud] = ids as [string, string];
    await send(t.app, reader.token, 'PUT', `/api/gallery/${loud}/like`);
    await send(t.app, admin.token, 'PUT', `/api/gallery/${loud}/like`);
    await send(t.app, reader.token, 'PUT', `/api/gallery/${quiet}/like`);
    await send(t.app, reader.token, 'POST', `/api/gallery/${loud}/fork`, {});
    for (const sort of ['likes', 'forks', 'popular']) {
      const order = (await list(reader.token, `?sort=${sort}&limit=100`)).items.map((e) => e.id);
      expect(order.indexOf(loud), sort).toBeLessThan(order.indexOf(quiet));
    }
    const search = await list(reader.token, '?search=Loud');
    expect(search.items.map((entry) => entry.id)).toEqual([loud]);
  });
});

describe('given moderation', () => {
  let entryId: string;
  beforeAll(async () => {
    const component = await saveComponent(t.app, author.token, { source: fileSource() });
    entryId = (await publish(t.app, author.token, { componentId: component.id, title: 'Spam' })).id;
  });

  it('should refuse feature and hide to anyone but an admin', async () => {
    for (const token of [author.token, reader.token])
      for (const [method, path] of [
        ['PUT', 'featured'],
        ['DELETE', 'featured'],
        ['PUT', 'hidden'],
        ['DELETE', 'hidden'],
      ] as const)
        expect(
          (await send(t.app, token, method, `/api/gallery/${entryId}/${path}`)).statusCode,
        ).toBe(403);
    expect((await send(t.app, reader.token, 'GET', '/api/gallery?tab=hidden')).statusCode).toBe(
      403,
    );
  });

  it('should list a featured entry under Featured, and take it off again', async () => {
    await send(t.app, admin.token, 'PUT', `/api/gallery/${entryId}/featured`);
    expect((await list(reader.token, '?tab=featured')).items.map((e) => e.id)).toContain(entryId);
    await send(t.app, admin.token, 'DELETE', `/api/gallery/${entryId}/featured`);
    expect((await list(reader.token, '?tab=featured')).items.map((e) => e.id)).not.toContain(
      entryId,
    );
  });

  it('should take a report with its reason into the admins’ audit log, once per user', async () => {
    const report = () =>
      send(t.app, reader.token, 'POST', `/api/gallery/${entryId}/report`, {
        reason: 'Copies someone else’s work',
      });
    expect((await report()).statusCode).toBe(200);
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(parseAnswer(errorEnvelopeSchema, again.body).error.code).toBe(
      GalleryErrorCode.alreadyReported,
    );
    const log = parseAnswer(
      auditLogAnswerSchema,
      (await send(t.app, admin.token, 'GET', `/api/admin/audit-log?targetId=${entryId}`)).body,
    ).data;
    const reports = log.items.filter((item) => item.action === 'gallery.report');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ targetType: 'gallery_entry', actor: { id: reader.id } });
    expect(JSON.stringify(reports[0])).toContain('Copies someone else’s work');
  });

  it('should make a hidden entry vanish for everyone at once, admins seeing it under Hidden', async () => {
    expect(
      (await send(t.app, admin.token, 'PUT', `/api/gallery/${entryId}/hidden`)).statusCode,
    ).toBe(200);
    for (const user of [author, reader, admin]) {
      expect((await list(user.token, '?limit=100')).items.map((e) => e.id)).not.toContain(entryId);
      expect((await list(user.token, '?tab=favourites')).items.map((e) => e.id)).not.toContain(
        entryId,
      );
    }
    for (const user of [author, reader]) {
      for (const [method, path] of [
        ['GET', ''],
        ['PUT', '/like'],
        ['PUT', '/favourite'],
        ['POST', '/fork'],
        ['POST', '/report'],
      ] as const) {
        const body = method === 'POST' ? { reason: 'again' } : undefined;
        const answer = await send(
          t.app,
          user.token,
          method,
          `/api/gallery/${entryId}${path}`,
          body,
        );
        expect(answer.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    expect((await list(admin.token, '?tab=hidden')).items.map((e) => e.id)).toEqual([entryId]);
    await send(t.app, admin.token, 'DELETE', `/api/gallery/${entryId}/hidden`);
    expect((await list(reader.token, '?limit=100')).items.map((e) => e.id)).toContain(entryId);
    const log = parseAnswer(
      auditLogAnswerSchema,
      (await send(t.app, admin.token, 'GET', `/api/admin/audit-log?targetId=${entryId}`)).body,
    ).data;
    expect(log.items.map((item) => item.action)).toEqual(
      expect.arrayContaining([
        'admin.gallery.hide',
        'admin.gallery.unhide',
        'admin.gallery.feature',
      ]),
    );
  });

  it('should let the author unpublish it', async () => {
    expect((await send(t.app, author.token, 'DELETE', `/api/gallery/${entryId}`)).statusCode).toBe(
      200,
    );
    expect((await send(t.app, reader.token, 'GET', `/api/gallery/${entryId}`)).statusCode).toBe(
      404,
    );
  });
});
