import type { AddressInfo } from 'node:net';
import { buildApp, type KilnApp } from '../../src/app';
import { loadAiConfig, type AiConfig } from '../../src/ai/config';
import type { Config } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './database';
import { testConfig } from './app';

/** A clock that moves only when the test says so, for the message-interval rule. */
export class ManualClock {
  private current = Date.parse('2026-11-21T09:00:00.000Z');
  now = (): Date => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export interface AiTestApp {
  app: KilnApp;
  database: TestDatabase;
  clock: ManualClock;
  base: string;
  close(): Promise<void>;
}

/**
 * The whole app with the given AI settings, configuration overrides (such as a worker pool's) and
 * server settings (`serverEnv`, read as the environment is), listening on loopback, with a manual
 * clock.
 */
export const startAiApp = async (
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  serverEnv: Record<string, string> = {},
): Promise<AiTestApp> => {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const ai: AiConfig = loadAiConfig({ AI_PROVIDER: 'builtin', ...env });
  const app = await buildApp({
    config: testConfig(overrides, serverEnv),
    database: database.database,
    skipMigrations: true,
    now: clock.now,
    ai,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    clock,
    base: `http://127.0.0.1:${port}/api`,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
};

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export const call = async <T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer<T>> => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
};

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Reads a text/event-stream answer event by event. */
export async function* readEvents(response: Response): AsyncGenerator<StreamEvent> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (data !== undefined) yield { event, data: JSON.parse(data) as unknown };
      boundary = buffer.indexOf('\n\n');
    }
  }
}

export const openStream = (base: string, token: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${base}/ai/copilot/chat/stream`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
