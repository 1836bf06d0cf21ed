import { readinessAnswerSchema } from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describe('given the readiness endpoint', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('should answer ready with the database and the worker pool up', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(200);
    const body = parseAnswer(readinessAnswerSchema, answer.body);
    expect(body).toMatchObject({
      success: true,
      status: 'ready',
      database: { status: 'up' },
      workers: { status: 'up', queued: 0 },
    });
  });

  it('should answer 503 stopping once the server starts to stop, while liveness still answers', async () => {
    ctx.app.ctx.lifecycle.stop();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(parseAnswer(readinessAnswerSchema, answer.body)).toMatchObject({
      success: false,
      status: 'stopping',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('given metrics without METRICS_TOKEN', () => {
  it('should not expose a metrics endpoint', async () => {
    const ctx = await createTestApp();
    try {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: bearer(METRICS_TOKEN),
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('given metrics behind METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({}, { METRICS_TOKEN });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const scrape = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('should refuse a scrape without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`${METRICS_TOKEN}x`)).statusCode).toBe(401);
  });

  it('should report requests by route, event-loop delay, the worker pool and generations', async () => {
    const user = await signup(ctx.app);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/prompt/send',
      headers: bearer(user.token),
      payload: { content: 'a login form with email and password' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const answer = await scrape(METRICS_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /kiln_http_requests_total\{method="POST",route="\/api\/ai\/prompt\/send",status="200"\} 1/,
    );
    expect(text).toMatch(
      /kiln_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/signup"\} 1/,
    );
    expect(text).toMatch(
      /kiln_generations_total\{kind="generate",provider="builtin",outcome="charged"\} 1/,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^kiln_worker_pool_queued 0$/m);
    expect(text).toMatch(/^kiln_worker_pool_queue_limit 64$/m);
  });
});
