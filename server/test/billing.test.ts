import {
  changePlanAnswerSchema,
  errorEnvelopeSchema,
  invoicesAnswerSchema,
  plansAnswerSchema,
  subscriptionAnswerSchema,
} from '@kiln/contract';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  generationEvents,
  invoices,
  subscriptions,
  usageCounters,
  users,
} from '../src/db/schema/index';
import { chargeGeneration, QuotaExceededError } from '../src/quota/service';
import { createTestApp, parseAnswer, signup, type TestApp } from './support/app';
import { listenHttp, type HttpClient } from './support/http';

const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
let http: HttpClient;
beforeAll(async () => {
  t = await createTestApp();
  http = await listenHttp(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const errorCode = (body: string) => parseAnswer(errorEnvelopeSchema, body).error.code;
const changePlan = (plan: unknown, token: string) =>
  http.post('/api/billing/change-plan', { plan }, token);

describe('given anyone, signed in or not', () => {
  it('should list the four plans cheapest first with their limits and prices', async () => {
    const response = await http.get('/api/billing/plans');
    expect(response.status).toBe(200);
    const { plans } = parseAnswer(plansAnswerSchema, response.body).data;
    expect(plans.map((plan) => [plan.id, plan.generationsLimit])).toEqual([
      ['free', 10],
      ['pro', 100],
      ['premium', 500],
      ['enterprise', 2000],
    ]);
    expect(plans[0]).toMatchObject({ storageLimit: 100 * 1024 * 1024, priceMonthlyCents: 0 });
    const prices = plans.map((plan) => plan.priceMonthlyCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ['GET', '/api/billing/subscription'],
    ['GET', '/api/billing/invoices'],
    ['POST', '/api/billing/change-plan'],
  ])('should answer %s %s without a token with 401', async (method, path) => {
    const response = await http.request(
      method,
      path,
      method === 'POST' ? { body: { plan: 'pro' } } : {},
    );
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('UNAUTHORIZED');
  });
});

describe('given the API documentation', () => {
  it('should describe every billing and admin route with its schemas', async () => {
    const response = await http.get('/api/docs/json');
    expect(response.status).toBe(200);
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const routes = [
      ['/api/billing/plans', 'get'],
      ['/api/billing/subscription', 'get'],
      ['/api/billing/change-plan', 'post'],
      ['/api/billing/invoices', 'get'],
      ['/api/admin/stats', 'get'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users/{id}', 'get'],
      ['/api/admin/users/{id}', 'patch'],
      ['/api/admin/audit-log', 'get'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
    expect(document.paths['/api/billing/change-plan']?.post?.requestBody).toBeDefined();
  });
});

describe('given a new free user', () => {
  it('should answer the subscription with the free plan, its period and the usage in it', async () => {
    const account = await signup(t.app);
    const response = await http.get('/api/billing/subscription', account.token);
    expect(response.status).toBe(200);
    const { subscription, usage } = parseAnswer(subscriptionAnswerSchema, response.body).data;
    expect(subscription).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      provider: 'builtin',
      isAdminAllowance: false,
      cancelAtPeriodEnd: false,
    });
    expect(subscription.plan.id).toBe('free');
    expect(
      Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart),
    ).toBe(30 * DAY_MS);
    expect(usage).toMatchObject({
      plan: 'free',
      generationsUsed: 0,
      generationsLimit: 10,
      generationsRemaining: 10,
      componentsLimit: 100,
    });
    expect(usage.resetsAt).toBe(subscription.currentPeriodEnd);
  });

  it('should upgrade to pro at once, invoicing the full price difference at the start of the period', async () => {
    const account = await signup(t.app);
    const response = await changePlan('pro', account.token);
    expect(response.status).toBe(200);
    const { subscription, usage, invoice } = parseAnswer(
      changePlanAnswerSchema,
      response.body,
    ).data;
    expect(subscription.plan.id).toBe('pro');
    expect(usage).toMatchObject({ plan: 'pro', generationsLimit: 100 });
    expect(invoice).toMatchObject({ plan: 'pro', status: 'paid', currency: 'usd' });
    expect(invoice.amountCents).toBeGreaterThanOrEqual(1899);
    expect(invoice.amountCents).toBeLessThanOrEqual(1900);
    expect(invoice.number).toMatch(/^KLN-\d{8}-[0-9A-F]{10}$/);
    expect(invoice.description).toContain('Upgrade from Free to Pro');
  });

  it('should prorate an upgrade made halfway through the period', async () => {
    const account = await signup(t.app);
    const halfway = new Date(t.clock.now().getTime() - 15 * DAY_MS);
    await db()
      .update(usageCounters)
      .set({ periodStart: halfway })
      .where(eq(usageCounters.userId, account.id));
    const { invoice } = parseAnswer(
      changePlanAnswerSchema,
      (await changePlan('premium', account.token)).body,
    ).data;
    expect(invoice.amountCents).toBeGreaterThanOrEqual(2449);
    expect(invoice.amountCents).toBeLessThanOrEqual(2450);
    expect(invoice.periodEnd).toBe(new Date(halfway.getTime() + 30 * DAY_MS).toISOString());
  });

  it('should charge an upgrade an hour into the period for the whole period and say which days it covers', async () => {
    const account = await signup(t.app);
    const periodStart = new Date(t.clock.now().getTime() - 3600 * 1000);
    await db()
      .update(usageCounters)
      .set({ periodStart })
      .where(eq(usageCounters.userId, account.id));
    const { invoice } = parseAnswer(
      changePlanAnswerSchema,
      (await changePlan('pro', account.token)).body,
    ).data;
    const day = (at: Date) =>
      at.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const periodEnd = new Date(periodStart.getTime() + 30 * DAY_MS);
    expect(invoice.amountCents).toBe(1900);
    expect(invoice.description).toBe(
      `Upgrade from Free to Pro, ${day(t.clock.now())} – ${day(periodEnd)}: ` +
        '30 of 30 days of the $19.00 monthly difference',
    );
  });

  it('should charge the days left, the day of the change included, rounded to the cent', async () => {
    const account = await signup(t.app);
    const periodStart = new Date(t.clock.now().getTime() - 10.5 * DAY_MS);
    await db()
      .update(usageCounters)
      .set({ periodStart })
      .where(eq(usageCounters.userId, account.id));
    const { invoice } = parseAnswer(
      changePlanAnswerSchema,
      (await changePlan('pro', account.token)).body,
    ).data;
    // 20 of 30 days of $19.00 is 1266.67 cents.
    expect(invoice.amountCents).toBe(1267);
    expect(invoice.description).toContain('20 of 30 days of the $19.00 monthly difference');
  });

  it('should keep the generations already used when the plan changes', async () => {
    const account = await signup(t.app);
    for (let index = 0; index < 3; index += 1)
      await chargeGeneration(db(), account.id, { kind: 'generate', model: 'kiln-builtin' });
    const { usage } = parseAnswer(
      changePlanAnswerSchema,
      (await changePlan('pro', account.token)).body,
    ).data;
    expect(usage).toMatchObject({
      generationsUsed: 3,
      generationsLimit: 100,
      generationsRemaining: 97,
    });
  });

  it('should refuse a change to the plan already in effect with 409 SAME_PLAN', async () => {
    const account = await signup(t.app);
    const response = await changePlan('free', account.token);
    expect(response.status).toBe(409);
    expect(errorCode(response.body)).toBe('SAME_PLAN');
  });

  it('should refuse an unknown plan with a 400 that names the field', async () => {
    const account = await signup(t.app);
    const response = await changePlan('platinum', account.token);
    expect(response.status).toBe(400);
    const body = parseAnswer(errorEnvelopeSchema, response.body);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toMatchObject({ location: 'body', fields: [{ path: 'plan' }] });
  });

  it('should let exactly one of two simultaneous upgrades through, with one invoice', async () => {
    const account = await signup(t.app);
    const answers = await Promise.all([
      changePlan('pro', account.token),
      changePlan('pro', account.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await db().select().from(invoices).where(eq(invoices.userId, account.id));
    expect(rows).toHaveLength(1);
  });
});

describe('given a pro user who has used more than the free allowance', () => {
  it('should downgrade now without a refund, keep the data and refuse new generations', async () => {
    const account = await signup(t.app);
    await changePlan('pro', account.token);
    for (let index = 0; index < 12; index += 1)
      await chargeGeneration(db(), account.id, { kind: 'generate', model: 'kiln-builtin' });

    const response = await changePlan('free', account.token);
    expect(response.status).toBe(200);
    const { invoice, usage } = parseAnswer(changePlanAnswerSchema, response.body).data;
    expect(invoice).toMatchObject({ plan: 'free', amountCents: 0, status: 'paid' });
    expect(invoice.description).toContain('no refund');
    expect(usage).toMatchObject({
      plan: 'free',
      generationsUsed: 12,
      generationsLimit: 10,
      generationsRemaining: 0,
    });

    await expect(
      chargeGeneration(db(), account.id, { kind: 'generate', model: 'kiln-builtin' }),
    ).rejects.toBeInstanceOf(QuotaExceededError);
    const events = await db()
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, account.id));
    expect(events).toHaveLength(12);
  });
});

describe('given a plan change whose invoice cannot be written', () => {
  it('should leave the subscription, invoices and audit log untouched', async () => {
    const account = await signup(t.app);
    await db()
      .execute(sql`create function kiln_test_refuse_invoice() returns trigger language plpgsql as $$
      begin raise exception 'invoice store unavailable'; end $$`);
    await db().execute(
      sql`create trigger kiln_test_refuse_invoice before insert on invoices for each row execute function kiln_test_refuse_invoice()`,
    );
    try {
      const response = await changePlan('enterprise', account.token);
      expect(response.status).toBe(500);
      expect(errorCode(response.body)).toBe('INTERNAL_ERROR');
    } finally {
      await db().execute(sql`drop trigger kiln_test_refuse_invoice on invoices`);
      await db().execute(sql`drop function kiln_test_refuse_invoice()`);
    }
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, account.id));
    expect(subscription?.planId).toBe('free');
    expect(await db().select().from(invoices).where(eq(invoices.userId, account.id))).toHaveLength(
      0,
    );
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, account.id));
    expect(audits.map((row) => row.action)).not.toContain('billing.plan_change');
  });
});

describe('given an admin', () => {
  it('should show the premium plan with the admin allowance and refuse a plan change with 409', async () => {
    const account = await signup(t.app);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    const { subscription, usage } = parseAnswer(
      subscriptionAnswerSchema,
      (await http.get('/api/billing/subscription', account.token)).body,
    ).data;
    expect(subscription).toMatchObject({ isAdminAllowance: true });
    expect(subscription.plan.id).toBe('premium');
    expect(usage).toMatchObject({ plan: 'premium', generationsLimit: 1000 });
    const response = await changePlan('enterprise', account.token);
    expect(response.status).toBe(409);
    expect(errorCode(response.body)).toBe('ADMIN_PLAN_FIXED');
  });
});

describe('given invoices of several users', () => {
  it('should list only my own invoices, newest first, paged', async () => {
    const me = await signup(t.app);
    const other = await signup(t.app);
    await changePlan('pro', me.token);
    await changePlan('premium', me.token);
    await changePlan('enterprise', other.token);

    const first = parseAnswer(
      invoicesAnswerSchema,
      (await http.get('/api/billing/invoices?page=1&limit=1', me.token)).body,
    ).data;
    expect(first.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(first.items.map((invoice) => invoice.plan)).toEqual(['premium']);
    const second = parseAnswer(
      invoicesAnswerSchema,
      (await http.get('/api/billing/invoices?page=2&limit=1', me.token)).body,
    ).data;
    expect(second.items.map((invoice) => invoice.plan)).toEqual(['pro']);

    const theirs = parseAnswer(
      invoicesAnswerSchema,
      (await http.get('/api/billing/invoices', other.token)).body,
    ).data;
    expect(theirs.items.map((invoice) => invoice.plan)).toEqual(['enterprise']);
  });

  it('should refuse a page limit above 100 with 400', async () => {
    const account = await signup(t.app);
    const response = await http.get('/api/billing/invoices?limit=101', account.token);
    expect(response.status).toBe(400);
  });
});

describe('given fuzzed input', () => {
  it('should never answer change-plan with a 5xx, whatever the body', async () => {
    const account = await signup(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ plan: fc.jsonValue() }),
          fc.dictionary(fc.string(), fc.jsonValue()),
        ),
        async (body) => {
          const response = await http.request('POST', '/api/billing/change-plan', {
            token: account.token,
            rawBody: JSON.stringify(body),
          });
          expect(response.status).toBeLessThan(500);
          expect(JSON.parse(response.body)).toHaveProperty('success');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('should never answer the invoice list with a 5xx, whatever the query', async () => {
    const account = await signup(t.app);
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (page, limit) => {
        const query = new URLSearchParams({ page, limit }).toString();
        const response = await http.get(`/api/billing/invoices?${query}`, account.token);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('should answer a body that is not JSON with 400', async () => {
    const account = await signup(t.app);
    const response = await http.request('POST', '/api/billing/change-plan', {
      token: account.token,
      rawBody: '{"plan":',
    });
    expect(response.status).toBe(400);
    expect(errorCode(response.body)).toBe('INVALID_JSON');
  });
});
