/**
 * Benchmark: the console's lists read by position (docs/decisions/084-console-lists-by-position.md) at a real firm's
 * size, on PostgreSQL: 100,000 traders over the seeded brands, 1,000,000 orders, 200,000 accounts (two a trader) and
 * 1,000,000 audit entries, made in bulk SQL (test/console-lists-data.ts). An owner signs in (password and TOTP) and
 * asks over HTTP, on the console's own listener, 30 times in a row per list × filter × first/last page, three runs;
 * a bare route (/health of the same server: the trader listener's, the console's origin serves no /health) is timed
 * the same way in each run. Method and recorded results: docs/benchmarks.md, "Console lists". Run:
 *   flock /work/.locks/heavy.lock npm run bench:console-lists
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a database of its own is created beside
 * it and dropped at the end; BENCH_KEEP=1 keeps it for EXPLAIN and prints its name; BENCH_REUSE=<name> measures a
 * kept database again without loading it, and keeps it), BENCH_TRADERS, BENCH_ORDERS, BENCH_AUDIT, BENCH_REPEAT
 * (default 3), BENCH_REQUESTS (default 30).
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
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { createOperatorAccount } from '../src/modules/admin-operators/operator-accounts.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { newTotpSecret, totpCode } from '../src/modules/auth/totp.ts';
import { seedConsoleLists, seedConsoleQueues } from '../test/console-lists-data.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRADERS = Number(process.env.BENCH_TRADERS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const TAG = 'bench';

const reuse = process.env.BENCH_REUSE;
const database = reuse ?? `bench_lists_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
if (!reuse) await admin.query(`create database ${database}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${database}`;
const db = await openDb({ kind: 'postgres', url: dbUrl.toString(), maxConnections: 10 });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
const jwtSecret = randomBytes(32).toString('hex');
try {
  if (!reuse) {
    await migrate(db);
    await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    const brandIds = (await db.query<{ id: string }>('select id::text from brands order by code')).map((b) => b.id);
    const t0 = performance.now();
    await seedConsoleLists(db, { tag: TAG, brandIds, traders: TRADERS, orders: ORDERS, audit: AUDIT });
    await db.exec('analyze');
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // A kept database gets the migrations and the queues it was made without.
  if (reuse) await migrate(db);
  const [queues] = await db.query<{ n: number }>('select count(*)::int as n from payouts');
  if (queues!.n === 0) {
    const t0 = performance.now();
    await seedConsoleQueues(db, { tag: TAG });
    await db.exec('analyze');
    console.log(`queues loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const [counts] = await db.query<Record<string, number>>(
    `select (select count(*)::int from users) as traders, (select count(*)::int from orders) as orders,
            (select count(*)::int from trader_accounts) as accounts, (select count(*)::int from audit_log) as audit,
            (select count(*)::int from payouts) as payouts, (select count(*)::int from risk_cases) as risk_cases,
            (select count(*)::int from kyc_cases) as kyc_cases, (select count(*)::int from kyc_contracts) as contracts,
            (select count(*)::int from scaling_reviews) as scaling_reviews`,
  );
  console.log('rows:', counts);

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

  const [trader] = await db.query<{ id: string }>(`select id::text from users where email = $1`, [
    `${TAG}-4242@lists.test`,
  ]);
  const northwind = (await db.query<{ id: string }>(`select id::text from brands where code = 'northwind'`))[0]!.id;
  const lists: [string, string, [string, string][]][] = [
    [
      'orders',
      ApiPath.adminOrders,
      [
        ['no filter', ''],
        ['one brand', `brandId=${northwind}`],
        ['status declined', 'status=3'],
        ['discount code', `code=${TAG}code`],
        ['e-mail prefix', `q=${TAG}-12`],
        ['order number', `q=${TAG.toUpperCase()}-O777777`],
        ['one trader', `traderId=${trader!.id}`],
      ],
    ],
    [
      'accounts',
      ApiPath.adminTraderAccounts,
      [
        ['no filter', ''],
        ['status 2', 'status=2'],
        ['funded', 'phase=funded'],
        ['e-mail prefix', `q=${TAG}-12`],
        ['login', `q=${TAG.toUpperCase()}777-1`],
      ],
    ],
    [
      'traders',
      ApiPath.adminTraders,
      [
        ['no filter', ''],
        ['one brand', `brandId=${northwind}`],
        ['e-mail fragment', 'q=-4242%40lists'],
        ['last name prefix', `q=${TAG}424`],
        ['login', `q=${TAG.toUpperCase()}777-1`],
      ],
    ],
    [
      'audit',
      ApiPath.adminAudit,
      [
        ['no filter', ''],
        ['action', `action=${TAG}.paid`],
        ['one brand', `brandId=${northwind}`],
      ],
    ],
    [
      'payouts',
      ApiPath.adminPayouts,
      [
        ['pending (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['paid', 'status=2'],
        ['crypto, amount ≥ 50', 'method=crypto&minAmount=5000'],
      ],
    ],
    [
      'risk cases',
      ApiPath.adminRiskCases,
      [
        ['open (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['hedge, score ≥ 0.8', 'signal=hedge&minScore=0.8'],
        ['cleared', 'status=cleared'],
      ],
    ],
    [
      'identity cases',
      ApiPath.adminIdentityCases,
      [
        ['all', ''],
        ['pending', 'status=1'],
        ['one brand, pending', `brandId=${northwind}&status=1`],
      ],
    ],
    [
      'contracts',
      ApiPath.adminContracts,
      [
        ['all', ''],
        ['signed', 'status=1'],
      ],
    ],
    [
      'scaling reviews',
      ApiPath.adminScalingReviews,
      [
        ['pending (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['applied', 'decision=applied'],
      ],
    ],
  ];
  const cases = lists.flatMap(([list, path, filters]) =>
    filters.flatMap(([filter, query]) =>
      (['first', 'last'] as const).map((page) => ({
        name: `${list} · ${filter} · ${page}`,
        url: `${path}?${[query, page === 'last' ? 'cursor=last' : ''].filter(Boolean).join('&')}`,
      })),
    ),
  );
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
        c === bare ? '' : (JSON.parse((await send('GET', c.url)).body) as { data: { count: unknown } }).data.count;
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
  console.log('| request | p50 ms | p99 ms | count |\n|---|---|---|---|');
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
