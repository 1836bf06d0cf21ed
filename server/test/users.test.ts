import {
  analyticsAnswerSchema,
  authAnswerSchema,
  errorEnvelopeSchema,
  exportAnswerSchema,
  generationsAnswerSchema,
  messageAnswerSchema,
  preferencesAnswerSchema,
  refreshAnswerSchema,
  usageTrendsAnswerSchema,
  userAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationEvents, notifications, preferences, users } from '../src/db/schema/index';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  STRONG_PASSWORD,
  type TestApp,
} from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

const makeAdmin = async (id: string) => {
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
};

describe('given a signed-in user reading profiles', () => {
  it('should answer their own profile by /users/profile and by id', async () => {
    const me = await signup(t.app);
    const byPath = parseAnswer(userAnswerSchema, (await get('/api/users/profile', me.token)).body);
    const byId = parseAnswer(
      userAnswerSchema,
      (await get(`/api/users/${me.id}/profile`, me.token)).body,
    );
    expect(byPath.data.user).toEqual(byId.data.user);
    expect(byPath.data.user.id).toBe(me.id);
  });

  it("should refuse another user's profile with 403, for reading and writing", async () => {
    const me = await signup(t.app);
    const other = await signup(t.app);
    const read = await get(`/api/users/${other.id}/profile`, me.token);
    expect(read.statusCode).toBe(403);
    expect(parseAnswer(errorEnvelopeSchema, read.body).error.code).toBe('FORBIDDEN');
    const write = await send('PUT', `/api/users/${other.id}/profile`, me.token, {
      firstName: 'Mallory',
    });
    expect(write.statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row?.firstName).toBe('Ada');
  });

  it('should answer 403 for an id that does not exist, so ids cannot be probed', async () => {
    const me = await signup(t.app);
    const response = await get('/api/users/00000000-0000-4000-8000-000000000000/profile', me.token);
    expect(response.statusCode).toBe(403);
  });

  it('should answer 400 with the field for an id that is not a UUID', async () => {
    const me = await signup(t.app);
    const response = await get('/api/users/42/profile', me.token);
    expect(response.statusCode).toBe(400);
    const body = parseAnswer(errorEnvelopeSchema, response.body);
    expect(body.error.details).toEqual({
      location: 'params',
      fields: [{ path: 'id', message: 'Must be a valid id (UUID)' }],
    });
  });

  it('should refuse every users endpoint without a token', async () => {
    for (const url of [
      '/api/users/profile',
      '/api/users/analytics',
      '/api/users/preferences',
      '/api/users/export',
      '/api/users/notifications',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      parseAnswer(errorEnvelopeSchema, response.body);
    }
  });
});

describe('given an admin', () => {
  it("should read and update another user's profile, and leave an audit trail", async () => {
    const admin = await signup(t.app);
    await makeAdmin(admin.id);
    const other = await signup(t.app);
    const read = await get(`/api/users/${other.id}/profile`, admin.token);
    expect(read.statusCode).toBe(200);
    const update = await send('PUT', `/api/users/${other.id}/profile`, admin.token, {
      company: 'Analytical Engines',
    });
    expect(update.statusCode).toBe(200);
    expect(parseAnswer(userAnswerSchema, update.body).data.user.company).toBe('Analytical Engines');
  });

  it('should see an admin as premium with 1000 generations', async () => {
    const admin = await signup(t.app);
    await makeAdmin(admin.id);
    const { user } = parseAnswer(
      userAnswerSchema,
      (await get('/api/users/profile', admin.token)).body,
    ).data;
    expect(user.role).toBe('admin');
    expect(user.subscription.plan).toBe('premium');
    expect(user.usage.generationsLimit).toBe(1000);
  });

  it('should lose admin rights as soon as the role changes in the database', async () => {
    const admin = await signup(t.app);
    await makeAdmin(admin.id);
    const other = await signup(t.app);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await get(`/api/users/${other.id}/profile`, admin.token)).statusCode).toBe(403);
  });
});

describe('given a user updating their profile', () => {
  it('should change the sent fields and keep the others', async () => {
    const me = await signup(t.app);
    const response = await send('PUT', `/api/users/${me.id}/profile`, me.token, {
      firstName: '  Augusta ',
      avatar: 'https://example.com/ada.png',
    });
    expect(response.statusCode).toBe(200);
    const { user } = parseAnswer(userAnswerSchema, response.body).data;
    expect(user).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      avatar: 'https://example.com/ada.png',
    });
  });

  it('should refuse an empty update, unknown fields and a javascript: avatar', async () => {
    const me = await signup(t.app);
    for (const payload of [
      {},
      { role: 'admin' },
      { email: 'x@example.com' },
      { avatar: 'javascript:alert(1)' },
      { firstName: '' },
    ]) {
      const response = await send('PUT', '/api/users/profile', me.token, payload);
      expect(response.statusCode).toBe(400);
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('VALIDATION_ERROR');
    }
    const { user } = parseAnswer(
      userAnswerSchema,
      (await get('/api/users/profile', me.token)).body,
    ).data;
    expect(user.role).toBe('user');
  });
});

