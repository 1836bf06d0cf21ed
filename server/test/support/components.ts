import {
  chatAnswerSchema,
  componentAnswerSchema,
  generateAnswerSchema,
  startSessionAnswerSchema,
  type ComponentDetail,
  type CreateComponentBody,
} from '@kiln/contract';
import { expect } from 'vitest';
import type { KilnApp } from '../../src/app';
import type { ManualClock } from './ai-app';
import { bearer, parseAnswer } from './app';

/** A request through the app with the user's token and a JSON body, if any. */
export const send = (
  app: KilnApp,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/**
 * A conversation with the built-in engine: each message is answered and stored, and the clock moves
 * past the minimum interval between messages. Returns the answers' ids, in order.
 */
export const converse = async (
  app: KilnApp,
  clock: ManualClock,
  token: string,
  messages: readonly string[],
) => {
  const started = await send(app, token, 'POST', '/api/ai/copilot/session/start', {});
  expect(started.statusCode, started.body).toBe(201);
  const { sessionId } = parseAnswer(startSessionAnswerSchema, started.body).data;
  const answers: string[] = [];
  for (const message of messages) {
    clock.advance(1_000);
    const answered = await send(app, token, 'POST', '/api/ai/copilot/chat', {
      sessionId,
      message,
      conversationHistory: [],
      continuePreviousConversation: answers.length > 0,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    answers.push(parseAnswer(chatAnswerSchema, answered.body).data.messageId);
  }
  return { sessionId, answers };
};

/** A component from the structured generate endpoint; returns the stored response's id. */
export const generate = async (app: KilnApp, clock: ManualClock, token: string, name: string) => {
  clock.advance(1_000);
  const answered = await send(app, token, 'POST', '/api/ai/generate', {
    name,
    framework: 'react',
    description: 'a pricing table with three plans',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return parseAnswer(generateAnswerSchema, answered.body).data.id;
};

export const fileSource = (content = 'export const Badge = () => null;\n') => ({
  kind: 'files' as const,
  framework: 'react' as const,
  files: [{ path: 'badge.tsx', content, type: 'component' as const, language: 'tsx' }],
});

/** Saves a component and returns it, failing the test unless the server answers 201. */
export const saveComponent = async (
  app: KilnApp,
  token: string,
  body: Partial<CreateComponentBody> & Pick<CreateComponentBody, 'source'>,
): Promise<ComponentDetail> => {
  const answer = await send(app, token, 'POST', '/api/components', { name: 'Badge', ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return parseAnswer(componentAnswerSchema, answer.body).data;
};
