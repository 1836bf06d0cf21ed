#!/usr/bin/env node
// The copilot page measured in Chromium against a real server (`node scripts/start.mjs`, built-in
// engine): time from Enter to the first streamed characters over 20 sends, how long a conversation
// of 200 messages takes to open, and how long a keystroke in the composer takes there.
// Run: npm run bench:copilot -w @kiln/app (builds the app first when it has not been built).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SENDS = Number(process.env.BENCH_SENDS ?? 20);
const TURNS = 100;
const ADMIN = { email: 'bench-admin@kiln.test', password: 'Bench-Admin-Password-2026!' };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-copilot-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Seeding a long conversation sends many messages at once; the rules are not what is measured.
      AI_MIN_MESSAGE_INTERVAL_MS: '0',
      AI_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const api = (base, token) => async (method, path, body) => {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
};

async function signedInPage(browser, base, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(
    (value) => localStorage.setItem('kiln.auth', value),
    JSON.stringify({
      user: login.user,
      accessToken: login.token,
      refreshToken: login.refreshToken,
      expiresAt: Date.now() + login.expiresIn * 1000,
      storedAt: Date.now(),
    }),
  );
  return page;
}

const composer = (page) => page.getByRole('textbox', { name: 'Describe a component or a change' });

/** Enter → the answer bubble's first characters, measured in the page with performance.now(). */
async function firstCharacters(page) {
  const subjects = ['login form', 'pricing table', 'user card', 'data table', 'navbar'];
  const samples = [];
  for (let n = 0; n < SENDS; n += 1) {
    await composer(page).fill(`a ${subjects[n % subjects.length]} number ${n + 1}`);
    await page.evaluate(() => {
      const box = document.querySelector('textarea[aria-label="Describe a component or a change"]');
      window.__firstText = new Promise((resolve) => {
        box.addEventListener(
          'keydown',
          () => {
            const started = performance.now();
            const seen = () =>
              [
                ...document.querySelectorAll(
                  '[aria-busy="true"] [data-slot="chat-bubble-text"], [data-testid="code-answer"]',
                ),
              ].some((element) => element.textContent.trim() && element.textContent.trim() !== '…');
            const observer = new MutationObserver(() => {
              if (!seen()) return;
              observer.disconnect();
              resolve(performance.now() - started);
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          },
          { once: true, capture: true },
        );
      });
    });
    const answers = await page.getByTestId('code-answer').count();
    await composer(page).press('Enter');
    samples.push(await page.evaluate(() => window.__firstText));
    await page.getByTestId('code-answer').nth(answers).waitFor();
    await page.waitForTimeout(550);
  }
  return samples;
}

async function longConversation(page, base, call) {
  const session = await call('POST', '/ai/copilot/session/start', {
    title: 'Two hundred messages',
  });
  const id = session.data.sessionId;
  const subjects = [
    'a login form',
    'add a phone field',
    'use a dark theme',
    'make the buttons rounded',
  ];
  for (let n = 0; n < TURNS; n += 1)
    await call('POST', '/ai/copilot/chat', {
      sessionId: id,
      message: `${subjects[n % subjects.length]} (${n + 1})`,
    });
  const started = Date.now();
  await page.goto(`${base}/dashboard/ai-copilot`);
  await page.getByRole('heading', { name: 'Two hundred messages' }).waitFor();
  const headingMs = Date.now() - started;
  await page.locator('ol[aria-label="Messages"] > li').last().waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('textarea[aria-label="Describe a component or a change"]');
    return box && !box.disabled;
  });
  const openMs = Date.now() - started;
  const navigation = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry ? entry.loadEventEnd : null;
  });
  // Each key: from keydown to the next frame after the field shows it.
  await composer(page).click();
  await page.evaluate(() => {
    window.__keys = [];
    const box = document.querySelector('textarea[aria-label="Describe a component or a change"]');
    box.addEventListener('keydown', () => {
      const started = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => window.__keys.push(performance.now() - started), 0),
      );
    });
  });
  await page.keyboard.type('a settings page with a theme switch and a save button', { delay: 30 });
  await page.waitForTimeout(200);
  const keys = await page.evaluate(() => window.__keys);
  return { openMs, headingMs, navigation, keys };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', ...chromiumFlags],
});
try {
  const login = await (
    await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const call = api(server.base, login.token);
  const page = await signedInPage(browser, server.base, login);
  await page.goto(`${server.base}/dashboard/ai-copilot`);
  await composer(page).waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('textarea[aria-label="Describe a component or a change"]')?.disabled,
  );
  const first = await firstCharacters(page);
  await page.context().close();

  const second = await signedInPage(browser, server.base, login);
  const { openMs, headingMs, navigation, keys } = await longConversation(second, server.base, call);
  console.log(
    `first streamed characters after Enter, ${SENDS} sends: p50 ${ms(percentile(first, 50))}, p90 ${ms(percentile(first, 90))}, max ${ms(Math.max(...first))}`,
  );
  console.log(
    `conversation of ${TURNS * 2} messages: open → its latest messages shown and the composer usable ${openMs} ms (load event at ${navigation?.toFixed(0)} ms, title shown at ${headingMs} ms)`,
  );
  console.log(
    `keystrokes in that conversation (${keys.length}): p50 ${ms(percentile(keys, 50))}, p95 ${ms(percentile(keys, 95))}, max ${ms(Math.max(...keys))}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
