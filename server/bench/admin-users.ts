/**
 * The admin user table at scale: 100,000 users on PostgreSQL, then search and paging through
 * `GET /api/admin/users` as the admin screen sends them. Times are server time: `app.inject`
 * around the whole request (auth, validation, SQL, serialisation), no network.
 *
 *   npx tsx bench/admin-users.ts            (BENCH_DATABASE_URL, BENCH_USERS, BENCH_RUNS)
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

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const bench = await createBenchDatabase('kiln_bench_admin');

try {
  const database = await openDatabase({ driver: 'postgres', url: bench.url });
  await runMigrations(database);
  const seed = new pg.Client({ connectionString: bench.url });
  await seed.connect();
  const started = performance.now();
  // Realistic spread: names from small lists, one in ten on a paid plan, one in fifty deactivated.
  await seed.query(
    `insert into users (email, password_hash, first_name, last_name, is_active, created_at)
     select 'user' || i || '@' || (array['example.com','kiln.test','acme.io','mail.dev'])[1 + i % 4],
            'x',
            (array['Ada','Grace','Alan','Linus','Margaret','Ken','Barbara','Edsger','Frances','Donald'])[1 + i % 10] || i % 97,
            (array['Lovelace','Hopper','Turing','Torvalds','Hamilton','Thompson','Liskov','Dijkstra','Allen','Knuth'])[1 + (i / 10) % 10],
            i % 50 <> 0,
            now() - (i || ' minutes')::interval
     from generate_series(1, $1) as i`,
    [userCount],
  );
  await seed.query(
    `insert into subscriptions (user_id, plan_id, status, current_period_end)
     select id, (array['pro','premium','enterprise'])[1 + (abs(hashtext(email)) % 3)], 'active', now() + interval '20 days'
     from users where abs(hashtext(email)) % 10 = 0`,
  );
  await seed.query('analyze');
  await seed.end();
  console.log(`seeded ${userCount} users in ${Math.round(performance.now() - started)} ms`);

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: join(tmpdir(), 'kiln-bench-admin'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'bench-admin@kiln.test',
    ADMIN_PASSWORD: 'Bench-Admin-Password-1',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, skipMigrations: true });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench-admin@kiln.test', password: 'Bench-Admin-Password-1' },
  });
  const token = (JSON.parse(login.body) as { token: string }).token;

  const cases: [string, string][] = [
    ['first page', 'page=1&limit=10'],
    ['page 500', 'page=500&limit=10'],
    ['page 9999 (last)', 'page=9999&limit=10'],
    ['search e-mail "user4242"', 'search=user4242&limit=10'],
    ['search name "hopper"', 'search=hopper&limit=10'],
    ['search "grace hop" page 3', 'search=grace%20hop&page=3&limit=10'],
    ['filter plan=pro', 'plan=pro&limit=10'],
    ['filter active=false + role=user', 'isActive=false&role=user&limit=10'],
    ['search "acme" + plan=premium', 'search=acme&plan=premium&limit=10'],
  ];
  console.log(`\n| query | p50 ms | p95 ms | total |`);
  console.log(`|---|---|---|---|`);
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs + 10; run += 1) {
      const t0 = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - t0;
      if (answer.statusCode !== 200)
        throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
      total = (JSON.parse(answer.body) as { data: { pagination: { total: number } } }).data
        .pagination.total;
      if (run >= 10) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${total} |`,
    );
  }
  await app.close();
  await database.close();
} finally {
  await bench.drop();
}
