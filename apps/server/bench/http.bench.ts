/**
 * Benchmark: the server's HTTP path and memory (docs/benchmarks.md "HTTP path" and "Memory").
 *
 * Starts the built portal (dist/main.js, NODE_ENV=production) on PostgreSQL in a process of its own, and a bare
 * Fastify 5 route in another process serving the very bytes the portal answered, then, three runs each:
 * - throughput of the hot authenticated reads (GET /api/TraderAccount/v1, GET /api/Dashboard/v1/TradingMetrics/{id})
 *   against the bare route, one after the other in the same run (20 connections, autocannon, the same warm-up for
 *   both), and the ratio;
 * - each server's own CPU time (user + kernel, from /proc) per answered request, beside the ratio: it does not depend
 *   on how the two shared cores are split between the load generator and the server;
 * - the latency at a fixed 1,000 requests a second (p50/p99) on the portal;
 * then the memory: the portal's resident size idle, after the load, and the peak while 200 traders sign in at once
 * (each from an address of its own, as behind a proxy), all of which must succeed.
 *
 * Loopback only; bounded in count and time (BENCH_SECONDS per measurement, default 5). The machine is shared, so only
 * ratios within one run are comparable; absolute numbers are noise. Run under the shared lock:
 *   flock /work/.locks/heavy.lock npm run bench:api -w @portal/server
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a schema of its own, dropped at the end),
 * BENCH_PORT (default 47310; the bare route takes the next port), BENCH_SECONDS, BENCH_RUNS (default 3),
 * BENCH_LOG_LEVEL (the portals' LOG_LEVEL, default warn), BENCH_LOG_TO=<path> (where the portals' stdout, their log,
 * goes: e.g. /dev/null, so the log's bytes neither fill a disk nor mix with the results; default this stdout), BENCH_PROFILE=1 (the portal writes a CPU profile into apps/server/bench/profiles/ on exit),
 * BENCH_BEFORE_MAIN=<path to another build's main.js> (a "before" portal from that build, on the same database, is
 * measured in the same runs, interleaved with this one: before, after, bare, then both at the fixed rate), started
 * with BENCH_BEFORE_FLAGS (node flags, default none). The portal runs with the node flags of package.json's `start`
 * script (bench/start-flags.ts), as production does; BENCH_AFTER_FLAGS replaces them (to compare flags).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import autocannon from 'autocannon';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_TRADER, seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { snapshotOf } from '../src/modules/packages/package-snapshot.ts';
import { createPackagesRepository } from '../src/modules/packages/packages.repository.ts';
import { benchStore, builtServer } from './bench-store.ts';
import { flagsOf, startFlags } from './start-flags.ts';
import { cpuOf, median, rssMb, sleep } from './process-stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 47_310);
const BARE_PORT = PORT + 1;
const BEFORE_PORT = PORT + 2;
const beforeMain = process.env.BENCH_BEFORE_MAIN;
const portalFlags = flagsOf(process.env.BENCH_AFTER_FLAGS, startFlags());
const beforeFlags = flagsOf(process.env.BENCH_BEFORE_FLAGS, []);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 20;
const FIXED_RATE = 1000;
const SIGN_INS = 200;
const HOST = 'localhost'; // the seeded default brand's host
const { serverDir, mainJs } = builtServer();

const store = await benchStore(url, 'bench-http-');
const { schema, dataDir, jwtSecret } = store;
const children: ChildProcess[] = [];

/** The demo trader with one 100K account, and SIGN_INS traders sharing its password (a copy of its hash). */
async function prepare(): Promise<void> {
  const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 4 });
  try {
    await migrate(db);
    await seed(db, { demo: true, hasher: argon2Hasher, sealTotp: totpSecretBox(jwtSecret).seal });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir, jwtSecret });
    const app = await buildApp({ config, db, logger: false });
    const [user] = await db.query<{ id: string; brand_id: string }>('select id, brand_id from users where email = $1', [
      DEMO_TRADER.email,
    ]);
    const [pkgRow] = await db.query<{ id: string }>(
      'select id from trading_packages where brand_id = $1 order by code limit 1',
      [user!.brand_id],
    );
    const pkg = (await createPackagesRepository().get(db, user!.brand_id, pkgRow!.id))!;
    const snapshot = snapshotOf(pkg);
    const [order] = await db.query<{ id: string }>(
      `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, total, currency, status)
       values ($1, $2, 'BENCH1', $3, $4, 54000, 54000, 'USD', 0) returning id`,
      [user!.brand_id, user!.id, pkg.id, JSON.stringify(snapshot)],
    );
    await db.transaction((tx) =>
      app.modules.traderAccounts.services.traderAccountsService.provisionForOrder(tx, {
        id: order!.id,
        brandId: user!.brand_id,
        userId: user!.id,
        snapshot,
        email: DEMO_TRADER.email,
      }),
    );
    await app.close();
    await db.query(
      `insert into users (brand_id, email, password_hash, first_name, last_name, country_of_registration, language,
                          email_verified_at)
       select brand_id, 'signin' || n || '@bench.test', password_hash, first_name, last_name, country_of_registration,
              language, now()
         from users, generate_series(1, $2::int) as n where email = $1`,
      [DEMO_TRADER.email, SIGN_INS],
    );
  } finally {
    await db.close();
  }
}

