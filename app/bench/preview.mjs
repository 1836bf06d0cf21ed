#!/usr/bin/env node
// The live preview measured in Chromium against a real server (`node scripts/start.mjs`): from
// the click on Preview to the component's first paint in the sandboxed frame (its `rendered`
// message), p50 over 10 runs, for the corpus's login form and data table. Cold: a fresh browser
// context (empty cache: the runtime is downloaded). Warm: the same context again (the runtime
// comes from the browser's cache); and warm once the build, asked for when the answer showed, has
// answered (a person reading the answer first). Every run previews code the server has not
// compiled before (a comment with the run's number is added to the component), so each includes
// a compile.
// Run: npm run bench:preview -w @kiln/app (builds the app first when it has not been built).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const corpus = JSON.parse(
  readFileSync(`${root}generator/test/fixtures/generator-corpus.json`, 'utf8'),
);
const SUBJECTS = ['login-basic', 'data-table'].map((id) => {
  const entry = corpus.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`the corpus has no entry ${id}`);
  return entry;
});

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

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-preview-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AI_MIN_MESSAGE_INTERVAL_MS: '0',
      AI_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // On a shared, busy machine a thread's first compile can pass the 10 s task deadline; the
      // pool then replaces the thread with a cold one, which can never catch up. A build that
      // long would spoil the figure anyway: this only keeps the threads alive.
      WORKER_TASK_TIMEOUT_MS: '60000',
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

async function signIn(base) {
  const account = { email: `bench-${Date.now()}@kiln.test`, password: 'Bench-Preview-2026!' };
  const post = (path, data) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    }).then((response) => response.json());
  await post('/auth/signup', { ...account, firstName: 'Bench', lastName: 'Mark' });
  return post('/auth/login', account);
}

async function newContext(browser, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (value) => localStorage.setItem('kiln.auth', value),
    JSON.stringify({
      user: login.user,
      accessToken: login.token,
      refreshToken: login.refreshToken,
      expiresAt: Date.now() + login.expiresIn * 1000,
      storedAt: Date.now(),
    }),
  );
  return context;
}

let uniqueRun = 0;
/** The build request's time (server compile included) of every run. */
const compileTimes = [];

/**
 * Opens the copilot, asks for the component, then times Preview → the frame's `rendered`: at once
 * when the answer shows, or (`afterBuild`) once the build asked for when it showed has answered,
 * as when a person reads the answer before clicking.
 */
async function clickToFirstPaint(context, base, prompt, { afterBuild = false } = {}) {
  const page = await context.newPage();
  uniqueRun += 1;
  const marker = `// preview benchmark run ${Date.now()}-${uniqueRun}\n`;
  await page.route('**/api/preview/builds', async (route) => {
    const body = route.request().postDataJSON();
    body.files = body.files.map((file) =>
      file.type === 'component' ? { ...file, content: marker + file.content } : file,
    );
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`${base}/dashboard/ai-copilot`);
  const composer = page.getByRole('textbox', { name: 'Describe a component or a change' });
  await composer.waitFor();
  await page.waitForFunction(() => !document.querySelector('textarea[disabled]'));
  await composer.fill(prompt);
  await composer.press('Enter');
  const answer = page.getByTestId('code-answer').last();
  await answer.getByRole('tabpanel').waitFor();
  if (afterBuild)
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/api/preview/builds')),
      undefined,
      { timeout: 60_000 },
    );
  await page.evaluate(() => {
    window.__rendered = new Promise((resolve) => {
      const button = [...document.querySelectorAll('[data-testid="code-answer"] button')].findLast(
        (element) => element.textContent.trim() === 'Preview',
      );
      button.addEventListener('click', () => {
        const started = performance.now();
        window.addEventListener('message', (event) => {
          if (event.data?.channel === 'kiln-preview' && event.data.type === 'rendered')
            resolve(performance.now() - started);
          if (event.data?.channel === 'kiln-preview' && event.data.type === 'runtime-error')
            resolve(Number.NaN);
        });
      });
    });
  });
  await answer.getByRole('button', { name: 'Preview' }).click();
  const problems = answer.getByTestId('preview-problems');
  const elapsed = await Promise.race([
    page.evaluate(() => window.__rendered),
    problems.waitFor({ timeout: 60_000 }).then(
      async () => {
        throw new Error(`the preview of "${prompt}" shows problems: ${await problems.innerText()}`);
      },
      // No problems shown (or the page already closed): the render decides.
      () => new Promise(() => undefined),
    ),
  ]);
  compileTimes.push(
    await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .findLast((entry) => entry.name.endsWith('/api/preview/builds')).duration,
    ),
  );
  await page.close();
  if (Number.isNaN(elapsed)) throw new Error(`the preview of "${prompt}" failed while running`);
  return elapsed;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const login = await signIn(server.base);
  // One preview first, so the server's threads have compiled once (as after any start-up warm-up).
  const warmUp = await newContext(browser, login);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await clickToFirstPaint(warmUp, server.base, SUBJECTS[0].prompt);
      break;
    } catch (error) {
      // A thread still loading the compiler can run past the task deadline; it is warm after.
      if (attempt === 3) throw error;
    }
  }
  await warmUp.close();
  const rows = [];
  for (const subject of SUBJECTS) {
    const cold = [];
    const warm = [];
    const warmAfterBuild = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await newContext(browser, login);
      cold.push(await clickToFirstPaint(context, server.base, subject.prompt));
      warm.push(await clickToFirstPaint(context, server.base, subject.prompt));
      warmAfterBuild.push(
        await clickToFirstPaint(context, server.base, subject.prompt, { afterBuild: true }),
      );
      await context.close();
    }
    rows.push({ id: subject.id, cold, warm, warmAfterBuild });
  }
  console.log(`preview: click → first paint, p50 (p90) over ${RUNS} runs each`);
  console.log(
    `build request (compile of new code) p50 ${percentile(compileTimes, 50).toFixed(0)} ms (p90 ${percentile(compileTimes, 90).toFixed(0)})`,
  );
  const figure = (values) =>
    `${percentile(values, 50).toFixed(0)} ms (${percentile(values, 90).toFixed(0)})`;
  for (const { id, cold, warm, warmAfterBuild } of rows)
    console.log(
      `${id}: cold ${figure(cold)}, warm ${figure(warm)}, warm with the build done ${figure(warmAfterBuild)}`,
    );
} finally {
  await browser.close();
  await server.stop();
}
