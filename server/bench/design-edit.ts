/**
 * A design-mode edit's preview update: how long after an edit the live preview has its new build.
 *
 * A Kiln server as `npm start` runs it (production mode, the built-in engine, embedded PGlite, or
 * PostgreSQL when DATABASE_URL is set) answers three copilot messages, each in a session of its own
 * (a second message in a session refines the first answer): an Angular signup form, a React card
 * and a react-ds data table. Each answer is opened in design mode as the app opens it (its preview
 * built, `POST …/design` with no edits; untimed), then edited BENCH_EDITS times, text renames and
 * style changes in turn, each request carrying the whole list of edits so far, as the app sends it.
 * Per edit it times (a) `POST …/design` alone and (b) the update the person waits for:
 * `POST …/design`, then `POST /api/preview/builds` with the files it answered (the body the app's
 * preview sends), until the build is answered. Each answer's first edit is "cold", the rest
 * "warm". Every list of edits prints new code, so no build is a kept one (that would stop it).
 *
 *   npm run bench:design -w @kiln/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:design -w @kiln/server
 *
 * BENCH_EDITS (30: edits per answer).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiFramework, DesignEdit, DesignResult } from '@kiln/contract';
import { freePort, loadServerEnv, percentile, signupToken, start, stop } from './harness';

const EDITS = Number(process.env.BENCH_EDITS ?? 30);
const DATABASE_URL = process.env.DATABASE_URL;
/** The descriptions, by the framework each is asked in (the chat request's `framework`). */
const ANSWERS: Record<'angular' | 'react' | 'react-ds', string> = {
  angular: 'a signup form with name, email and password fields and a "Create account" button',
  react: 'a card showing an order with customer, total and status details and a Track button',
  'react-ds':
    'a data table of users with name, email and role, sortable and paginated with a filter',
};
const FRAMEWORKS = Object.keys(ANSWERS) as (keyof typeof ANSWERS)[];
const COLORS = ['red-600', 'emerald-600', 'blue-600', 'amber-600', 'indigo-600', 'slate-700'];
const RADII = ['square', 'rounded', 'pill', 'default'] as const;
const DENSITIES = ['compact', 'spacious', 'comfortable'] as const;

