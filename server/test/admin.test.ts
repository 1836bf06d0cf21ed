import {
  adminStatsAnswerSchema,
  adminUserAnswerSchema,
  adminUsersAnswerSchema,
  auditLogAnswerSchema,
  errorEnvelopeSchema,
  invoicesAnswerSchema,
  type AdminUser,
} from '@kiln/contract';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies, users } from '../src/db/schema/index';
import { chargeGeneration } from '../src/quota/service';
import {
  createTestApp,
  parseAnswer,
  signup,
  uniqueEmail,
  type SignedUp,
  type TestApp,
} from './support/app';
import { listenHttp, type HttpClient } from './support/http';

let t: TestApp;
let http: HttpClient;
let admin: SignedUp;
let member: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  http = await listenHttp(t.app);
  admin = await signup(t.app, { firstName: 'Root', lastName: 'Operator' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  member = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const errorCode = (body: string) => parseAnswer(errorEnvelopeSchema, body).error.code;
const updateUser = (id: string, body: unknown, token = admin.token) =>
  http.patch(`/api/admin/users/${id}`, body, token);
const adminUser = (body: string): AdminUser => parseAnswer(adminUserAnswerSchema, body).data.user;

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const routes = (id: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', `/api/admin/users/${id}`],
  ['PATCH', `/api/admin/users/${id}`, { role: 'admin' }],
  ['GET', '/api/admin/audit-log'],
];

describe('given someone who is not an admin', () => {
  it('should answer every admin route without a token with 401', async () => {
    for (const [method, path, body] of routes(SOME_ID)) {
      const response = await http.request(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("should answer every admin route to a signed-in user with 403, for their own id and another's", async () => {
    for (const id of [member.id, admin.id]) {
      for (const [method, path, body] of routes(id)) {
        const response = await http.request(method, path, { token: member.token, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(errorCode(response.body)).toBe('FORBIDDEN');
      }
    }
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.role).toBe('user');
  });

  it('should stop treating a demoted admin as admin on the very next call, whatever the token says', async () => {
    const formerAdmin = await signup(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, formerAdmin.id));
    expect((await http.get('/api/admin/stats', formerAdmin.token)).status).toBe(200);
    expect((await updateUser(formerAdmin.id, { role: 'user' })).status).toBe(200);
    expect((await http.get('/api/admin/stats', formerAdmin.token)).status).toBe(403);
  });
});

describe('given an admin reading the dashboard', () => {
  it('should answer stats: users, activity, 30 days of generations and the plan mix', async () => {
    await chargeGeneration(t.database.db, member.id, { kind: 'generate', model: 'kiln-builtin' });
    const response = await http.get('/api/admin/stats', admin.token);
    expect(response.status).toBe(200);
    const stats = parseAnswer(adminStatsAnswerSchema, response.body).data;
    expect(stats.users.total).toBeGreaterThanOrEqual(2);
    expect(stats.users.admins).toBeGreaterThanOrEqual(1);
    expect(stats.users.activeLast30Days).toBeGreaterThanOrEqual(2);
    expect(stats.users.enabled + stats.users.deactivated).toBe(stats.users.total);
    expect(stats.generations.total).toBeGreaterThanOrEqual(1);
    expect(stats.generations.byDay).toHaveLength(30);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(stats.generations.byDay.at(-1)?.date).toBe(today);
    expect(stats.generations.byDay.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(stats.generations.byDay.reduce((sum, day) => sum + day.count, 0)).toBe(
      stats.generations.last30Days,
    );
    const failed = stats.generations.byDay.reduce((sum, day) => sum + day.failed, 0);
    expect(failed / stats.generations.last30Days).toBeCloseTo(
      stats.generations.failureRateLast30Days,
    );
    expect(stats.users.newByDay).toHaveLength(30);
    expect(stats.users.newByDay.at(-1)?.date).toBe(today);
    expect(stats.users.newByDay.reduce((sum, day) => sum + day.count, 0)).toBe(
      stats.users.newLast30Days,
    );
    expect(stats.planMix.map((entry) => entry.plan)).toEqual([
      'free',
      'pro',
      'premium',
      'enterprise',
    ]);
    expect(stats.planMix.reduce((sum, entry) => sum + entry.users, 0)).toBe(stats.users.total);
    expect(stats.planMix.find((entry) => entry.plan === 'premium')?.users).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('should search users by part of the e-mail or name, case-insensitively, and page them', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const found = await signup(t.app, { email: uniqueEmail(marker), firstName: 'Margaret' });
    await signup(t.app, { firstName: `Hamilton${marker.toUpperCase()}` });
    await signup(t.app, { firstName: 'Unrelated' });

    const byEmail = parseAnswer(
      adminUsersAnswerSchema,
      (await http.get(`/api/admin/users?search=${marker}&limit=1`, admin.token)).body,
    ).data;
    expect(byEmail.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    const secondPage = parseAnswer(
      adminUsersAnswerSchema,
      (await http.get(`/api/admin/users?search=${marker}&limit=1&page=2`, admin.token)).body,
    ).data;
    expect([...byEmail.items, ...secondPage.items].map((user) => user.id)).toContain(found.id);

    const byName = parseAnswer(
      adminUsersAnswerSchema,
      (
        await http.get(
          `/api/admin/users?search=${encodeURIComponent('margaret lovelace')}`,
          admin.token,
        )
      ).body,
    ).data;
    expect(byName.items.map((user) => user.id)).toContain(found.id);
    expect(byName.items[0]?.lastLoginAt).not.toBeNull();
  });

  it('should treat % and _ in a search as plain characters', async () => {
    const response = await http.get('/api/admin/users?search=%25', admin.token);
    expect(parseAnswer(adminUsersAnswerSchema, response.body).data.items).toEqual([]);
  });

  it('should filter users by role, plan and active flag', async () => {
    const admins = parseAnswer(
      adminUsersAnswerSchema,
      (await http.get('/api/admin/users?role=admin&limit=100', admin.token)).body,
    ).data;
    expect(admins.items.every((user) => user.role === 'admin')).toBe(true);
    expect(admins.items.map((user) => user.id)).toContain(admin.id);
    const premium = parseAnswer(
      adminUsersAnswerSchema,
      (await http.get('/api/admin/users?plan=premium&limit=100', admin.token)).body,
    ).data;
    expect(premium.items.map((user) => user.id)).toContain(admin.id);
    const inactive = parseAnswer(
      adminUsersAnswerSchema,
      (await http.get('/api/admin/users?isActive=false&limit=100', admin.token)).body,
    ).data;
    expect(inactive.items.every((user) => !user.isActive)).toBe(true);
  });

  it('should answer one user by id, and 404 for an id that does not exist', async () => {
    const response = await http.get(`/api/admin/users/${member.id}`, admin.token);
    expect(response.status).toBe(200);
    expect(adminUser(response.body)).toMatchObject({
      id: member.id,
      email: member.email.toLowerCase(),
    });
    const missing = await http.get(`/api/admin/users/${SOME_ID}`, admin.token);
    expect(missing.status).toBe(404);
    expect((await http.get('/api/admin/users/not-a-uuid', admin.token)).status).toBe(400);
  });
});

describe('given an admin changing a user', () => {
  it('should change the plan at no charge, visible to the user as a zero invoice', async () => {
    const user = await signup(t.app);
    const response = await updateUser(user.id, { plan: 'enterprise' });
    expect(response.status).toBe(200);
    expect(adminUser(response.body)).toMatchObject({
      subscription: { plan: 'enterprise' },
      usage: { generationsLimit: 2000 },
    });
    const invoices = parseAnswer(
      invoicesAnswerSchema,
      (await http.get('/api/billing/invoices', user.token)).body,
    ).data.items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ plan: 'enterprise', amountCents: 0 });
  });

  it('should promote a user to admin and back', async () => {
    const user = await signup(t.app);
    expect(adminUser((await updateUser(user.id, { role: 'admin' })).body)).toMatchObject({
      role: 'admin',
      usage: { generationsLimit: 1000 },
    });
    expect((await http.get('/api/admin/stats', user.token)).status).toBe(200);
    expect(adminUser((await updateUser(user.id, { role: 'user' })).body).role).toBe('user');
  });

  it('should refuse a plan for an account that stays admin with 409', async () => {
    const user = await signup(t.app);
    const response = await updateUser(user.id, { role: 'admin', plan: 'pro' });
    expect(response.status).toBe(409);
    expect(errorCode(response.body)).toBe('ADMIN_PLAN_FIXED');
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
  });

  it("should refuse the deactivated user's access token right after the call, and their refresh token", async () => {
    const user = await signup(t.app);
    expect((await http.get('/api/auth/profile', user.token)).status).toBe(200);

    const response = await updateUser(user.id, { isActive: false });
    expect(response.status).toBe(200);
    expect(adminUser(response.body).isActive).toBe(false);

    const profile = await http.get('/api/auth/profile', user.token);
    expect(profile.status).toBe(401);
    const refresh = await http.post('/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.status).toBe(401);
    const families = await t.database.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect(families.every((family) => family.revokedAt !== null)).toBe(true);
    const login = await http.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(403);
  });

  it('should let a reactivated user sign in again', async () => {
    const user = await signup(t.app);
    await updateUser(user.id, { isActive: false });
    expect((await updateUser(user.id, { isActive: true })).status).toBe(200);
    const login = await http.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
  });

  it('should not let an admin remove their own admin role or deactivate themselves', async () => {
    const demote = await updateUser(admin.id, { role: 'user' });
    expect(demote.status).toBe(409);
    expect(errorCode(demote.body)).toBe('SELF_LOCKOUT');
    const deactivate = await updateUser(admin.id, { isActive: false });
    expect(deactivate.status).toBe(409);
    expect(errorCode(deactivate.body)).toBe('SELF_LOCKOUT');
    const [row] = await t.database.db
      .select({ role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row).toEqual({ role: 'admin', isActive: true });
    expect((await http.get('/api/admin/stats', admin.token)).status).toBe(200);
  });

  it('should answer 404 for a user that does not exist and 400 for an empty change', async () => {
    expect((await updateUser(SOME_ID, { isActive: false })).status).toBe(404);
    const empty = await updateUser(member.id, {});
    expect(empty.status).toBe(400);
    expect(errorCode(empty.body)).toBe('VALIDATION_ERROR');
  });

  it('should record who changed what on whom, before and after, in the audit log', async () => {
    const user = await signup(t.app);
    await updateUser(user.id, { plan: 'pro', isActive: false });
    const response = await http.get(`/api/admin/audit-log?targetId=${user.id}`, admin.token);
    expect(response.status).toBe(200);
    const log = parseAnswer(auditLogAnswerSchema, response.body).data;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'admin.user_update',
      actor: { id: admin.id, email: admin.email.toLowerCase() },
      targetType: 'user',
      targetId: user.id,
      before: { plan: 'free', isActive: true },
      after: { plan: 'pro', isActive: false },
    });
  });

  it('should keep sign-ins out of the admin scope of the audit log but list them in the full scope', async () => {
    const adminScope = parseAnswer(
      auditLogAnswerSchema,
      (await http.get('/api/admin/audit-log?limit=100', admin.token)).body,
    ).data;
    expect(adminScope.items.some((entry) => entry.action === 'auth.signup')).toBe(false);
    const all = parseAnswer(
      auditLogAnswerSchema,
      (await http.get(`/api/admin/audit-log?scope=all&actorId=${member.id}`, admin.token)).body,
    ).data;
    expect(all.items.map((entry) => entry.action)).toContain('auth.signup');
  });
});

describe('given fuzzed admin input', () => {
  it('should never answer a user change with a 5xx, whatever the body', async () => {
    const user = await signup(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { role: fc.jsonValue(), plan: fc.jsonValue(), isActive: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await http.request('PATCH', `/api/admin/users/${user.id}`, {
            token: admin.token,
            rawBody: JSON.stringify(body),
          });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('should never answer the user list or audit log with a 5xx, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'search',
            'page',
            'limit',
            'role',
            'plan',
            'isActive',
            'scope',
            'actorId',
            'targetId',
          ),
          fc.string(),
        ),
        async (query) => {
          const search = new URLSearchParams(query).toString();
          for (const path of ['/api/admin/users', '/api/admin/audit-log']) {
            const response = await http.get(`${path}?${search}`, admin.token);
            expect(response.status, `${path}?${search}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
