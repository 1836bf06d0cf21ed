import { profileAnswerSchema, subscriptionAnswerSchema } from '@kiln/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generationEvents,
  notifications,
  subscriptions,
  usageCounters,
  users,
} from '../src/db/schema/index';
import {
  chargeGeneration,
  getQuotaStatus,
  QuotaExceededError,
  recordUnchargedGeneration,
} from '../src/quota/service';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

const DAY_MS = 24 * 3600 * 1000;
const generate = { kind: 'generate' as const, model: 'kiln-builtin' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const usageRow = async (userId: string) => {
  const [row] = await db().select().from(usageCounters).where(eq(usageCounters.userId, userId));
  return row;
};

const chargedEvents = async (userId: string) =>
  db()
    .select()
    .from(generationEvents)
    .where(and(eq(generationEvents.userId, userId), eq(generationEvents.charged, true)));

const notificationTitles = async (userId: string) =>
  (
    await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => row.title);

const chargeMany = (userId: string, times: number, at?: Date) =>
  Promise.allSettled(
    Array.from({ length: times }, () =>
      chargeGeneration(db(), userId, { ...generate, ...(at ? { at } : {}) }),
    ),
  );

describe('given a free user charging generations concurrently', () => {
  it('should grant exactly 10 of 50 simultaneous charges and refuse the rest with QUOTA_EXCEEDED', async () => {
    const account = await signup(t.app);
    const results = await chargeMany(account.id, 50);
    const granted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) expect(reason).toBeInstanceOf(QuotaExceededError);
    expect((await usageRow(account.id))?.generationsUsed).toBe(10);
    expect(await chargedEvents(account.id)).toHaveLength(10);
    const counts = granted
      .map((result) => (result.status === 'fulfilled' ? result.value.generationsUsed : 0))
      .sort((a, b) => a - b);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('should raise the 80 % and the 100 % notifications exactly once each, even under concurrency', async () => {
    const account = await signup(t.app);
    await chargeMany(account.id, 30);
    const titles = await notificationTitles(account.id);
    expect(
      titles.filter((title) => title === 'You have used 80% of your generations'),
    ).toHaveLength(1);
    expect(titles.filter((title) => title === 'Generation limit reached')).toHaveLength(1);
  });
});

describe('given a user whose allowance is used up', () => {
  it('should refuse with a 429 QUOTA_EXCEEDED that carries the reset date and a Retry-After', async () => {
    const account = await signup(t.app);
    const started = t.clock.now();
    await chargeMany(account.id, 10);
    const error = await chargeGeneration(db(), account.id, generate).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(QuotaExceededError);
    const quota = error as QuotaExceededError;
    expect(quota.statusCode).toBe(429);
    expect(quota.code).toBe('QUOTA_EXCEEDED');
    expect(quota.details).toMatchObject({
      plan: 'free',
      generationsUsed: 10,
      generationsLimit: 10,
    });
    const resetsAt = Date.parse(quota.quota.resetsAt);
    expect(Math.abs(resetsAt - (started.getTime() + 30 * DAY_MS))).toBeLessThan(5_000);
    expect(Number(quota.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600);
    expect(quota.message).toContain('reset on');
  });

  it('should write no generation event for a refused charge', async () => {
    const account = await signup(t.app);
    await chargeMany(account.id, 12);
    const events = await db()
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, account.id));
    expect(events).toHaveLength(10);
  });

  it('should start again from 0 once the 30-day period has passed, rolling the period forward', async () => {
    const account = await signup(t.app);
    const before = await usageRow(account.id);
    await chargeMany(account.id, 10);
    const later = new Date(t.clock.now().getTime() + 31 * DAY_MS);
    const charged = await chargeGeneration(db(), account.id, { ...generate, at: later });
    expect(charged.generationsUsed).toBe(1);
    expect(charged.periodStart.getTime()).toBe((before?.periodStart.getTime() ?? 0) + 30 * DAY_MS);
    expect(charged.resetsAt.getTime()).toBe(charged.periodStart.getTime() + 30 * DAY_MS);
    expect((await usageRow(account.id))?.generationsUsed).toBe(1);
  });

  it('should keep the 30-day rhythm when several periods passed without a charge', async () => {
    const account = await signup(t.app);
    const before = await usageRow(account.id);
    const charged = await chargeGeneration(db(), account.id, {
      ...generate,
      at: new Date(t.clock.now().getTime() + 95 * DAY_MS),
    });
    expect(charged.periodStart.getTime()).toBe((before?.periodStart.getTime() ?? 0) + 90 * DAY_MS);
  });

  it('should read an ended period as 0 used before any charge rolls it', async () => {
    const account = await signup(t.app);
    await chargeMany(account.id, 4);
    const status = await getQuotaStatus(
      db(),
      account.id,
      new Date(t.clock.now().getTime() + 31 * DAY_MS),
    );
    expect(status).toMatchObject({ generationsUsed: 0, generationsRemaining: 10 });
  });

  it('should raise the usage notifications again in the next period', async () => {
    const account = await signup(t.app);
    await chargeMany(account.id, 10);
    const later = new Date(t.clock.now().getTime() + 31 * DAY_MS);
    for (let index = 0; index < 10; index += 1)
      await chargeGeneration(db(), account.id, { ...generate, at: later });
    const titles = await notificationTitles(account.id);
    expect(titles.filter((title) => title === 'Generation limit reached')).toHaveLength(2);
    expect(
      titles.filter((title) => title === 'You have used 80% of your generations'),
    ).toHaveLength(2);
  });
});

describe('given a charged generation that then fails', () => {
  it('should roll back the charge with the caller transaction', async () => {
    const account = await signup(t.app);
    await db()
      .transaction(async (tx) => {
        await chargeGeneration(db(), account.id, generate, tx);
        throw new Error('generation failed after the charge');
      })
      .catch(() => undefined);
    expect((await usageRow(account.id))?.generationsUsed).toBe(0);
    expect(await chargedEvents(account.id)).toHaveLength(0);
  });

  it('should record an uncharged failed generation without touching the count', async () => {
    const account = await signup(t.app);
    const id = await recordUnchargedGeneration(db(), account.id, { ...generate, succeeded: false });
    const [event] = await db().select().from(generationEvents).where(eq(generationEvents.id, id));
    expect(event).toMatchObject({ charged: false, succeeded: false });
    expect((await usageRow(account.id))?.generationsUsed).toBe(0);
  });
});

describe('given the plan rules', () => {
  const enforcedLimit = async (userId: string) =>
    (await chargeGeneration(db(), userId, generate)).generationsLimit;
  const shownLimits = async (token: string) => {
    const profile = parseAnswer(
      profileAnswerSchema,
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) }))
        .body,
    );
    const billing = parseAnswer(
      subscriptionAnswerSchema,
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/billing/subscription',
          headers: bearer(token),
        })
      ).body,
    );
    return [profile.data.user.usage.generationsLimit, billing.data.usage.generationsLimit];
  };
  const future = () => new Date(t.clock.now().getTime() + 10 * DAY_MS);
  const past = () => new Date(t.clock.now().getTime() - DAY_MS);

  it.each([
    [
      'an active pro subscription',
      { planId: 'pro', status: 'active' as const, endDate: null },
      100,
    ],
    [
      'a canceled premium subscription still paid up',
      { planId: 'premium', status: 'canceled' as const, endDate: 'future' },
      500,
    ],
    [
      'a canceled premium subscription past its end',
      { planId: 'premium', status: 'canceled' as const, endDate: 'past' },
      10,
    ],
    [
      'an expired enterprise subscription',
      { planId: 'enterprise', status: 'expired' as const, endDate: null },
      10,
    ],
    [
      'a past-due enterprise subscription',
      { planId: 'enterprise', status: 'past_due' as const, endDate: null },
      2000,
    ],
  ])('should enforce the limit it shows for %s', async (_label, state, expected) => {
    const account = await signup(t.app);
    const endDate =
      state.endDate === 'future' ? future() : state.endDate === 'past' ? past() : null;
    await db()
      .update(subscriptions)
      .set({ planId: state.planId, status: state.status, endDate })
      .where(eq(subscriptions.userId, account.id));
    expect(await enforcedLimit(account.id)).toBe(expected);
    expect(await shownLimits(account.token)).toEqual([expected, expected]);
  });

  it('should give admins the premium plan with 1000 generations', async () => {
    const account = await signup(t.app);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    const charged = await chargeGeneration(db(), account.id, generate);
    expect(charged).toMatchObject({ plan: 'premium', generationsLimit: 1000 });
    expect(await shownLimits(account.token)).toEqual([1000, 1000]);
  });

  it('should give an account without a usage counter one on its first charge', async () => {
    const account = await signup(t.app);
    await db().delete(usageCounters).where(eq(usageCounters.userId, account.id));
    const charged = await chargeGeneration(db(), account.id, generate);
    expect(charged.generationsUsed).toBe(1);
  });

  it('should expose the storage and saved-component limits later rules need', async () => {
    const account = await signup(t.app);
    expect(await getQuotaStatus(db(), account.id, t.clock.now())).toMatchObject({
      storageUsed: 0,
      storageLimit: 100 * 1024 * 1024,
      componentsLimit: 100,
    });
  });
});
