/**
 * Records the API's answers to a fixed journey across every URL area (sign-up, profile, copilot,
 * prompt API, generate, validate, components and versions, share, gallery, templates, library,
 * export, billing, notifications, account, admin) and prints them normalised: ids, tokens and
 * times become numbered placeholders in order of first appearance, so two runs of the same server
 * print the same bytes. Runs on an in-memory PGlite database on a fixed clock; nothing is written
 * anywhere. Comparing the output of two checkouts shows whether a change altered what the API
 * answers (`npx tsx server/scripts/api-cases.ts > cases.txt`).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, unknown>;

const START = Date.parse('2026-01-05T09:00:00.000Z');
let elapsedMs = 0;
const now = () => new Date(START + elapsedMs);

/** Placeholders for what differs between runs by design: ids, tokens, secrets and times. */
const VARYING: [string, RegExp][] = [
  ['id', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g],
  ['time', /\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b/g],
  ['jwt', /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g],
  ['key', /\bkiln_[\w-]{16,}/g],
  ['token', /(?<![\w-])[\w-]{32,}(?![\w-])/g],
];
/** Measurements and random hints: their values differ from run to run, their presence does not. */
const VOLATILE =
  /"(latencyMs|processingTime|generationTime|uptimeSeconds|tokenHint|durationMs)":("[^"]*"|[\d.]+)/g;
const seen = new Map<string, string>();
const normalise = (text: string): string =>
  VARYING.reduce(
    (out, [kind, pattern]) =>
      out.replace(pattern, (value) => {
        if (!seen.has(value)) seen.set(value, `<${kind}${seen.size + 1}>`);
        return seen.get(value) ?? value;
      }),
    text.replace(VOLATILE, '"$1":"<measured>"'),
  );

