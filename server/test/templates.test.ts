import {
  auditLogAnswerSchema,
  createTemplateBodySchema,
  errorEnvelopeSchema,
  historyAnswerSchema,
  templateAnswerSchema,
  templateCategories,
  templatePreviewAnswerSchema,
  templatesAnswerSchema,
  updateTemplateBodySchema,
  type AiGeneratedFile,
  type Template,
} from '@kiln/contract';
import { validate as validateFiles } from '@kiln/generator';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { readDesignSystemDeclarations } from '../src/workers/design-system-declarations';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  type SignedUp,
  type TestApp,
} from './support/app';
import { send } from './support/components';

let t: TestApp;
let member: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  member = await signup(t.app);
  admin = await signup(t.app, { firstName: 'Root', lastName: 'Operator' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '', token = member.token) => {
  const answer = await send(t.app, token, 'GET', `/api/templates${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseAnswer(templatesAnswerSchema, answer.body).data;
};

const seeded = async (name: string): Promise<Template> => {
  const found = (await list(`?limit=100&q=${encodeURIComponent(name)}`)).items.find(
    (template) => template.name === name,
  );
  if (!found) expect.fail(`no seeded template named ${name}`);
  return found;
};

const newTemplate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Newsletter signup',
  description: 'An e-mail field and a subscribe button.',
  category: 'forms',
  frameworks: ['angular', 'react'],
  tags: ['newsletter', 'form'],
  request: {
    type: 'form',
    framework: 'angular',
    description: 'A newsletter signup form with a required email field and a subscribe button.',
  },
  ...overrides,
});

const create = async (body: unknown) => {
  const answer = await send(t.app, admin.token, 'POST', '/api/templates', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return parseAnswer(templateAnswerSchema, answer.body).data;
};

describe('given the seeded templates', () => {
  it('should list at least 16, across the five categories, each with a request that describes it', async () => {
    const { items, pagination } = await list('?limit=100');
    expect(pagination.total).toBeGreaterThanOrEqual(16);
    expect(new Set(items.map((template) => template.category))).toEqual(
      new Set(templateCategories),
    );
    for (const name of [
      'Button',
      'Product card',
      'Navbar',
      'Contact form',
      'Data table',
      'Modal dialog',
      'Login form',
      'Pricing table',
      'Dashboard stat cards',
      'Sidebar',
      'Stepper',
      'File upload',
      'Kanban board',
      'Settings form',
      'Testimonial',
      'FAQ',
    ])
      expect(items.map((template) => template.name)).toContain(name);
    for (const template of items) {
      expect(template.frameworks.length).toBeGreaterThan(0);
      expect(template.tags.length).toBeGreaterThan(0);
      expect(template.request.description?.trim()).toBeTruthy();
    }
  });

  it('should page the list, with the real total on every page', async () => {
    const first = await list('?limit=5');
    const second = await list('?limit=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(first.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(second.pagination.total).toBe(first.pagination.total);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 5));
    const ids = new Set([...first.items, ...second.items].map((template) => template.id));
    expect(ids.size).toBe(10);
    expect((await list('?page=1000')).items).toEqual([]);
  });

  it('should filter by words in the name, description or tags, by category and by framework', async () => {
    const byName = await list('?q=KANBAN');
    expect(byName.items.map((template) => template.name)).toEqual(['Kanban board']);
    const byTag = await list('?q=e-commerce');
    expect(byTag.items.map((template) => template.name)).toEqual(['Product card']);
    const wildcard = await list('?q=%25');
    expect(wildcard.items).toEqual([]);

    const forms = await list('?category=forms&limit=100');
    expect(forms.items.length).toBeGreaterThanOrEqual(4);
    expect(forms.items.every((template) => template.category === 'forms')).toBe(true);

    const onlyAngular = await create(
      newTemplate({ name: 'Angular-only banner', frameworks: ['angular'], category: 'layout' }),
    );
    const react = await list('?framework=react&limit=100');
    expect(react.items.every((template) => template.frameworks.includes('react'))).toBe(true);
    expect(react.items.map((template) => template.id)).not.toContain(onlyAngular.id);
    const angularLayout = await list('?framework=angular&category=layout&q=banner');
    expect(angularLayout.items.map((template) => template.id)).toEqual([onlyAngular.id]);
  });

  it('should refuse a bad category, framework, page or a NUL in the words', async () => {
    for (const query of ['?category=widgets', '?framework=vue', '?page=0', '?limit=101', '?q=%00'])
      expect((await send(t.app, member.token, 'GET', `/api/templates${query}`)).statusCode).toBe(
        400,
      );
  });
});

describe('given someone who is not an admin', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/templates'],
    ['GET', `/api/templates/${someId}`],
    ['GET', `/api/templates/${someId}/preview`],
    ['POST', '/api/templates', newTemplate()],
    ['PATCH', `/api/templates/${someId}`, { name: 'Renamed' }],
    ['DELETE', `/api/templates/${someId}`],
  ];

  it('should answer every route without a token with 401', async () => {
    for (const [method, url, body] of routes) {
      const answer = await t.app.inject({
        method: method as 'GET',
        url,
        ...(body ? { payload: body as Record<string, unknown> } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      parseAnswer(errorEnvelopeSchema, answer.body);
    }
  });

  it("should refuse a member's create, change and delete with 403, on a real template's id", async () => {
    const button = await seeded('Button');
    for (const [method, url, body] of [
      ['POST', '/api/templates', newTemplate()],
      ['PATCH', `/api/templates/${button.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/templates/${button.id}`],
    ] as const) {
      const answer = await send(t.app, member.token, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe('FORBIDDEN');
    }
    expect((await seeded('Button')).name).toBe('Button');
  });

  it('should let a member read one template and answer 404 for an unknown id', async () => {
    const button = await seeded('Button');
    const one = await send(t.app, member.token, 'GET', `/api/templates/${button.id}`);
    expect(parseAnswer(templateAnswerSchema, one.body).data).toEqual(button);
    expect((await send(t.app, member.token, 'GET', `/api/templates/${someId}`)).statusCode).toBe(
      404,
    );
    expect((await send(t.app, member.token, 'GET', '/api/templates/not-an-id')).statusCode).toBe(
      400,
    );
  });
});

describe('given an admin editing templates', () => {
  it('should create, change and delete a template, each written to the audit log', async () => {
    const created = await create(newTemplate({ tags: ['newsletter', 'newsletter', 'form'] }));
    expect(created).toMatchObject({
      name: 'Newsletter signup',
      category: 'forms',
      frameworks: ['angular', 'react'],
      tags: ['newsletter', 'form'],
    });

    const changed = await send(t.app, admin.token, 'PATCH', `/api/templates/${created.id}`, {
      name: 'Newsletter form',
      category: 'ui',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = parseAnswer(templateAnswerSchema, changed.body).data;
    expect(updated).toMatchObject({ name: 'Newsletter form', category: 'ui', tags: created.tags });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const removed = await send(t.app, admin.token, 'DELETE', `/api/templates/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      (await send(t.app, member.token, 'GET', `/api/templates/${created.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, admin.token, 'DELETE', `/api/templates/${created.id}`)).statusCode,
    ).toBe(404);

    const audit = parseAnswer(
      auditLogAnswerSchema,
      (await send(t.app, admin.token, 'GET', `/api/admin/audit-log?targetId=${created.id}`)).body,
    ).data.items;
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'admin.template_create',
      'admin.template_delete',
      'admin.template_update',
    ]);
    const update = audit.find((entry) => entry.action === 'admin.template_update');
    expect(update).toMatchObject({
      actor: { id: admin.id },
      before: { name: 'Newsletter signup', category: 'forms' },
      after: { name: 'Newsletter form', category: 'ui' },
    });
  });

  it('should refuse incomplete or invalid templates and an empty change', async () => {
    const button = await seeded('Button');
    for (const body of [
      newTemplate({ name: ' ' }),
      newTemplate({ category: 'widgets' }),
      newTemplate({ frameworks: [] }),
      newTemplate({ frameworks: ['vue'] }),
      newTemplate({ tags: Array.from({ length: 13 }, (_, i) => `tag${i}`) }),
      newTemplate({ request: { type: 'form' } }),
      newTemplate({ request: { description: 'x'.repeat(2001) } }),
    ]) {
      const answer = await send(t.app, admin.token, 'POST', '/api/templates', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe('VALIDATION_ERROR');
    }
    const empty = await send(t.app, admin.token, 'PATCH', `/api/templates/${button.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('should keep hostile text in names, descriptions and tags as the exact text sent', async () => {
    const hostile = {
      name: '<img src=x onerror=alert(1)>',
      description: '"><script>alert(document.cookie)</script> &amp; {{constructor}}',
      tags: ['<b>bold</b>', "'; drop table templates; --", '${7*7}'],
    };
    const created = await create(newTemplate(hostile));
    expect(created).toMatchObject(hostile);
    const read = await send(t.app, member.token, 'GET', `/api/templates/${created.id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(parseAnswer(templateAnswerSchema, read.body).data).toMatchObject(hostile);
    const found = await list(`?q=${encodeURIComponent('<script>')}`);
    expect(found.items.map((template) => template.id)).toEqual([created.id]);
    expect((await list('?limit=100')).items.map((template) => template.name)).toContain('Button');
  });
});

describe('given a template preview', () => {
  /**
   * The engine's own checks (TypeScript, Angular's template parser, sass), in this process; react-ds
   * output against the installed design system's declarations, as the server's workers check it.
   */
  const declarations = readDesignSystemDeclarations();
  const validate = (files: AiGeneratedFile[]) =>
    validateFiles(
      files.map(({ path, content }) => ({ path, content })),
      declarations ? { declarations } : {},
    );

  it("should answer the engine's files for the template's framework, which validate", async () => {
    const form = await seeded('Contact form');
    const answer = await send(t.app, member.token, 'GET', `/api/templates/${form.id}/preview`);
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = parseAnswer(templatePreviewAnswerSchema, answer.body).data;
    expect(preview).toMatchObject({ templateId: form.id, framework: 'angular' });
    expect(preview.files.map((file) => file.path)).toContain('contact-form.component.ts');
    expect(await validate(preview.files)).toEqual([]);

    const inReact = parseAnswer(
      templatePreviewAnswerSchema,
      (await send(t.app, member.token, 'GET', `/api/templates/${form.id}/preview?framework=react`))
        .body,
    ).data;
    expect(inReact.files.map((file) => file.path)).toContain('ContactForm.tsx');
    expect(await validate(inReact.files)).toEqual([]);
  });

  it('should write files that validate for every template in each framework it offers', async () => {
    const { items } = await list('?limit=100');
    for (const template of items)
      for (const framework of template.frameworks) {
        const answer = await send(
          t.app,
          member.token,
          'GET',
          `/api/templates/${template.id}/preview?framework=${framework}`,
        );
        expect(answer.statusCode, `${template.name} ${framework}`).toBe(200);
        const { files } = parseAnswer(templatePreviewAnswerSchema, answer.body).data;
        expect(await validate(files), `${template.name} in ${framework}`).toEqual([]);
      }
  }, 180_000);

  it('should neither charge the allowance nor write history, and change when the template does', async () => {
    const table = await seeded('Data table');
    const url = `/api/templates/${table.id}/preview`;
    const first = parseAnswer(
      templatePreviewAnswerSchema,
      (await send(t.app, member.token, 'GET', url)).body,
    ).data;
    const again = parseAnswer(
      templatePreviewAnswerSchema,
      (await send(t.app, member.token, 'GET', url)).body,
    ).data;
    expect(again).toEqual(first);
    const history = parseAnswer(
      historyAnswerSchema,
      (await send(t.app, member.token, 'GET', '/api/ai/history')).body,
    ).data;
    expect(history.pagination.total).toBe(0);

    t.clock.advance(1000);
    const renamed = await send(t.app, admin.token, 'PATCH', `/api/templates/${table.id}`, {
      request: { ...table.request, name: 'CustomersTable', description: table.request.description },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = parseAnswer(
      templatePreviewAnswerSchema,
      (await send(t.app, member.token, 'GET', url)).body,
    ).data;
    expect(after.name).toBe('CustomersTable');
    expect(after.updatedAt).not.toBe(first.updatedAt);
  });

  it('should refuse a framework the template does not offer', async () => {
    const banner = await create(newTemplate({ name: 'Angular banner', frameworks: ['angular'] }));
    const answer = await send(
      t.app,
      member.token,
      'GET',
      `/api/templates/${banner.id}/preview?framework=react`,
    );
    expect(answer.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, answer.body).error.code).toBe(
      'TEMPLATE_FRAMEWORK_NOT_OFFERED',
    );
  });
});

describe('given arbitrary input on every templates route', () => {
  /** Objects with the contract's own keys holding any JSON: near-miss bodies reach deeper than noise. */
  const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
    const inner = schema instanceof z.ZodPipe ? schema.in : schema;
    const shape = inner instanceof z.ZodObject ? (inner.shape as Record<string, unknown>) : {};
    const nearMiss = fc.record(
      Object.fromEntries(Object.keys(shape).map((key) => [key, fc.jsonValue({ maxDepth: 3 })])),
      { requiredKeys: [] },
    );
    return fc.oneof(nearMiss, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
  };
  const idSegment = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('%00', '..%2F..', 'null', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('ui', 'react', 'NaN', '', '%00', '[]'),
  );
  const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; body?: z.ZodType }[] =
    [
      { method: 'GET', path: '/api/templates' },
      { method: 'GET', path: '/api/templates/{id}' },
      { method: 'GET', path: '/api/templates/{id}/preview' },
      { method: 'POST', path: '/api/templates', body: createTemplateBodySchema },
      { method: 'PATCH', path: '/api/templates/{id}', body: updateTemplateBodySchema },
      { method: 'DELETE', path: '/api/templates/{id}' },
    ];

  for (const route of routes) {
    it(`should never answer 5xx to ${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route.body),
          idSegment,
          fc.dictionary(
            fc.constantFrom('q', 'category', 'framework', 'page', 'limit'),
            queryValue,
            {
              maxKeys: 3,
            },
          ),
          fc.constantFrom(undefined, member, admin),
          async (body, id, query, caller) => {
            const search = new URLSearchParams(query).toString();
            const url = `${route.path.replace('{id}', encodeURIComponent(id))}${search ? `?${search}` : ''}`;
            const answer = await t.app.inject({
              method: route.method,
              url,
              headers: {
                ...(caller ? bearer(caller.token) : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            expect(
              answer.statusCode,
              `${route.method} ${url} ${JSON.stringify(body)} → ${answer.body}`,
            ).toBeLessThan(500);
            if (answer.statusCode >= 400)
              expect(errorEnvelopeSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
