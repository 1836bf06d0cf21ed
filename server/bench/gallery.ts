/**
 * The gallery at scale: 10,000 published entries (by 1,000 authors) on PostgreSQL, then the first
 * page of each sort and tab through `GET /api/gallery` as the gallery screen sends it. Times are
 * server time: `app.inject` around the whole request (auth, validation, SQL, serialisation).
 *
 *   npx tsx bench/gallery.ts            (BENCH_DATABASE_URL, BENCH_ENTRIES, BENCH_RUNS)
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createBenchDatabase, percentile } from './harness';

const entryCount = Number(process.env.BENCH_ENTRIES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const bench = await createBenchDatabase('kiln_bench_gallery');

try {
  const database = await openDatabase({ driver: 'postgres', url: bench.url });
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: join(tmpdir(), 'kiln-bench-gallery'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, skipMigrations: true });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'bench-viewer@kiln.test',
      password: 'Bench-Viewer-Password-1',
      firstName: 'Bench',
      lastName: 'Viewer',
    },
  });
  const { token, user } = JSON.parse(signup.body) as { token: string; user: { id: string } };

  const seed = new pg.Client({ connectionString: bench.url });
  await seed.connect();
  const started = performance.now();
  const authors = Math.max(1, Math.round(entryCount / 10));
  await seed.query(
    `insert into users (email, password_hash, first_name, last_name)
     select 'author' || i || '@kiln.test', 'x',
            (array['Ada','Grace','Alan','Linus','Margaret'])[1 + i % 5],
            (array['Lovelace','Hopper','Turing','Torvalds','Hamilton'])[1 + (i / 5) % 5]
     from generate_series(1, $1) as i`,
    [authors],
  );
  // One component per entry (an entry snapshots a component), each file about 2 kB of code.
  await seed.query(
    `with authors as (select id, row_number() over (order by email) as n from users where email like 'author%')
     insert into components (user_id, name, framework, latest_version, version_count, storage_bytes)
     select a.id, 'Component ' || i, (array['angular','react','react-ds'])[1 + i % 3], 1, 1, 2048
     from generate_series(1, $1) as i join authors a on a.n = 1 + i % $2`,
    [entryCount, authors],
  );
  // Counters spread like real use: most entries have few likes, a few have many.
  await seed.query(
    `insert into gallery_entries (component_id, user_id, version, framework, files, title, description,
       category, tags, featured, hidden, likes_count, favourites_count, forks_count, views_count, published_at, updated_at)
     select c.id, c.user_id, 1, c.framework,
            jsonb_build_array(jsonb_build_object('path', 'component.ts', 'type', 'component', 'language', 'typescript',
              'content', repeat('export const line = 1;' || chr(10), 90))),
            (array['Pricing table','Login form','Data grid','Navbar','Hero banner','Toast'])[1 + n % 6] || ' ' || n,
            'A published component number ' || n,
            (array['ui','forms','navigation','data','layout','feedback','marketing'])[1 + n % 7],
            array['tag' || n % 50, 'kiln'],
            n % 50 = 0, n % 100 = 7,
            floor(power(random(), 4) * 500)::int, floor(power(random(), 4) * 200)::int,
            floor(power(random(), 5) * 100)::int, floor(random() * 2000)::int,
            now() - (n || ' minutes')::interval, now()
     from (select id, user_id, framework, row_number() over (order by id) as n from components) c`,
  );
  // The viewer liked and favourited one entry in twenty, so "liked by me" finds rows.
  await seed.query(
    `insert into gallery_likes (entry_id, user_id) select id, $1 from gallery_entries where abs(hashtext(id::text)) % 20 = 0`,
    [user.id],
  );
  await seed.query(
    `insert into gallery_favourites (entry_id, user_id) select id, $1 from gallery_entries where abs(hashtext(id::text)) % 20 = 1`,
    [user.id],
  );
  // Autovacuum keeps a live table's visibility map set; the fresh seed gets the same, so counts can
  // read an index alone.
  await seed.query('vacuum analyze');
  await seed.end();
  console.log(`seeded ${entryCount} entries in ${Math.round(performance.now() - started)} ms`);

  // The floor under the same load: an authenticated read of one row (the session check included).
  const cases: [string, string][] = [
    ['baseline: GET /api/auth/profile', ''],
    ['popular, first page', 'sort=popular'],
    ['recent, first page', 'sort=recent'],
    ['most forked, first page', 'sort=forks'],
    ['most liked, first page', 'sort=likes'],
    ['popular, page 100', 'sort=popular&page=100'],
    ['featured tab, popular', 'tab=featured'],
    ['my favourites, recent', 'tab=favourites&sort=recent'],
    ['category forms, popular', 'category=forms'],
    ['search "login", popular', 'search=login'],
  ];
  console.log(`\n| query (limit 20) | p50 ms | p95 ms | total |`);
  console.log(`|---|---|---|---|`);
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs + 10; run += 1) {
      const t0 = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: query ? `/api/gallery?${query}&limit=20` : '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - t0;
      if (answer.statusCode !== 200)
        throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
      if (query)
        total = (JSON.parse(answer.body) as { data: { pagination: { total: number } } }).data
          .pagination.total;
      if (run >= 10) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${total} |`,
    );
  }
  const categories: number[] = [];
  for (let run = 0; run < runs + 10; run += 1) {
    const t0 = performance.now();
    await app.inject({
      method: 'GET',
      url: '/api/gallery/categories',
      headers: { authorization: `Bearer ${token}` },
    });
    if (run >= 10) categories.push(performance.now() - t0);
  }
  categories.sort((a, b) => a - b);
  console.log(
    `| categories with counts | ${percentile(categories, 50).toFixed(1)} | ${percentile(categories, 95).toFixed(1)} | - |`,
  );

  const plans = new pg.Client({ connectionString: bench.url });
  await plans.connect();
  for (const order of ['popularity', 'published_at', 'forks_count', 'likes_count']) {
    const plan = await plans.query(
      `explain analyze select id from gallery_entries where hidden = false order by ${order} desc nulls last, id desc nulls last limit 20`,
    );
    console.log(
      `\nplan, ${order}: ${plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join(' / ')}`,
    );
  }
  const counted = await plans.query(
    'explain analyze select count(*) from gallery_entries where hidden = false',
  );
  console.log(
    `\nplan, total: ${counted.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join(' / ')}`,
  );
  await plans.end();
  await app.close();
  await database.close();
} finally {
  await bench.drop();
}
