import {
  chatAnswerSchema,
  errorEnvelopeSchema,
  libraryItemAnswerSchema,
  libraryListAnswerSchema,
  LIBRARY_CATEGORIES,
  sessionAnswerSchema,
  startSessionAnswerSchema,
  type LibraryItemSummary,
} from '@kiln/contract';
import { FRAMEWORKS } from '@kiln/generator';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems, libraryItemVersions } from '../src/db/schema/index';
import { CATALOGUE, type CatalogueEntry } from '../src/library/catalogue';
import { seedLibrary } from '../src/library/seed';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { startFakeOpenAi, type FakeOpenAi, fakeProviderEnv } from './support/fake-openai';
import { parseAnswer, signup, type SignedUp } from './support/app';
import { converse, send } from './support/components';
import { createTestDatabase } from './support/database';
import { unzip } from './support/unzip';

let t: AiTestApp;
let owner: SignedUp;
let intruder: SignedUp;
beforeAll(async () => {
  t = await startAiApp();
  await t.app.ctx.library.start();
  owner = await signup(t.app);
  intruder = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const answer = await send(t.app, owner.token, 'GET', `/api/library${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseAnswer(libraryListAnswerSchema, answer.body).data;
};

const itemOf = async (slug: string, framework: string): Promise<LibraryItemSummary> => {
  const { items } = await list(`?framework=${framework}&limit=100`);
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) expect.fail(`no ${slug} in ${framework}`);
  return item;
};

const startFrom = (token: string, from: unknown) =>
  send(t.app, token, 'POST', '/api/ai/copilot/session/start', { from });

const chat = async (token: string, sessionId: string, message: string) => {
  t.clock.advance(1_000);
  return send(t.app, token, 'POST', '/api/ai/copilot/chat', {
    sessionId,
    message,
    conversationHistory: [],
    continuePreviousConversation: true,
  });
};

describe('given a request without a token', () => {
  it.each(['/api/library', '/api/library/00000000-0000-4000-8000-000000000000'])(
    'should answer 401 for %s',
    async (url) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(401);
      parseAnswer(errorEnvelopeSchema, answer.body);
    },
  );

  it('should refuse the download with 401', async () => {
    const { id } = await itemOf('login-form', 'angular');
    const answer = await t.app.inject({ method: 'GET', url: `/api/library/${id}/download` });
    expect(answer.statusCode).toBe(401);
  });
});

describe('given the seeded library', () => {
  it('should hold every catalogue entry in every framework', async () => {
    const { pagination } = await list('?limit=1');
    expect(pagination.total).toBe(CATALOGUE.length * FRAMEWORKS.length);
    for (const framework of FRAMEWORKS) {
      const answer = await list(`?framework=${framework}&limit=100`);
      expect(answer.items.every((item) => item.framework === framework)).toBe(true);
      expect(answer.items.map((item) => item.slug).sort()).toEqual(
        CATALOGUE.map((entry) => entry.slug).sort(),
      );
    }
  });

  it('should count each category under the search and framework, whatever the category asked', async () => {
    const answer = await list('?framework=react&category=forms');
    const forms = CATALOGUE.filter((entry) => entry.category === 'forms').length;
    expect(answer.pagination.total).toBe(forms);
    expect(answer.items.every((item) => item.category === 'forms')).toBe(true);
    expect(answer.categories.map((row) => row.category)).toEqual([...LIBRARY_CATEGORIES]);
    for (const row of answer.categories)
      expect(row.count).toBe(CATALOGUE.filter((entry) => entry.category === row.category).length);
  });

  it('should find items by words of their name, description or tags', async () => {
    const byName = await list('?q=signup&framework=angular');
    expect(byName.items.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['signup-form', 'newsletter-signup']),
    );
    const byTag = await list('?q=ecommerce');
    expect(byTag.items.map((item) => item.slug)).toEqual([
      'product-card',
      'product-card',
      'product-card',
    ]);
    expect(byTag.categories.find((row) => row.category === 'ui')?.count).toBe(3);
    expect(byTag.categories.find((row) => row.category === 'forms')?.count).toBe(0);
  });

  it('should read % and _ in a search as themselves', async () => {
    expect((await list('?q=%25')).pagination.total).toBe(0);
    expect((await list('?q=_')).pagination.total).toBe(0);
  });

  it('should page through the whole list without repeating an item', async () => {
    const seen = new Set<string>();
    const first = await list('?limit=7');
    for (let page = 1; page <= first.pagination.totalPages; page += 1) {
      const answer = await list(`?limit=7&page=${page}`);
      for (const item of answer.items) seen.add(item.id);
    }
    expect(seen.size).toBe(first.pagination.total);
    const past = await list(`?limit=7&page=${first.pagination.totalPages + 1}`);
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(first.pagination.total);
  });

  it('should answer one item with its files', async () => {
    const { id } = await itemOf('signup-form', 'react');
    const answer = await send(t.app, owner.token, 'GET', `/api/library/${id}`);
    const item = parseAnswer(libraryItemAnswerSchema, answer.body).data;
    expect(item).toMatchObject({ name: 'Signup form', framework: 'react', version: 1 });
    expect(item.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['SignupForm.tsx', 'SignupForm.module.css']),
    );
  });

  it('should send an item as a zip of its files', async () => {
    const { id } = await itemOf('navigation-bar', 'angular');
    const answer = await send(t.app, owner.token, 'GET', `/api/library/${id}/download`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const entries = await unzip(answer.rawPayload);
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.some((entry) => entry.name.endsWith('.component.ts'))).toBe(true);
  });

  it('should answer 404 for an unknown item or version, 400 for a bad id', async () => {
    const unknown = await send(
      t.app,
      owner.token,
      'GET',
      '/api/library/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const { id } = await itemOf('tabs', 'react');
    const noVersion = await send(t.app, owner.token, 'GET', `/api/library/${id}?version=9`);
    expect(noVersion.statusCode).toBe(404);
    const badId = await send(t.app, owner.token, 'GET', '/api/library/not-an-id');
    expect(badId.statusCode).toBe(400);
  });

  it('should never answer a 5xx to any query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('q', 'category', 'framework', 'page', 'limit', 'x'),
          fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
          { maxKeys: 4 },
        ),
        async (query) => {
          const answer = await send(
            t.app,
            owner.token,
            'GET',
            `/api/library?${new URLSearchParams(query).toString()}`,
          );
          expect(answer.statusCode).toBeLessThan(500);
          if (answer.statusCode === 200) parseAnswer(libraryListAnswerSchema, answer.body);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('given the API documentation', () => {
  it('should list the library endpoints', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = JSON.parse(answer.body) as { paths: Record<string, Record<string, unknown>> };
    expect(
      Object.keys(document.paths['/api/library/'] ?? document.paths['/api/library'] ?? {}),
    ).toEqual(['get']);
    expect(Object.keys(document.paths['/api/library/{id}'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/library/{id}/download'] ?? {})).toEqual(['get']);
  });
});

describe('given a conversation started from a library item', () => {
  it('should refine that component with the first message', async () => {
    const item = await itemOf('contact-form', 'react');
    const library = parseAnswer(
      libraryItemAnswerSchema,
      (await send(t.app, owner.token, 'GET', `/api/library/${item.id}`)).body,
    ).data;
    const started = await startFrom(owner.token, { kind: 'library', id: item.id, version: 1 });
    expect(started.statusCode, started.body).toBe(201);
    const session = parseAnswer(startSessionAnswerSchema, started.body).data;
    expect(session.from).toEqual({
      kind: 'library',
      id: item.id,
      version: 1,
      name: 'Contact form',
      framework: 'react',
    });
    // By reference only: nothing of the component is copied into the conversation's context.
    expect(session.context).toBeNull();

    const answered = await chat(owner.token, session.sessionId, 'make the button label Send');
    expect(answered.statusCode, answered.body).toBe(200);
    const answer = parseAnswer(chatAnswerSchema, answered.body).data;
    expect(answer.files.map((file) => file.path).sort()).toEqual(
      library.files.map((file) => file.path).sort(),
    );
    const component = answer.files.find((file) => file.path === 'ContactForm.tsx')?.content;
    expect(component).toContain('Send');
    expect(component).toMatch(/message/i);
    expect(component).not.toEqual(library.files.find((f) => f.path === 'ContactForm.tsx')?.content);

    const reread = await send(
      t.app,
      owner.token,
      'GET',
      `/api/ai/copilot/sessions/${session.sessionId}`,
    );
    expect(parseAnswer(sessionAnswerSchema, reread.body).data.session.from?.name).toBe(
      'Contact form',
    );
  });

  it('should answer 404 for an item or a version that does not exist', async () => {
    const missing = await startFrom(owner.token, {
      kind: 'library',
      id: '00000000-0000-4000-8000-000000000000',
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
    const { id } = await itemOf('tabs', 'angular');
    const noVersion = await startFrom(owner.token, { kind: 'library', id, version: 2 });
    expect(noVersion.statusCode).toBe(404);
  });
});

describe('given a conversation started from a saved component', () => {
  let componentId: string;
  beforeAll(async () => {
    const { answers } = await converse(t.app, t.clock, owner.token, ['a login form']);
    const saved = await send(t.app, owner.token, 'POST', '/api/components', {
      name: 'My login',
      source: { kind: 'chat-message', id: answers[0] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    componentId = (JSON.parse(saved.body) as { data: { id: string } }).data.id;
  });

  it("should answer 404 for another user's component", async () => {
    const answer = await startFrom(intruder.token, {
      kind: 'component',
      id: componentId,
      version: 1,
    });
    expect(answer.statusCode).toBe(404);
    parseAnswer(errorEnvelopeSchema, answer.body);
  });

  it("should refine the owner's component with the first message", async () => {
    const started = await startFrom(owner.token, {
      kind: 'component',
      id: componentId,
      version: 1,
    });
    expect(started.statusCode, started.body).toBe(201);
    const session = parseAnswer(startSessionAnswerSchema, started.body).data;
    expect(session.from).toMatchObject({ kind: 'component', name: 'My login', version: 1 });
    const answered = await chat(owner.token, session.sessionId, 'add a phone field');
    expect(answered.statusCode, answered.body).toBe(200);
    const answer = parseAnswer(chatAnswerSchema, answered.body).data;
    expect(answer.code).toMatch(/phone/i);
    expect(answer.code).toMatch(/password/i);
  });
});

describe('given the seeding run again', () => {
  const itemRows = () => t.database.database.db.select().from(libraryItems);
  const versionCount = async () =>
    (await t.database.database.db.select({ value: count() }).from(libraryItemVersions))[0]?.value;
  const withEntry = (slug: string, change: Partial<CatalogueEntry>) =>
    CATALOGUE.map((entry) => (entry.slug === slug ? { ...entry, ...change } : entry));

  it('should change nothing when the engine answers the same, even from two instances at once', async () => {
    const before = await itemRows();
    const versions = await versionCount();
    const reports = await Promise.all([
      seedLibrary(t.database.database.db, CATALOGUE, t.clock.now),
      seedLibrary(t.database.database.db, CATALOGUE, t.clock.now),
    ]);
    for (const report of reports)
      expect(report).toEqual({
        created: 0,
        updated: 0,
        unchanged: CATALOGUE.length * FRAMEWORKS.length,
        retired: 0,
      });
    expect(await itemRows()).toEqual(before);
    expect(await versionCount()).toBe(versions);
  });

  it('should take a new description without a new version', async () => {
    const catalogue = withEntry('tabs', { description: 'Panels behind tabs.' });
    const report = await seedLibrary(t.database.database.db, catalogue, t.clock.now);
    expect(report.updated).toBe(0);
    const { id, version, description } = await itemOf('tabs', 'react');
    expect({ version, description }).toEqual({ version: 1, description: 'Panels behind tabs.' });
    await seedLibrary(t.database.database.db, CATALOGUE, t.clock.now);
    expect((await itemOf('tabs', 'react')).id).toBe(id);
  });

  it('should bump the version only of items whose output changed, keeping the earlier one', async () => {
    const catalogue = withEntry('breadcrumbs', { request: 'breadcrumbs with a dark theme' });
    const report = await seedLibrary(t.database.database.db, catalogue, t.clock.now);
    expect(report).toMatchObject({ created: 0, updated: FRAMEWORKS.length });
    const bumped = await itemOf('breadcrumbs', 'angular');
    expect(bumped.version).toBe(2);
    expect((await itemOf('tabs', 'angular')).version).toBe(1);
    const first = await send(t.app, owner.token, 'GET', `/api/library/${bumped.id}?version=1`);
    const current = await send(t.app, owner.token, 'GET', `/api/library/${bumped.id}`);
    expect(parseAnswer(libraryItemAnswerSchema, first.body).data.files).not.toEqual(
      parseAnswer(libraryItemAnswerSchema, current.body).data.files,
    );
    const again = await seedLibrary(t.database.database.db, catalogue, t.clock.now);
    expect(again.updated).toBe(0);
  });

  it('should stop listing an entry taken out of the catalogue but keep it readable', async () => {
    const { id } = await itemOf('star-rating', 'react');
    const catalogue = CATALOGUE.filter((entry) => entry.slug !== 'star-rating');
    const report = await seedLibrary(t.database.database.db, catalogue, t.clock.now);
    expect(report.retired).toBe(FRAMEWORKS.length);
    expect((await list('?q=star')).pagination.total).toBe(0);
    const read = await send(t.app, owner.token, 'GET', `/api/library/${id}`);
    expect(read.statusCode).toBe(200);
    await seedLibrary(t.database.database.db, CATALOGUE, t.clock.now);
    const [row] = await t.database.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.id, id));
    expect(row?.listed).toBe(true);
  });
});

describe('given two instances seeding an empty database at once', () => {
  it("should create each item once: the second finds the first one's work", async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh.database;
      const now = () => new Date();
      const reports = await Promise.all([
        seedLibrary(db, CATALOGUE, now),
        seedLibrary(db, CATALOGUE, now),
      ]);
      const total = CATALOGUE.length * FRAMEWORKS.length;
      expect(reports.map((report) => report.created).sort()).toEqual([0, total]);
      expect(reports.map((report) => report.unchanged).sort()).toEqual([0, total]);
      const [items] = await db.select({ value: count() }).from(libraryItems);
      const [versions] = await db.select({ value: count() }).from(libraryItemVersions);
      expect({ items: items?.value, versions: versions?.value }).toEqual({
        items: total,
        versions: total,
      });
    } finally {
      await fresh.dispose();
    }
  });
});

describe('given the model provider and a conversation started from a library item', () => {
  let fake: FakeOpenAi;
  let modelApp: AiTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    modelApp = await startAiApp({
      ...fakeProviderEnv(fake.baseUrl),
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '0',
    });
    await modelApp.app.ctx.library.start();
  });
  afterAll(async () => {
    await modelApp.close();
    await fake.close();
  });

  it("should show the model the item's code before the first message", async () => {
    const user = await signup(modelApp.app);
    const listed = await call<{ data: { items: LibraryItemSummary[] } }>(
      modelApp.base,
      'GET',
      '/library?q=pricing&framework=angular',
      user.token,
    );
    const item = listed.body.data.items[0];
    if (!item) expect.fail('no pricing table in the library');
    const started = await call<{ data: { sessionId: string } }>(
      modelApp.base,
      'POST',
      '/ai/copilot/session/start',
      user.token,
      { from: { kind: 'library', id: item.id, version: item.version } },
    );
    expect(started.status).toBe(201);
    modelApp.clock.advance(1_000);
    await call(modelApp.base, 'POST', '/ai/copilot/chat', user.token, {
      sessionId: started.body.data.sessionId,
      message: 'make the button label Choose',
      conversationHistory: [],
      continuePreviousConversation: false,
    });
    const messages = fake.requests.at(-1)?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'assistant', 'user']);
    expect(messages[1]?.content).toContain('Here is Pricing table');
    expect(messages[1]?.content).toContain('export class PricingTableComponent');
  });
});
