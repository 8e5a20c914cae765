/**
 * Benchmark: the console's overview (docs/decisions/087-firm-numbers.md) at a real firm's size, on PostgreSQL: the
 * console lists' data (100,000 traders, 1,000,000 orders, 200,000 accounts, test/console-lists-data.ts), then, for the
 * overview, the paid orders spread over a year of payment days, 4 packages, 200 discount codes and two currencies,
 * 20,000 payouts in every status and a funded account in six, all written with triggers off and then kept
 * aggregates rebuilt by the migration's own backfill (timed). An owner signs in (password and TOTP) and asks over
 * HTTP, on the console's own listener, 30 times in a row per period × scope, three runs; a bare route (/health of the
 * same server) is timed the same way in each run. Method and recorded results: docs/benchmarks.md, "Overview". Run:
 *   flock /work/.locks/heavy.lock npm run bench:overview
 * Env: as console-lists.bench.ts (BENCH_DATABASE_URL, BENCH_KEEP, BENCH_REUSE, BENCH_TRADERS, BENCH_ORDERS,
 * BENCH_REPEAT, BENCH_REQUESTS).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, Agent as HttpAgent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { createOperatorAccount } from '../src/modules/admin-operators/operator-accounts.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { newTotpSecret, totpCode } from '../src/modules/auth/totp.ts';
import { seedConsoleLists } from '../test/console-lists-data.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRADERS = Number(process.env.BENCH_TRADERS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const TAG = 'bench';

const reuse = process.env.BENCH_REUSE;
const database = reuse ?? `bench_overview_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
if (!reuse) await admin.query(`create database ${database}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${database}`;
const db = await openDb({ kind: 'postgres', url: dbUrl.toString(), maxConnections: 10 });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-overview-'));
const jwtSecret = randomBytes(32).toString('hex');
/** The migration's backfill: the statements after its "-- The backfill" line. */
const backfill = () => {
  const sql = listMigrations().find((m) => m.version.startsWith('0064'))!.sql;
  return sql.slice(sql.indexOf('-- The backfill'));
};
try {
  if (!reuse) {
    await migrate(db);
    await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    const brandIds = (await db.query<{ id: string }>('select id::text from brands order by code')).map((b) => b.id);
    let t0 = performance.now();
    await seedConsoleLists(db, { tag: TAG, brandIds, traders: TRADERS, orders: ORDERS, audit: 0 });
    // The overview's spread, written in bulk with the triggers off (a session of the superuser), then kept again
    // by the migration's backfill, as a deployment with years of data gets them.
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`update users set created_at = now() - make_interval(days => abs(hashtext(email)) % 365)`);
      await tx.query(
        `update orders o set paid_at = case when o.status = 0 then now() - make_interval(days => abs(hashtext(o.number)) % 365, secs => abs(hashtext(o.number)) % 86000) end,
                currency = case when abs(hashtext(o.number)) % 10 = 0 then 'EUR' else 'USD' end,
                discount_code = case when abs(hashtext(o.number)) % 3 = 0 then 'CODE' || abs(hashtext(o.number)) % 200 end,
                package_id = p.ids[1 + abs(hashtext(o.number || 'p')) % cardinality(p.ids)]
           from (select array_agg(id order by id) as ids from (select id from trading_packages order by id limit 4) x) p`,
      );
      await tx.query(
        `update trader_accounts set status = (array[1, 2, 4, 10, 14, 19, 7])[1 + abs(hashtext(login)) % 7],
                is_funded = abs(hashtext(login || 'f')) % 6 = 0`,
      );
      await tx.query(
        `insert into payouts (number, brand_id, user_id, account_id, status, method, amount, currency,
                              profit_split_percent, gross_profit, destination, details_sealed, idempotency_key,
                              requested_at, approved_at, paid_at)
         select 'BP-' || a.login, a.brand_id, a.user_id, a.id, s.status, 'bankTransfer', 10000 + g.n % 90000, 'USD', 80,
                20000, 'DE •••• 1', 'x', gen_random_uuid(), s.at, case when s.status in (1, 2) then s.at end,
                case when s.status = 2 then s.at + interval '1 day' end
           from (select *, row_number() over (order by id) as rn from trader_accounts where is_funded) a
           cross join lateral (select a.rn as n) g
           cross join lateral (select case when a.rn % 10 < 1 then 0 when a.rn % 10 < 2 then 1 when a.rn % 10 < 9 then 2
                                           else 3 end as status,
                                      now() - make_interval(days => (a.rn % 365)::int) as at) s
          where a.rn <= 20000`,
      );
      await tx.query(
        `truncate overview_sales, overview_sales_codes, overview_refunds, overview_funnel, overview_payouts, overview_payout_status,
                  overview_accounts, overview_account_ends`,
      );
    });
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await db.exec(backfill());
    console.log(`backfill (migration 0064's) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await db.exec('analyze');
  }
  const [counts] = await db.query<Record<string, number>>(
    `select (select count(*)::int from users) as traders, (select count(*)::int from orders) as orders,
            (select count(*)::int from orders where status = 0) as paid,
            (select count(*)::int from trader_accounts) as accounts, (select count(*)::int from payouts) as payouts,
            (select count(*)::int from overview_sales) as "overview_sales rows",
            (select count(*)::int from overview_sales_codes) as "overview_sales_codes rows",
            (select count(*)::int from overview_funnel) as "overview_funnel rows"`,
  );
  console.log('rows:', counts);
  // Every write path keeps its aggregate: one more paid order costs a trigger's upsert, timed here.
  {
    const t0 = performance.now();
    await db.query(
      `update orders set status = 0, paid_at = now() where id in (select id from orders where status = 1 limit 1000)`,
    );
    console.log(`1,000 orders marked paid in one statement (triggers on): ${(performance.now() - t0).toFixed(0)} ms`);
  }

  const owner = {
    email: `bench-owner-${randomBytes(3).toString('hex')}@example.com`,
    password: 'Bench#Owner-2026-lists',
    totp: newTotpSecret(),
  };
  await createOperatorAccount(db, argon2Hasher, {
    email: owner.email,
    role: 'owner',
    brandCodes: [],
    password: owner.password,
    mustChangePassword: false,
    totpSecretSealed: totpSecretBox(jwtSecret).seal(owner.totp),
    now: new Date(),
  });
  const config = loadConfig(
    // One client asks hundreds of times a minute: the general rate limit would answer 429.
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
    { dataDir, jwtSecret },
  );
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const server = createServer(app.consoleRouting);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const traderSide = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => traderSide.listen(0, '127.0.0.1', resolve));
  const barePort = (traderSide.address() as AddressInfo).port;
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  let cookie = '';
  let xsrf = '';
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, to = port) =>
    new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>(
      (resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: '127.0.0.1',
            port: to,
            method,
            path,
            agent,
            headers: {
              host: 'backoffice.example',
              [SITE_VERSION_HEADER]: SITE_VERSION,
              ...(cookie ? { cookie } : {}),
              ...(xsrf && method === 'POST' ? { 'x-xsrf-token': xsrf } : {}),
              ...(payload ? { 'content-type': 'application/json' } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      },
    );
  const keepSession = (headers: Record<string, string | string[] | undefined>) => {
    const set = [headers['set-cookie'] ?? []].flat().find((c) => c.split('=')[0]!.endsWith('op_session'));
    if (set) cookie = set.split(';')[0]!;
    const token = headers['x-xsrf-token'];
    if (typeof token === 'string') xsrf = token;
  };
  keepSession((await send('POST', ApiPath.adminSignIn, { email: owner.email, password: owner.password })).headers);
  const verified = await send('POST', ApiPath.adminTotpVerify, { code: totpCode(owner.totp, new Date()) });
  if (verified.status !== 200) throw new Error(`owner not signed in: ${verified.status} ${verified.body}`);
  keepSession(verified.headers);

  await app.modules.adminOverview.services.fundedEquity.flush();
  const northwind = (await db.query<{ id: string }>(`select id::text from brands where code = 'northwind'`))[0]!.id;
  const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const periods: [string, string][] = [
    ['today', 'period=today'],
    ['7 days', 'period=7d'],
    ['30 days', 'period=30d'],
    ['90 days', 'period=90d'],
    ['a year (range)', `period=range&from=${year}&to=${today}`],
  ];
  const cases = periods.flatMap(([name, query]) => [
    { name: `overview · every brand · ${name}`, url: `${ApiPath.adminOverview}?${query}` },
    {
      name: `overview · one brand · ${name} · EUR`,
      url: `${ApiPath.adminOverview}?${query}&brandId=${northwind}&currency=EUR`,
    },
  ]);
  const bare = { name: 'bare route (/health)', url: '/health' };
  const portOf = (u: string) => (u === bare.url ? barePort : port);
  const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const time = async (u: string) => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const s = performance.now();
      const res = await send('GET', u, undefined, portOf(u));
      times.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`${u}: ${res.status} ${res.body.slice(0, 300)}`);
    }
    return times.sort((a, b) => a - b);
  };
  const runs: Array<Map<string, [number, number, string]>> = [];
  for (let r = 0; r < REPEAT; r++) {
    const row = new Map<string, [number, number, string]>();
    for (const c of [bare, ...cases]) {
      await send('GET', c.url, undefined, portOf(c.url)); // one warm-up each
      const times = await time(c.url);
      const body =
        c === bare
          ? ''
          : (JSON.parse((await send('GET', c.url)).body) as { data: { sales: { orders: number } } }).data.sales.orders;
      row.set(c.name, [pct(times, 0.5), pct(times, 0.99), JSON.stringify(body)]);
    }
    runs.push(row);
    const worst = [...row.entries()].sort((a, b) => b[1][1] - a[1][1])[0]!;
    console.log(`run ${r + 1}: worst p99 ${worst[1][1].toFixed(1)} ms (${worst[0]})`);
  }
  server.close();
  traderSide.close();
  agent.destroy();
  await app.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`${REQUESTS} sequential requests each, medians of ${REPEAT} runs`);
  console.log('| request | p50 ms | p99 ms | paid orders |\n|---|---|---|---|');
  for (const c of [bare, ...cases]) {
    const [p50, p99] = [0, 1].map((i) => median(runs.map((run) => run.get(c.name)![i] as number)).toFixed(1));
    console.log(`| ${c.name} | ${p50} | ${p99} | ${runs[0]!.get(c.name)![2]} |`);
  }
} finally {
  await db.close();
  if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept database ${database}`);
  else await admin.query(`drop database ${database} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