const main = async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'k'.repeat(64),
    WEB_ROOT: join(tmpdir(), 'kiln-api-cases-no-web-root'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
  const app = await buildApp({
    config: { ...config, argon2: { memoryCost: 256, timeCost: 1, parallelism: 1 } },
    database,
    now,
  });
  const out: string[] = [];

  const call = async (
    label: string,
    method: Method,
    url: string,
    token?: string,
    body?: unknown,
  ) => {
    elapsedMs += 2_000;
    const send = () =>
      app.inject({
        method,
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    // A busy worker pool (503 SERVER_BUSY) is retried as the app retries it.
    let answer = await send();
    for (let retry = 1; answer.statusCode === 503 && retry <= 6; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000 * retry));
      answer = await send();
    }
    const type = String(answer.headers['content-type'] ?? '');
    const shown = type.includes('json') ? answer.body : `<${answer.rawPayload.length} bytes>`;
    out.push(
      `## ${label}\n${method} ${normalise(url)} → ${answer.statusCode} ${type}\n${normalise(shown)}\n`,
    );
    return (type.includes('json') ? JSON.parse(answer.body) : {}) as Json;
  };
  const data = (answer: Json) => (answer.data ?? {}) as Json;

  try {
    await call('health', 'GET', '/api/health');
    await call('signup: weak password', 'POST', '/api/auth/signup', undefined, {
      email: 'ada@example.com',
      password: 'short',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const signedUp = await call('signup', 'POST', '/api/auth/signup', undefined, {
      email: 'ada@example.com',
      password: 'correct-horse-battery-staple',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await call('signup: taken', 'POST', '/api/auth/signup', undefined, {
      email: 'ada@example.com',
      password: 'correct-horse-battery-staple',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await call('login: wrong password', 'POST', '/api/auth/login', undefined, {
      email: 'ada@example.com',
      password: 'wrong-password-entirely',
    });
    const login = await call('login', 'POST', '/api/auth/login', undefined, {
      email: 'ada@example.com',
      password: 'correct-horse-battery-staple',
    });
    const token = String(login.token ?? signedUp.token);
    await call('profile: no token', 'GET', '/api/auth/profile');
    await call('profile', 'GET', '/api/auth/profile', token);
    await call('users profile', 'GET', '/api/users/profile', token);
    await call('users profile: update', 'PUT', '/api/users/profile', token, {
      firstName: 'Augusta',
    });
    await call('preferences', 'GET', '/api/users/preferences', token);
    await call('notifications', 'GET', '/api/users/notifications', token);
    await call('analytics', 'GET', '/api/users/analytics', token);
    await call('billing plans', 'GET', '/api/billing/plans', token);
    await call('subscription', 'GET', '/api/billing/subscription', token);
    await call('invoices', 'GET', '/api/billing/invoices', token);
    await call('sessions', 'GET', '/api/account/sessions', token);
    await call('two-factor', 'GET', '/api/account/two-factor', token);
    await call('api keys', 'GET', '/api/account/api-keys', token);
    await call('guards', 'GET', '/api/ai/guards', token);
    await call('prompt health', 'GET', '/api/ai/prompt/health', token);
    await call('models', 'GET', '/api/ai/prompt/models', token);

    const started = data(
      await call('copilot: start', 'POST', '/api/ai/copilot/session/start', token, {}),
    );
    const sessionId = String(started.sessionId);
    const chat = data(
      await call('copilot: chat', 'POST', '/api/ai/copilot/chat', token, {
        sessionId,
        message: 'a signup form with name, e-mail and password, passwords must match',
        conversationHistory: [],
        continuePreviousConversation: false,
      }),
    );
    await call('copilot: refine', 'POST', '/api/ai/copilot/chat', token, {
      sessionId,
      message: 'add a phone field',
      conversationHistory: [],
      continuePreviousConversation: true,
    });
    await call('copilot: empty message', 'POST', '/api/ai/copilot/chat', token, {
      sessionId,
      message: '',
      conversationHistory: [],
      continuePreviousConversation: true,
    });
    await call('copilot: sessions', 'GET', '/api/ai/copilot/sessions', token);
    await call('copilot: session', 'GET', `/api/ai/copilot/sessions/${sessionId}`, token);
    await call('prompt: send', 'POST', '/api/ai/prompt/send', token, {
      content: 'a pricing table with three plans and a monthly/yearly toggle',
      context: { framework: 'angular' },
    });
    await call('generate', 'POST', '/api/ai/generate', token, {
      name: 'OrdersTable',
      framework: 'react',
      description: 'a data table of orders with number, client, amount and status, sortable',
    });
    await call('generate: gibberish', 'POST', '/api/ai/generate', token, {
      description: 'asdf qwerty',
    });
    await call('history', 'GET', '/api/ai/history', token);

    const badge = {
      path: 'badge.tsx',
      content: 'export const Badge = ({ label }: { label: string }) => <span>{label}</span>;\n',
      type: 'component',
      language: 'tsx',
    };
    const files = [badge];
    await call('validate', 'POST', '/api/ai/validate', token, { framework: 'react', files });
    const component = data(
      await call('components: save', 'POST', '/api/components', token, {
        name: 'Badge',
        source: { kind: 'files', framework: 'react', files },
      }),
    );
    const componentId = String(component.id);
    await call('components: list', 'GET', '/api/components', token);
    await call('components: stats', 'GET', '/api/components/stats', token);
    await call('components: one', 'GET', `/api/components/${componentId}`, token);
    await call('components: rename', 'PATCH', `/api/components/${componentId}`, token, {
      name: 'Pill',
    });
    await call('versions: add', 'POST', `/api/components/${componentId}/versions`, token, {
      source: {
        kind: 'files',
        framework: 'react',
        files: [{ ...badge, content: badge.content.replace('<span>', '<span className="pill">') }],
      },
    });
    await call('versions', 'GET', `/api/components/${componentId}/versions`, token);
    await call('version 1', 'GET', `/api/components/${componentId}/versions/1`, token);
    await call('diff', 'GET', `/api/components/${componentId}/diff?from=1&to=2`, token);
    await call('duplicate', 'POST', `/api/components/${componentId}/duplicate`, token, {});
    await call('interface', 'POST', '/api/components/interface', token, {
      framework: 'react',
      files,
    });
    await call('presets', 'GET', `/api/components/${componentId}/presets`, token);
    if (chat.messageId)
      await call('copilot answer: save', 'POST', '/api/components', token, {
        name: 'SignupForm',
        source: { kind: 'chat-message', id: chat.messageId },
      });

    const share = data(
      await call('share', 'POST', '/api/share', token, { componentId, version: 2 }),
    );
    await call('shares', 'GET', `/api/share?componentId=${componentId}`, token);
    if (share.token) await call('share: public', 'GET', `/api/share/public/${String(share.token)}`);
    await call('gallery: publish', 'POST', '/api/gallery', token, {
      componentId,
      title: 'Pill',
      description: 'A small label',
      category: 'ui',
      tags: ['label'],
    });
    await call('gallery', 'GET', '/api/gallery', token);
    await call('gallery categories', 'GET', '/api/gallery/categories', token);
    await call('templates', 'GET', '/api/templates', token);
    await call('library', 'GET', '/api/library', token);
    await call('export tree', 'POST', '/api/export/tree', token, {
      componentIds: [componentId],
      kind: 'project',
    });

    const stranger = await call('signup: stranger', 'POST', '/api/auth/signup', undefined, {
      email: 'grace@example.com',
      password: 'correct-horse-battery-staple',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const strangerToken = String(stranger.token);
    await call('stranger: component', 'GET', `/api/components/${componentId}`, strangerToken);
    await call('stranger: delete', 'DELETE', `/api/components/${componentId}`, strangerToken);
    await call('stranger: admin', 'GET', '/api/admin/users', strangerToken);
    await call('contact', 'POST', '/api/contact', undefined, {
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'A question about plans.',
    });
    await call('components: delete', 'DELETE', `/api/components/${componentId}`, token);
    await call('not found', 'GET', `/api/components/${componentId}`, token);
    await call('logout', 'POST', '/api/auth/logout', token, { refreshToken: login.refreshToken });
    process.stdout.write(out.join('\n'));
  } finally {
    await app.close();
    await database.close();
  }
};

await main();