const logTo = process.env.BENCH_LOG_TO ? openSync(process.env.BENCH_LOG_TO, 'a') : 'inherit';

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', name === 'bare' ? 'inherit' : logTo, 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) process.stderr.write(`${name} exited with ${code ?? signal}\n`);
  });
  children.push(child);
  return child;
}

async function waitUp(port: number, path: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}${path}`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

const headersOf = (token?: string, ip?: string): Record<string, string> => ({
  host: HOST,
  [SITE_VERSION_HEADER]: SITE_VERSION,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(ip ? { 'x-forwarded-for': ip } : {}),
});

async function signIn(email: string, ip: string): Promise<{ status: number; result: number; token?: string }> {
  const res = await fetch(`http://localhost:${PORT}${ApiPath.authenticate}`, {
    method: 'POST',
    headers: { ...headersOf(undefined, ip), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_TRADER.password }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { result: number; data?: { token?: string } };
  if (res.status !== 200 || body.result !== 0) process.stderr.write(`sign-in of ${email}: ${res.status} ${text}\n`);
  return { status: res.status, result: body.result, ...(body.data?.token ? { token: body.data.token } : {}) };
}

/** The process listening on each port, so a load can say how much CPU its server used per request. */
const serverPids = new Map<number, number>();
type Load = { rps: number; p50: number; p99: number; bad: number; cpuUsPerRequest: number; systemShare: number };
async function load(port: number, path: string, token: string, rate?: number): Promise<Load> {
  const pid = serverPids.get(port)!;
  const cpu0 = cpuOf(pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: headersOf(token),
    ...(rate ? { overallRate: rate } : {}),
  });
  const cpu1 = cpuOf(pid);
  const user = cpu1.user - cpu0.user;
  const system = cpu1.system - cpu0.system;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    // The server's own CPU (user + kernel) per answered request: the cost of a request without the share of the two
    // cores the load generator took, which the throughput ratio also carries.
    cpuUsPerRequest: ((user + system) * 1e6) / Math.max(1, r.requests.total),
    systemShare: system / Math.max(1e-9, user + system),
  };
}

