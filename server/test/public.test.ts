import {
  errorEnvelopeSchema,
  healthAnswerSchema,
  messageReceiptAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '../src/db/schema/index';
import { bearer, createTestApp, parseAnswer, signup, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicMessagesPerHour: 3 });
});
afterAll(async () => {
  await t.close();
});

const contact = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  subject: 'Team plan',
  message: 'We would like Kiln for a team of twelve developers.',
};

describe('given a visitor sending a contact message', () => {
  it('should store it and answer 201 with a receipt', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress: '203.0.113.1',
    });
    expect(response.statusCode).toBe(201);
    const { data } = parseAnswer(messageReceiptAnswerSchema, response.body);
    const [row] = await t.database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, data.id));
    expect(row).toMatchObject({
      kind: 'contact',
      email: 'grace@example.com',
      subject: 'Team plan',
      userId: null,
      ip: '203.0.113.1',
    });
  });

  it('should refuse a message without an e-mail, naming the field', async () => {
    const { email: _email, ...withoutEmail } = contact;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: withoutEmail,
      remoteAddress: '203.0.113.2',
    });
    expect(response.statusCode).toBe(400);
    const body = parseAnswer(errorEnvelopeSchema, response.body);
    expect(body.error.details).toMatchObject({ location: 'body', fields: [{ path: 'email' }] });
  });

  it('should limit messages per address and say when to retry', async () => {
    const remoteAddress = '203.0.113.50';
    for (let sent = 0; sent < 3; sent += 1) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: contact,
            remoteAddress,
          })
        ).statusCode,
      ).toBe(201);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseAnswer(errorEnvelopeSchema, limited.body).error.code).toBe('RATE_LIMITED');
  });
});

describe('given a signed-in user sending feedback', () => {
  it('should store it linked to the user', async () => {
    const me = await signup(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        message: 'The React output is great.',
        category: 'praise',
        rating: 5,
        page: '/dashboard',
      },
      headers: bearer(me.token),
      remoteAddress: '203.0.113.3',
    });
    expect(response.statusCode).toBe(201);
    const { data } = parseAnswer(messageReceiptAnswerSchema, response.body);
    const [row] = await t.database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, data.id));
    expect(row).toMatchObject({ kind: 'feedback', userId: me.id, rating: 5, category: 'praise' });
  });

  it('should refuse a rating outside 1 to 5', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Meh', rating: 9 },
      remoteAddress: '203.0.113.4',
    });
    expect(response.statusCode).toBe(400);
    expect(parseAnswer(errorEnvelopeSchema, response.body).error.message).toContain(
      'rating must be between 1 and 5',
    );
  });
});

describe('given the health endpoint', () => {
  it('should answer ok with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = parseAnswer(healthAnswerSchema, response.body);
    expect(body).toMatchObject({ success: true, status: 'ok', database: { status: 'up' } });
  });
});
