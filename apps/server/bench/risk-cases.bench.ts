/**
 * Benchmark: the risk desk's case list (GET /api/admin/v1/Risk/cases, first page of 25 with its capped count, each
 * row's accounts and held payouts) through the HTTP pipeline with an API key, on PostgreSQL holding 100,000 trader
 * accounts, 1,000,000 risk positions, 5,000 cases over the seeded brands (half open, the rest decided) and 5,000
 * pending payouts. Method and recorded results: docs/benchmarks.md, "Risk case list". Run:
 * `flock /work/.locks/heavy.lock npm run bench:risk-cases` (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; it works in a schema of its own and drops it at the end; the data are
 * generated in SQL once and the timed part repeated BENCH_REPEAT times, default 3, medians printed).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { seed } from '../src/seed/seed.ts';
import { seedRiskHistory } from './risk-scale.ts';
import { benchStore } from './bench-store.ts';
import { printLatencyTable, timeCase } from './latency-table.ts';
import { timeStatements } from './statement-timing.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const CASES = Number(process.env.BENCH_CASES ?? 5_000);
const PAYOUTS = 5_000;
const RUNS = 300;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** BENCH_STATEMENTS=1: also print each request's statements, counted and timed (statement-timing.ts). */
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';

const store = await benchStore(url, 'bench-');
const { dataDir } = store;
const opened = await openDb({ kind: 'postgres', url, schema: store.schema, maxConnections: 4 });
const timing = timeStatements(opened);
const db = STATEMENTS ? timing.db : opened;
try {
  await migrate(db);
  await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
  const brands = (await db.query<{ id: string }>('select id from brands order by code')).map((b) => b.id);
  const t0 = performance.now();
  await seedRiskHistory(db, { accounts: ACCOUNTS, positions: POSITIONS });
  // Cases of two or three accounts of one brand; half open, the rest watched, cleared or confirmed.
  await db.query(
    `insert into risk_cases (brand_id, signal, subject, score, status, rules, opened_at, updated_at)
     select ($1::uuid[])[1 + g % cardinality($1::uuid[])],
            (array['copy','hedge','strategy','identity'])[1 + g % 4], 'bench:' || g, ((g * 7919) % 1000) / 1000.0,
            (array['open','open','open','open','watched','cleared','confirmed','open'])[1 + (g * 31) % 8],
            array[(array['copy-trading','hedging','no-stop-loss','shared-ip'])[1 + g % 4]],
            now() - make_interval(secs => g * 60), now() - make_interval(secs => g * 30)
       from generate_series(1, $2) g`,
    [brands, CASES],
  );
  // Each case on two accounts of its brand, spread over the brand's accounts (numbered within the brand).
  const [{ perBrand }] = (await db.query<{ perBrand: number }>(
    `select min(n)::int as "perBrand" from (select count(*) as n from trader_accounts group by brand_id) b`,
  )) as [{ perBrand: number }];
  await db.query(
    `insert into risk_case_accounts (case_id, account_id, user_id)
     select c.id, a.id, a.user_id
       from (select id, brand_id, row_number() over (order by id) as n from risk_cases) c
      cross join generate_series(0, 1) k
       join (select id, user_id, brand_id, row_number() over (partition by brand_id order by id) as n
               from trader_accounts) a
         on a.brand_id = c.brand_id and a.n = 1 + ((c.n * 2 + k) * 7) % $1
     on conflict do nothing`,
    [perBrand],
  );
  await db.query(
    `insert into payouts (number, brand_id, user_id, account_id, status, method, amount, currency,
                          profit_split_percent, gross_profit, destination, details_sealed, idempotency_key)
     select 'PB' || n, brand_id, user_id, id, n % 2, 'crypto', 10000, 'USD', 80, 12500, 'T…x', 'sealed',
            gen_random_uuid()
       from (select id, brand_id, user_id, row_number() over (order by id) as n from trader_accounts
              where is_funded order by id limit $1) a`,
    [PAYOUTS],
  );
  await db.exec('analyze');
  const loadSeconds = ((performance.now() - t0) / 1000).toFixed(1);
  const [counts] = await db.query<Record<string, number>>(
    `select (select count(*)::int from trader_accounts) as accounts, (select count(*)::int from risk_positions) as positions,
            (select count(*)::int from risk_cases) as cases, (select count(*)::int from risk_cases where status = 'open') as open,
            (select count(*)::int from risk_case_accounts) as case_accounts, (select count(*)::int from payouts) as payouts`,
  );
  console.log(`loaded in ${loadSeconds} s:`, counts);

  const key = `pk_${randomBytes(32).toString('base64url')}`;
  await db.query(
    `insert into api_keys (name, key_hash, prefix, brand_ids, actions, created_at) values ('bench', $1, $2, null, $3, now())`,
    [sha256(key), key.slice(0, 8), ['risk.read']],
  );
  const config = loadConfig(
    // One client asks thousands of times a minute: the general rate limit would answer 429.
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
    { dataDir, jwtSecret: 'b'.repeat(32) },
  );
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const headers = { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION, 'x-api-key': key };

  const cases: [string, string][] = [
    ['every brand, open, page 1', ''],
    ['one brand, open, page 1', `?brandId=${brands[0]}`],
    ['every brand, copy only, page 1', '?signal=copy'],
    ['every brand, score ≥ 0.6, page 1', '?minScore=0.6'],
    ['every brand, confirmed, page 1', '?status=confirmed'],
    ['every brand, open, page 40', '?page=40'],
  ];
  const runs: number[][][] = [];
  for (let r = 0; r < REPEAT; r++) {
    const row: number[][] = [];
    for (const [, query] of cases) {
      row.push(
        await timeCase(RUNS, async () => {
          const res = await app.inject({ method: 'GET', url: `${ApiPath.adminRiskCases}${query}`, headers });
          const body = JSON.parse(res.body) as { result: number; data: { items: unknown[]; totalCount: number } };
          if (res.statusCode !== 200 || body.result !== 0 || body.data.items.length === 0)
            throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }),
      );
    }
    runs.push(row);
    if (STATEMENTS && r === 0) {
      timing.record(true);
      for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: ApiPath.adminRiskCases, headers });
      timing.record(false);
      console.log(['every brand, open, page 1, per request:', ...timing.report(50)].join('\n'));
    }
    console.log(`run ${r + 1}: p99 ${row.map((x) => x[2]!.toFixed(2)).join(', ')}`);
  }
  await app.close();
  console.log(`${RUNS} requests each, medians of ${REPEAT}`);
  printLatencyTable(
    'request (page of 25, capped count, accounts, held payouts)',
    cases.map(([name]) => name),
    runs,
  );
} finally {
  await db.close();
  await store.remove();
}
