import {
  authAnswerSchema,
  errorEnvelopeSchema,
  messageAnswerSchema,
  profileAnswerSchema,
  refreshAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/auth/tokens';
import { users } from '../src/db/schema/index';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
} from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('given a new visitor', () => {
  it('should sign up and answer the user with tokens', async () => {
    const email = uniqueEmail('Signup');
    const response = await post('/api/auth/signup', {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
    });
    expect(response.statusCode).toBe(201);
    const body = parseAnswer(authAnswerSchema, response.body);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
      role: 'user',
      isActive: true,
    });
    expect(body.user.subscription).toMatchObject({
      plan: 'free',
      status: 'active',
      isTrialActive: false,
    });
    expect(body.user.usage).toMatchObject({
      generationsUsed: 0,
      generationsLimit: 10,
      storageLimit: 100 * 1024 * 1024,
    });
    expect(body.expiresIn).toBeLessThanOrEqual(900);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('should store the password as an argon2id hash, never in clear', async () => {
    const account = await signup(t.app);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain(account.password);
  });

  it('should refuse an e-mail that already has an account with 409', async () => {
    const account = await signup(t.app);
    const response = await post('/api/auth/signup', {
      email: account.email.toUpperCase(),
      password: STRONG_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('EMAIL_TAKEN');
  });

  it('should refuse a common password with WEAK_PASSWORD', async () => {
    const response = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'Password123',
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('WEAK_PASSWORD');
  });

  it('should refuse a short password with the field path in the details', async () => {
    const response = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(400);
    const body = parseAnswer(errorEnvelopeSchema, response.body);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain('at least 8 characters');
    expect(body.error.details).toEqual({
      location: 'body',
      fields: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    });
  });
});

describe('given an existing account', () => {
  it('should log in with the right password', async () => {
    const account = await signup(t.app);
    const response = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = parseAnswer(authAnswerSchema, response.body);
    expect(body.user.id).toBe(account.id);
  });

  it('should answer a wrong password and an unknown e-mail identically', async () => {
    const account = await signup(t.app);
    const wrong = await post(
      '/api/auth/login',
      { email: account.email, password: 'not-the-password' },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(JSON.parse(wrong.body)).toEqual(JSON.parse(unknown.body));
    expect(parseAnswer(errorEnvelopeSchema, wrong.body).error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('should answer the profile to its bearer token', async () => {
    const account = await signup(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(200);
    expect(parseAnswer(profileAnswerSchema, response.body).data.user.email).toBe(account.email);
  });

  it('should refuse the profile without a token, or with a forged one', async () => {
    const account = await signup(t.app);
    const [header, payload] = account.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    for (const headers of [{}, bearer(forged), bearer(unsigned), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(response.statusCode).toBe(401);
      parseAnswer(errorEnvelopeSchema, response.body);
    }
  });

  it('should answer each of many users reading at once with their own profile', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signup(t.app, { firstName: `Reader${index}` })),
    );
    // Requests that arrive together share one session read; each must still get its own row.
    const answers = await Promise.all(
      [...accounts, ...accounts].map((account) =>
        t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(account.token) }),
      ),
    );
    answers.forEach((response, index) => {
      const account = accounts[index % accounts.length];
      expect(response.statusCode).toBe(200);
      const { user } = parseAnswer(profileAnswerSchema, response.body).data;
      expect(user).toMatchObject({
        id: account?.id,
        email: account?.email.toLowerCase(),
        firstName: `Reader${index % accounts.length}`,
      });
    });
  });

  it("should refuse a validly signed token that names another user's login", async () => {
    const [owner, other] = [await signup(t.app), await signup(t.app)];
    const { sid } = JSON.parse(
      Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sid: string };
    const tokens = createAccessTokens(t.app.ctx.config.jwtSecret, 900, t.clock.now);
    for (const sessionId of [sid, 'not-a-login-id']) {
      const { token } = await tokens.issue({ userId: other.id, sessionId });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('INVALID_TOKEN');
    }
    // The owner's own token, read in the same moment, is unaffected.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('should refuse the token of a deactivated user', async () => {
    const account = await signup(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(401);
    const login = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(403);
    expect(parseAnswer(errorEnvelopeSchema, login.body).error.code).toBe('ACCOUNT_DISABLED');
    const refresh = await post('/api/auth/refresh', { refreshToken: account.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('should refuse an access token once it has expired', async () => {
    const account = await signup(t.app);
    t.clock.advance(16 * 60 * 1000);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(account.token),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it('should refuse an access token that expired after it was last accepted', async () => {
    const account = await signup(t.app);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(account.token) });
    expect((await profile()).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    try {
      const response = await profile();
      expect(response.statusCode).toBe(401);
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });
});

describe('given a refresh token', () => {
  it('should rotate it: the answer holds new tokens and the old one stops working', async () => {
    const account = await signup(t.app);
    const first = await post('/api/auth/refresh', { refreshToken: account.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = parseAnswer(refreshAnswerSchema, first.body).data;
    expect(rotated.refreshToken).not.toBe(account.refreshToken);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(rotated.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    const second = await post('/api/auth/refresh', { refreshToken: rotated.refreshToken });
    expect(second.statusCode).toBe(200);
  });

  it('should revoke the whole login when a rotated token is reused', async () => {
    const account = await signup(t.app);
    const rotated = parseAnswer(
      refreshAnswerSchema,
      (await post('/api/auth/refresh', { refreshToken: account.refreshToken })).body,
    ).data;
    const reuse = await post('/api/auth/refresh', { refreshToken: account.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(parseAnswer(errorEnvelopeSchema, reuse.body).error.code).toBe('REFRESH_TOKEN_REUSED');
    const afterReuse = await post('/api/auth/refresh', { refreshToken: rotated.refreshToken });
    expect(afterReuse.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(rotated.accessToken),
    });
    expect(profile.statusCode).toBe(401);
  });

  it('should let exactly one of many concurrent refreshes through', async () => {
    const account = await signup(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/auth/refresh', { refreshToken: account.refreshToken }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
  });

  it('should refuse an unknown token with 401', async () => {
    const response = await post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) });
    expect(response.statusCode).toBe(401);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
  });

  it('should refuse a token left idle for more than 7 days', async () => {
    const account = await signup(t.app);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    try {
      const response = await post('/api/auth/refresh', { refreshToken: account.refreshToken });
      expect(response.statusCode).toBe(401);
    } finally {
      t.clock.advance(-(7 * 24 * 3600 * 1000 + 1000));
    }
  });

  it('should end a login after 30 days even when it is refreshed every day', async () => {
    const account = await signup(t.app);
    let refreshToken = account.refreshToken;
    const day = 24 * 3600 * 1000;
    let elapsed = 0;
    try {
      for (let i = 0; i < 29; i += 1) {
        t.clock.advance(day);
        elapsed += day;
        const response = await post('/api/auth/refresh', { refreshToken });
        expect(response.statusCode).toBe(200);
        refreshToken = parseAnswer(refreshAnswerSchema, response.body).data.refreshToken;
      }
      t.clock.advance(day + 1000);
      elapsed += day + 1000;
      expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-elapsed);
    }
  });

  it('should end the login on logout, access token included', async () => {
    const account = await signup(t.app);
    const response = await post('/api/auth/logout', { refreshToken: account.refreshToken });
    expect(response.statusCode).toBe(200);
    parseAnswer(messageAnswerSchema, response.body);
    expect(
      (await post('/api/auth/refresh', { refreshToken: account.refreshToken })).statusCode,
    ).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(account.token),
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('given repeated failed logins', () => {
  it('should lock the account with 429 and say when to retry', async () => {
    const account = await signup(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (
          await post('/api/auth/login', {
            email: account.email,
            password: `wrong-${attempt}-password`,
          })
        ).statusCode,
      ).toBe(401);
    }
    const locked = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const body = parseAnswer(errorEnvelopeSchema, locked.body);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/try again in \d+ minutes?/i);
  });

  it('should unlock the account once the window has passed', async () => {
    const account = await signup(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post('/api/auth/login', { email: account.email, password: 'wrong-password!' });
    t.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect(
        (await post('/api/auth/login', { email: account.email, password: account.password }))
          .statusCode,
      ).toBe(200);
    } finally {
      t.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });
});

describe('given the requireAdmin guard', () => {
  const check = async (authorization: string | undefined) => {
    const request = {
      headers: authorization ? { authorization } : {},
      auth: null,
    } as unknown as FastifyRequest;
    try {
      await t.app.requireAdmin(request, {} as FastifyReply);
      return 'allowed';
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  };

  it('should let an admin through, refuse a user with 403 and a stranger with 401', async () => {
    const admin = await signup(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const user = await signup(t.app);
    expect(await check(`Bearer ${admin.token}`)).toBe('allowed');
    expect(await check(`Bearer ${user.token}`)).toBe(403);
    expect(await check(undefined)).toBe(401);
  });

  it('should read the role from the database, not from the token', async () => {
    const admin = await signup(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect(await check(`Bearer ${admin.token}`)).toBe('allowed');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect(await check(`Bearer ${admin.token}`)).toBe(403);
  });
});

describe('given ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('should create the admin account once and keep its password on later starts', async () => {
    await t.app.ctx.auth.ensureAdmin('owner@kiln.dev', 'first-admin-passphrase');
    await t.app.ctx.auth.ensureAdmin('owner@kiln.dev', 'second-admin-passphrase');
    const login = await post('/api/auth/login', {
      email: 'owner@kiln.dev',
      password: 'first-admin-passphrase',
    });
    expect(login.statusCode).toBe(200);
    const body = parseAnswer(authAnswerSchema, login.body);
    expect(body.user.role).toBe('admin');
    expect(body.user.usage.generationsLimit).toBe(1000);
  });

  it('should promote an existing account with that e-mail', async () => {
    const account = await signup(t.app);
    await t.app.ctx.auth.ensureAdmin(account.email, 'ignored-for-existing');
    const login = parseAnswer(
      authAnswerSchema,
      (await post('/api/auth/login', { email: account.email, password: account.password })).body,
    );
    expect(login.user.role).toBe('admin');
  });
});