let code = 0;
try {
  await prepare();
  const dbUrl = new URL(url);
  dbUrl.searchParams.set('options', `-c search_path=${schema}`);
  const portalEnv = (port: number) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // The console's listener away from the bare route's and the old portal's ports.
    CONSOLE_PORT: String(port + 100),
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    // warn by default (nothing written for a 200); BENCH_LOG_LEVEL=info measures the access lines' cost.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'false',
    // The database was seeded with the demo trader above: a production server runs with it only when told.
    ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
    TRUST_PROXY: 'true',
    // The load comes from one address and one trader: the API's limit is set out of its way, by configuration.
    RATE_LIMIT_MAX: '100000000',
  });
  const portal = start(
    'portal',
    [...portalFlags, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : []), mainJs],
    portalEnv(PORT),
  );
  serverPids.set(PORT, portal.pid!);
  await waitUp(PORT, '/health');
  await sleep(5000); // started, migrated and seeded: left alone for five seconds
  const idleRss = rssMb(portal.pid!);

  const demo = await signIn(DEMO_TRADER.email, '198.51.100.1');
  if (!demo.token) throw new Error(`sign-in failed: ${JSON.stringify(demo)}`);
  const accountsRes = await fetch(`http://localhost:${PORT}${ApiPath.traderAccounts}`, {
    headers: headersOf(demo.token),
  });
  const accountsBody = await accountsRes.text();
  const accountId = (JSON.parse(accountsBody) as { data: { items?: { id: string }[] } | { id: string }[] }).data;
  const firstId = (Array.isArray(accountId) ? accountId : (accountId.items ?? []))[0]?.id;
  if (!firstId) throw new Error(`no account in ${accountsBody}`);
  const metricsPath = ApiPath.tradingMetrics.replace(':id', firstId);
  const metricsRes = await fetch(`http://localhost:${PORT}${metricsPath}`, { headers: headersOf(demo.token) });
  const metricsBody = await metricsRes.text();
  if (accountsRes.status !== 200 || metricsRes.status !== 200) throw new Error('the hot reads do not answer 200');

  const routes = [
    { name: 'GET /api/TraderAccount/v1', path: ApiPath.traderAccounts, body: accountsBody },
    { name: 'GET /api/Dashboard/v1/TradingMetrics/{id}', path: metricsPath, body: metricsBody },
  ];
  // The bare route: Fastify 5, one route per path answering the same bytes from memory, nothing else.
  const bareScript = `
    import Fastify from 'fastify';
    const routes = JSON.parse(process.env.BARE_ROUTES);
    const app = Fastify();
    for (const r of routes) app.get(r.path, (_req, reply) => reply.type('application/json; charset=utf-8').send(r.body));
    await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });`;
  const bareServer = start('bare', ['--input-type=module', '-e', bareScript], {
    BARE_ROUTES: JSON.stringify(routes.map(({ path, body }) => ({ path, body }))),
    BARE_PORT: String(BARE_PORT),
  });
  serverPids.set(BARE_PORT, bareServer.pid!);
  await waitUp(BARE_PORT, routes[0]!.path);
  let beforeIdleRss: number | undefined;
  if (beforeMain) {
    const beforePortal = start('before', [...beforeFlags, beforeMain], portalEnv(BEFORE_PORT));
    serverPids.set(BEFORE_PORT, beforePortal.pid!);
    await waitUp(BEFORE_PORT, '/health');
    await sleep(5000); // as the portal's idle figure: started, then left alone for five seconds
    beforeIdleRss = rssMb(beforePortal.pid!);
    for (const route of routes) {
      const res = await fetch(`http://localhost:${BEFORE_PORT}${route.path}`, { headers: headersOf(demo.token) });
      if (res.status !== 200) throw new Error(`the "before" portal answers ${res.status} on ${route.path}`);
    }
  }

  type Row = {
    portal: number[];
    bare: number[];
    ratio: number[];
    p50: number[];
    p99: number[];
    bad: number;
    portalCpu: number[];
    bareCpu: number[];
  };
  const emptyRow = (): Row => ({
    portal: [],
    bare: [],
    ratio: [],
    p50: [],
    p99: [],
    bad: 0,
    portalCpu: [],
    bareCpu: [],
  });
  const results = new Map<string, Row>(routes.map((r) => [r.name, emptyRow()]));
  const before = new Map<string, Row>(routes.map((r) => [r.name, emptyRow()]));
  for (let run = 1; run <= RUNS; run++) {
    // A fresh token per run (access tokens live ACCESS_TOKEN_TTL_SECONDS).
    const { token } = await signIn(DEMO_TRADER.email, '198.51.100.1');
    for (const route of routes) {
      const row = results.get(route.name)!;
      // Warm-up of this run, the same for every server measured.
      await load(PORT, route.path, token!);
      await load(BARE_PORT, route.path, token!);
      if (beforeMain) await load(BEFORE_PORT, route.path, token!);
      const old = beforeMain ? await load(BEFORE_PORT, route.path, token!) : undefined;
      const mine = await load(PORT, route.path, token!);
      const bare = await load(BARE_PORT, route.path, token!);
      const oldFixed = beforeMain ? await load(BEFORE_PORT, route.path, token!, FIXED_RATE) : undefined;
      const fixed = await load(PORT, route.path, token!, FIXED_RATE);
      if (old && oldFixed) {
        const b = before.get(route.name)!;
        b.portal.push(old.rps);
        b.bare.push(bare.rps);
        b.ratio.push(old.rps / bare.rps);
        b.p50.push(oldFixed.p50);
        b.p99.push(oldFixed.p99);
        b.bad += old.bad + oldFixed.bad;
        b.portalCpu.push(old.cpuUsPerRequest);
        b.bareCpu.push(bare.cpuUsPerRequest);
        console.log(
          `run ${run} ${route.name} (before): portal ${old.rps.toFixed(0)} req/s, ratio ${(old.rps / bare.rps).toFixed(2)}; ` +
            `at ${FIXED_RATE} req/s p50 ${oldFixed.p50} ms p99 ${oldFixed.p99} ms`,
        );
      }
      row.portal.push(mine.rps);
      row.bare.push(bare.rps);
      row.ratio.push(mine.rps / bare.rps);
      row.p50.push(fixed.p50);
      row.p99.push(fixed.p99);
      row.bad += mine.bad + fixed.bad + bare.bad;
      row.portalCpu.push(mine.cpuUsPerRequest);
      row.bareCpu.push(bare.cpuUsPerRequest);
      console.log(
        `run ${run} ${route.name}: portal ${mine.rps.toFixed(0)} req/s, bare ${bare.rps.toFixed(0)} req/s, ` +
          `ratio ${(mine.rps / bare.rps).toFixed(2)}; at ${FIXED_RATE} req/s p50 ${fixed.p50} ms p99 ${fixed.p99} ms; ` +
          `CPU per request portal ${mine.cpuUsPerRequest.toFixed(1)} µs (${(100 * mine.systemShare).toFixed(0)} % kernel), ` +
          `bare ${bare.cpuUsPerRequest.toFixed(1)} µs (${(100 * bare.systemShare).toFixed(0)} % kernel)` +
          `${mine.bad + fixed.bad + bare.bad ? `; ${mine.bad + fixed.bad + bare.bad} failed` : ''}`,
      );
    }
  }
  const afterLoadRss = rssMb(portal.pid!);

  // 200 traders sign in at once, each from an address of its own.
  let peak = rssMb(portal.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(portal.pid!))), 20);
  const t0 = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: SIGN_INS }, (_, i) =>
      signIn(`signin${i + 1}@bench.test`, `203.0.${113 + (i >> 8)}.${i & 255}`).catch(() => ({
        status: 0,
        result: -1,
      })),
    ),
  );
  const signInMs = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(portal.pid!));
  const failed = outcomes.filter((o) => o.status !== 200 || o.result !== 0).length;

  console.log(`\nportal: node ${portalFlags.join(' ')}${beforeMain ? `; before: node ${beforeFlags.join(' ')}` : ''}`);
  console.log('HTTP path (medians of %d runs, %d connections, %d s each):', RUNS, CONNECTIONS, SECONDS);
  console.log(
    '| route | portal req/s | bare req/s | ratio | p50 ms at 1,000 req/s | p99 ms at 1,000 req/s | failed | ' +
      'CPU µs/request portal | bare | bare/portal |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const rows = [...results].map(([name, r]) => [name, r] as const);
  if (beforeMain) rows.unshift(...[...before].map(([name, r]) => [`before: ${name}`, r] as const));
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${median(r.portal).toFixed(0)} | ${median(r.bare).toFixed(0)} | ${median(r.ratio).toFixed(2)} | ` +
        `${median(r.p50)} | ${median(r.p99)} | ${r.bad} | ${median(r.portalCpu).toFixed(1)} | ` +
        `${median(r.bareCpu).toFixed(1)} | ${median(r.portalCpu.map((c, i) => r.bareCpu[i]! / c)).toFixed(2)} |`,
    );
    console.log(`  runs: ratio ${r.ratio.map((x) => x.toFixed(2)).join(', ')}; p99 ${r.p99.join(', ')} ms`);
    if (r.bad) code = 1;
  }
  console.log('\nMemory (resident size of the portal process):');
  console.log(
    `| idle after start | after the load runs | peak during ${SIGN_INS} parallel sign-ins | sign-ins failed | took |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| ${idleRss.toFixed(0)} MB | ${afterLoadRss.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${failed} | ${(signInMs / 1000).toFixed(1)} s |`,
  );
  if (beforeIdleRss !== undefined)
    console.log(`the "before" build idle after start, same run: ${beforeIdleRss.toFixed(0)} MB`);
  if (failed) code = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(1500);
  await store.remove();
}
process.exit(code);