type File = DesignResult['files'][number];
interface Timing {
  framework: AiFramework;
  cold: boolean;
  designMs: number;
  updateMs: number;
  compileMs: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** A JSON request with the user's token; anything but 2xx stops the benchmark. */
const call = async <T>(base: string, token: string, path: string, body: unknown) => {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
  return { data: (JSON.parse(text) as { data: T }).data, timing: response.headers };
};

/** The app's preview build of `files` (its framework read from the files, as the app reads it). */
const build = async (base: string, token: string, files: File[]) => {
  const react = files.filter((file) => /\.[jt]sx$/i.test(file.path));
  const framework: AiFramework =
    react.length === 0
      ? 'angular'
      : react.some((file) => /from\s+['"]@kiln\/design-system['"]/.test(file.content))
        ? 'react-ds'
        : 'react';
  const body = {
    framework,
    files: files.map(({ path, content, type, language }) => ({ path, content, type, language })),
  };
  type Build = { frameUrl: string | null; problems: unknown[] };
  const { data, timing } = await call<Build>(base, token, '/preview/builds', body);
  if (!data.frameUrl) throw new Error(`the build had problems: ${JSON.stringify(data.problems)}`);
  const compile = /compile;dur=([\d.]+)/.exec(timing.get('server-timing') ?? '');
  if (!compile) throw new Error('a kept build: the edits printed code built before');
  return Number(compile[1]);
};

/** Edit `n` (1-based) of an answer whose parts are `parts`: renames and style changes in turn. */
const nthEdit = (n: number, parts: DesignResult['parts']): DesignEdit => {
  const step = Math.floor(n / 2);
  if (n % 2 === 1) return { op: 'text', part: parts[step % parts.length]!.id, value: `Label ${n}` };
  return {
    op: 'style',
    color: COLORS[step % COLORS.length]!,
    radius: RADII[step % RADII.length]!,
    density: DENSITIES[step % DENSITIES.length]!,
    shadow: step % 2 === 0,
  };
};

const editAnswer = async (base: string, token: string, framework: AiFramework, message: string) => {
  const session = await call<{ sessionId: string }>(base, token, '/ai/copilot/session/start', {});
  const { sessionId } = session.data;
  const answer = await call<{ messageId: string; files: File[] }>(base, token, '/ai/copilot/chat', {
    sessionId,
    message,
    framework,
  });
  const path = `/ai/copilot/sessions/${sessionId}/answers/${answer.data.messageId}/design`;
  // Design mode opens on an answer whose preview was shown: its build and its parts.
  await build(base, token, answer.data.files);
  let { parts } = (await call<DesignResult>(base, token, path, { edits: [] })).data;
  if (parts.length === 0) throw new Error(`no parts to edit in the ${framework} answer`);
  console.log(
    `${framework}: ${answer.data.files[0]?.path}, parts ${parts.map((p) => p.id).join(' ')}`,
  );
  const edits: DesignEdit[] = [];
  const timings: Timing[] = [];
  for (let n = 1; n <= EDITS; n += 1) {
    edits.push(nthEdit(n, parts));
    const started = performance.now();
    const result = (await call<DesignResult>(base, token, path, { edits })).data;
    const designMs = performance.now() - started;
    const compileMs = await build(base, token, result.files);
    timings.push({
      framework,
      cold: n === 1,
      designMs,
      updateMs: performance.now() - started,
      compileMs,
    });
    parts = result.parts;
  }
  return timings;
};

/** A table row: cold (each answer's first edit), warm p50, warm p95 and max of each measure. */
const row = (label: string, timings: Timing[]) => {
  const cells = (pick: (t: Timing) => number) => {
    const warm = timings.filter((t) => !t.cold).map(pick);
    warm.sort((a, b) => a - b);
    const cold = timings.filter((t) => t.cold).map((t) => pick(t).toFixed(0));
    const max = Math.max(...timings.map(pick));
    return [cold.join('/'), percentile(warm, 50), percentile(warm, 95), max]
      .map((value) => (typeof value === 'number' ? value.toFixed(0) : value))
      .join(' | ');
  };
  return `| ${label} | ${cells((t) => t.designMs)} | ${cells((t) => t.updateMs)} | ${cells((t) => t.compileMs)} |`;
};

const main = async () => {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-design-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    'src/main.ts',
    loadServerEnv({ port, dataDir, databaseUrl: DATABASE_URL }),
    `${base}/api/health/ready`,
  );
  try {
    const before = load();
    const token = await signupToken(base);
    const timings: Timing[] = [];
    for (const framework of FRAMEWORKS)
      timings.push(...(await editAnswer(base, token, framework, ANSWERS[framework])));
    console.log(
      `commit ${commit}, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${availableParallelism()} cores, ` +
        `${EDITS} edits per answer; load average before ${before}, after ${load()}`,
    );
    console.log(
      'ms: (a) POST …/design | (b) …/design + preview build | build compile on the thread',
    );
    console.log(
      '| answer | (a) cold | (a) warm p50 | (a) warm p95 | (a) max | (b) cold | (b) warm p50 | (b) warm p95 | (b) max | compile cold | compile p50 | compile p95 | compile max |',
    );
    console.log(`|---${'|---'.repeat(12)}|`);
    const of = (framework: AiFramework) => timings.filter((t) => t.framework === framework);
    for (const framework of FRAMEWORKS) console.log(row(framework, of(framework)));
    console.log(row('all', timings));
    const warm = timings.filter((t) => !t.cold).map((t) => t.updateMs);
    console.log(
      `warm updates within 300 ms: ${warm.filter((ms) => ms <= 300).length} of ${warm.length}`,
    );
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