describe('given a user with generations', () => {
  const seed = async (userId: string) => {
    const now = Date.now();
    const day = 24 * 3600 * 1000;
    await t.database.db.insert(generationEvents).values([
      {
        userId,
        kind: 'generate',
        model: 'builtin',
        framework: 'angular',
        promptTokens: 100,
        completionTokens: 400,
        durationMs: 120,
        charged: true,
        createdAt: new Date(now - 1000),
      },
      {
        userId,
        kind: 'generate',
        model: 'builtin',
        framework: 'react',
        promptTokens: 50,
        completionTokens: 150,
        durationMs: 80,
        charged: true,
        createdAt: new Date(now - day),
      },
      {
        userId,
        kind: 'refine',
        model: 'gpt-4o-mini',
        framework: 'angular',
        promptTokens: 10,
        completionTokens: 20,
        durationMs: 300,
        succeeded: false,
        createdAt: new Date(now - 3 * day),
      },
      {
        userId,
        kind: 'chat',
        model: 'gpt-4o-mini',
        promptTokens: 5,
        completionTokens: 5,
        durationMs: 100,
        createdAt: new Date(now - 20 * day),
      },
    ]);
  };

  it('should total them in analytics', async () => {
    const me = await signup(t.app);
    await seed(me.id);
    const response = await get('/api/users/analytics', me.token);
    expect(response.statusCode).toBe(200);
    const { data } = parseAnswer(analyticsAnswerSchema, response.body);
    expect(data.totals).toEqual({
      generations: 4,
      successfulGenerations: 3,
      tokens: 740,
      averageDurationMs: 150,
    });
    expect(data.byKind).toEqual([
      { kind: 'generate', count: 2 },
      { kind: 'chat', count: 1 },
      { kind: 'refine', count: 1 },
    ]);
    expect(data.currentPeriod).toMatchObject({ generationsLimit: 10, generationsRemaining: 10 });
    expect(data.lastGenerationAt).not.toBeNull();
  });

  it('should page them newest first', async () => {
    const me = await signup(t.app);
    await seed(me.id);
    const first = parseAnswer(
      generationsAnswerSchema,
      (await get('/api/users/analytics/generations?page=1&limit=3', me.token)).body,
    ).data;
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(first.items.map((item) => item.kind)).toEqual(['generate', 'generate', 'refine']);
    const second = parseAnswer(
      generationsAnswerSchema,
      (await get('/api/users/analytics/generations?page=2&limit=3', me.token)).body,
    ).data;
    expect(second.items.map((item) => item.kind)).toEqual(['chat']);
    const defaults = parseAnswer(
      generationsAnswerSchema,
      (await get('/api/users/analytics/generations', me.token)).body,
    ).data;
    expect(defaults.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it('should refuse a page size over 100', async () => {
    const me = await signup(t.app);
    const response = await get('/api/users/analytics/generations?limit=1000', me.token);
    expect(response.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.details).toMatchObject({
      location: 'querystring',
    });
  });

  it('should answer one trend point per day for each period', async () => {
    const me = await signup(t.app);
    await seed(me.id);
    for (const [period, days, generations] of [
      ['7d', 7, 3],
      ['30d', 30, 4],
      ['90d', 90, 4],
    ] as const) {
      const { data } = parseAnswer(
        usageTrendsAnswerSchema,
        (await get(`/api/users/analytics/usage-trends?period=${period}`, me.token)).body,
      );
      expect(data.period).toBe(period);
      expect(data.points).toHaveLength(days);
      expect(data.points.reduce((sum, point) => sum + point.generations, 0)).toBe(generations);
    }
    const defaults = parseAnswer(
      usageTrendsAnswerSchema,
      (await get('/api/users/analytics/usage-trends', me.token)).body,
    ).data;
    expect(defaults.period).toBe('7d');
    expect((await get('/api/users/analytics/usage-trends?period=1y', me.token)).statusCode).toBe(
      400,
    );
  });

  it("should count days in the user's time zone", async () => {
    const me = await signup(t.app);
    await t.database.db
      .update(preferences)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(preferences.userId, me.id));
    await t.database.db
      .insert(generationEvents)
      .values({ userId: me.id, kind: 'generate', model: 'builtin' });
    const { data } = parseAnswer(
      usageTrendsAnswerSchema,
      (await get('/api/users/analytics/usage-trends', me.token)).body,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    expect(data.timezone).toBe('Pacific/Kiritimati');
    expect(data.points.at(-1)).toMatchObject({ date: today, generations: 1 });
  });

  it("should never show another user's generations", async () => {
    const me = await signup(t.app);
    const other = await signup(t.app);
    await seed(other.id);
    const { data } = parseAnswer(
      generationsAnswerSchema,
      (await get('/api/users/analytics/generations', me.token)).body,
    );
    expect(data.items).toEqual([]);
  });
});

describe('given a user and their preferences', () => {
  it('should answer defaults, then keep a partial update', async () => {
    const me = await signup(t.app);
    const initial = parseAnswer(
      preferencesAnswerSchema,
      (await get('/api/users/preferences', me.token)).body,
    ).data.preferences;
    expect(initial).toEqual({
      theme: 'system',
      language: 'en',
      timezone: 'UTC',
      notifications: { email: true, push: false, updates: true, marketing: false },
    });
    const response = await send('PUT', '/api/users/preferences', me.token, {
      theme: 'dark',
      timezone: 'Europe/Paris',
      notifications: { marketing: true },
    });
    expect(response.statusCode).toBe(200);
    const updated = parseAnswer(preferencesAnswerSchema, response.body).data.preferences;
    expect(updated).toEqual({
      theme: 'dark',
      language: 'en',
      timezone: 'Europe/Paris',
      notifications: { email: true, push: false, updates: true, marketing: true },
    });
    expect(
      parseAnswer(preferencesAnswerSchema, (await get('/api/users/preferences', me.token)).body)
        .data.preferences,
    ).toEqual(updated);
  });

  it('should refuse an unknown time zone, theme or language', async () => {
    const me = await signup(t.app);
    for (const payload of [
      { timezone: 'Mars/Olympus_Mons' },
      { timezone: '+02:00' },
      { theme: 'sepia' },
      { language: 'not a language' },
      { notifications: { sms: true } },
    ]) {
      const response = await send('PUT', '/api/users/preferences', me.token, payload);
      expect(response.statusCode).toBe(400);
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('given a user changing their password', () => {
  it('should need the current password, then end their other sessions but keep this one', async () => {
    const me = await signup(t.app);
    const otherLogin = parseAnswer(
      authAnswerSchema,
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: me.email, password: me.password },
        })
      ).body,
    );
    const wrong = await send('POST', '/api/users/change-password', me.token, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, wrong.body).error.code).toBe('WRONG_PASSWORD');

    const response = await send('POST', '/api/users/change-password', me.token, {
      currentPassword: me.password,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(response.statusCode).toBe(200);
    expect(parseAnswer(messageAnswerSchema, response.body).data.message).toBe(
      'Password changed successfully',
    );

    expect((await get('/api/users/profile', me.token)).statusCode).toBe(200);
    expect((await get('/api/users/profile', otherLogin.token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: otherLogin.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: me.refreshToken },
    });
    parseAnswer(refreshAnswerSchema, refreshed.body);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: 'a-brand-new-passphrase' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('should refuse a common new password', async () => {
    const me = await signup(t.app);
    const response = await send('POST', '/api/users/change-password', me.token, {
      currentPassword: me.password,
      newPassword: 'qwertyuiop',
    });
    expect(response.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('WEAK_PASSWORD');
  });

  it('should slow down guessing the current password with 429', async () => {
    const me = await signup(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await send('POST', '/api/users/change-password', me.token, {
        currentPassword: `guess-${attempt}-xx`,
        newPassword: 'a-brand-new-passphrase',
      });
    }
    const response = await send('POST', '/api/users/change-password', me.token, {
      currentPassword: me.password,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('given a user exporting their data', () => {
  it('should answer everything held about them and nothing about others', async () => {
    const me = await signup(t.app);
    const other = await signup(t.app);
    await t.database.db.insert(generationEvents).values([
      { userId: me.id, kind: 'generate', model: 'builtin' },
      { userId: other.id, kind: 'generate', model: 'builtin' },
    ]);
    const response = await get('/api/users/export', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kiln-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = parseAnswer(exportAnswerSchema, response.body);
    expect(data.user.id).toBe(me.id);
    expect(data.generations).toHaveLength(1);
    expect(data.notifications.map((item) => item.title)).toEqual(['Welcome to Kiln']);
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain(other.id);
  });
});

describe('given a user deleting their account', () => {
  it('should need the password, then remove their rows and refuse their tokens', async () => {
    const me = await signup(t.app);
    await t.database.db
      .insert(generationEvents)
      .values({ userId: me.id, kind: 'generate', model: 'builtin' });
    const wrong = await send('DELETE', '/api/users/me', me.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/users/profile', me.token)).statusCode).toBe(200);

    const response = await send('DELETE', '/api/users/me', me.token, { password: me.password });
    expect(response.statusCode).toBe(200);
    parseAnswer(messageAnswerSchema, response.body);

    expect(await t.database.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, me.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(generationEvents).where(eq(generationEvents.userId, me.id)),
    ).toEqual([]);
    expect((await get('/api/users/profile', me.token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: me.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
