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
import { openDb, type Db } from '../src/db/client.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { createOperatorAccount } from '../src/modules/admin-operators/operator-accounts.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { newTotpSecret, totpCode } from '../src/modules/auth/totp.ts';
import { seedConsoleLists, seedConsoleQueues } from '../test/console-lists-data.ts';
import { median } from './process-stats.ts';

/**
 * What the console's benchmarks at a firm's size share: a PostgreSQL database of their own beside
 * BENCH_DATABASE_URL (dropped at the end unless BENCH_KEEP=1; BENCH_REUSE=<name> measures a kept one again and keeps
 * it), an owner who signs in over HTTP with password and TOTP, and the table of sequential request times.
 */
/** The firm's size and the runs, from BENCH_TRADERS, BENCH_ORDERS, BENCH_AUDIT, BENCH_REPEAT and BENCH_REQUESTS. */
export const benchSettings = () => ({
  traders: Number(process.env.BENCH_TRADERS ?? 100_000),
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  audit: Number(process.env.BENCH_AUDIT ?? 1_000_000),
  repeat: Number(process.env.BENCH_REPEAT ?? 3),
  requests: Number(process.env.BENCH_REQUESTS ?? 30),
});

export interface BenchDatabase {
  db: Db;
  url: string;
  /** False when BENCH_REUSE named a database loaded by an earlier run. */
  fresh: boolean;
  dataDir: string;
  jwtSecret: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(prefix: string, maxConnections = 10): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const reuse = process.env.BENCH_REUSE;
  const database = reuse ?? `bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${database}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${database}`;
  const db = await openDb({ kind: 'postgres', url: dbUrl.toString(), maxConnections });
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
  return {
    db,
    url: dbUrl.toString(),
    fresh: !reuse,
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    async close() {
      await db.close();
      if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept database ${database}`);
      else await admin.query(`drop database ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The overview's kept aggregates (migration 0064): the table each trigger keeps them from. */
const OVERVIEW_TRIGGERS = {
  orders: 'overview_orders_keep',
  users: 'overview_users_keep',
  trader_accounts: 'overview_accounts_keep',
  payouts: 'overview_payouts_keep',
};
const OVERVIEW_TABLES = `overview_sales, overview_sales_codes, overview_refunds, overview_funnel, overview_payouts,
  overview_payout_status, overview_accounts, overview_account_ends`;

/** Migration 0064's backfill: the statements after its "-- The backfill" line. */
const overviewBackfill = () => {
  const sql = listMigrations().find((m) => m.version.startsWith('0064'))!.sql;
  return sql.slice(sql.indexOf('-- The backfill'));
};

/** The overview's aggregates counted again from the rows, as the migration first counted them (timed). */
export async function rebuildOverview(db: Db) {
  const t0 = performance.now();
  await db.exec(`truncate ${OVERVIEW_TABLES}`);
  await db.exec(overviewBackfill());
  console.log(
    `the overview's aggregates (migration 0064's backfill) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * Rows written in bulk with the overview's triggers off, then its aggregates counted again: hundreds of thousands
 * of rows in one statement would each update the same few aggregate rows, whose versions pile up within the
 * statement (most of an hour). The lists' own kept counts (order_counts) stay maintained by their triggers.
 */
export async function withoutOverviewTriggers(db: Db, write: () => Promise<void>) {
  const each = (verb: 'disable' | 'enable') =>
    Object.entries(OVERVIEW_TRIGGERS).map(([table, trigger]) => `alter table ${table} ${verb} trigger ${trigger};`);
  await db.exec(each('disable').join('\n'));
  try {
    await write();
  } finally {
    await db.exec(each('enable').join('\n'));
  }
  await rebuildOverview(db);
}

/**
 * A fresh database migrated, with the seeded brands and the console lists' rows made in bulk SQL
 * (test/console-lists-data.ts, traders tagged `bench`), and with `queues` the payouts, cases and reviews of the
 * console's queues; a reused one is only migrated, and given the queues if it has none.
 */
export async function loadConsoleLists(
  bench: BenchDatabase,
  size: { traders: number; orders: number; audit: number; queues?: boolean },
) {
  const { db } = bench;
  await migrate(db);
  const { queues, ...lists } = size;
  if (bench.fresh) {
    await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    const brandIds = (await db.query<{ id: string }>('select id::text from brands order by code')).map((b) => b.id);
    const t0 = performance.now();
    await withoutOverviewTriggers(db, () => seedConsoleLists(db, { tag: 'bench', brandIds, ...lists }));
    await db.exec('analyze');
    console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const [made] = await db.query<{ n: number }>('select count(*)::int as n from payouts');
  if (queues && made!.n === 0) {
    const t0 = performance.now();
    await withoutOverviewTriggers(db, () => seedConsoleQueues(db, { tag: 'bench' }));
    await db.exec('analyze');
    console.log(`queues loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

/**
 * The app on two loopback listeners: the console's (what is measured) and the trader's (its /health is the bare
 * route: the console's origin serves none).
 */
export async function startBenchApp(bench: BenchDatabase) {
  const config = loadConfig(
    // One client asks hundreds of times a minute: the general rate limit would answer 429.
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
    { dataDir: bench.dataDir, jwtSecret: bench.jwtSecret },
  );
  const app = await buildApp({ config, db: bench.db, logger: false });
  await app.ready();
  const consoleSide = createServer(app.consoleRouting);
  const traderSide = createServer((req, res) => app.routing(req, res));
  for (const server of [consoleSide, traderSide])
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const portOf = (server: typeof consoleSide) => (server.address() as AddressInfo).port;
  return {
    app,
    consolePort: portOf(consoleSide),
    barePort: portOf(traderSide),
    async close() {
      consoleSide.close();
      traderSide.close();
      await app.close();
    },
  };
}

export interface BenchOwner {
  email: string;
  password: string;
  totp: string;
}

/** An owner of every brand, written straight into the database (the console has no sign-up). */
export async function createBenchOwner(db: Db, jwtSecret: string): Promise<BenchOwner> {
  const owner = {
    email: `bench-owner-${randomBytes(3).toString('hex')}@example.com`,
    password: 'Bench#Owner-2026-console',
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
  return owner;
}

export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One keep-alive connection to the console's listener, carrying the operator's session cookie and XSRF token. */
export function consoleClient(port: number) {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  let cookie = '';
  let xsrf = '';
  /** One request; the body is handed to `onData` as it comes (kept whole only when no `onData` is given). */
  const send = (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; port?: number; onData?: (chunk: Buffer) => void } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port ?? port,
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
          res.on('data', (c: Buffer) => (options.onData ? options.onData(c) : chunks.push(c)));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const keepSession = (headers: Reply['headers']) => {
    const set = [headers['set-cookie'] ?? []].flat().find((c) => c.split('=')[0]!.endsWith('op_session'));
    if (set) cookie = set.split(';')[0]!;
    const token = headers['x-xsrf-token'];
    if (typeof token === 'string') xsrf = token;
  };
  return {
    send,
    async signIn(owner: BenchOwner) {
      keepSession(
        (await send('POST', ApiPath.adminSignIn, { body: { email: owner.email, password: owner.password } })).headers,
      );
      const verified = await send('POST', ApiPath.adminTotpVerify, {
        body: { code: totpCode(owner.totp, new Date()) },
      });
      if (verified.status !== 200) throw new Error(`owner not signed in: ${verified.status} ${verified.body}`);
      keepSession(verified.headers);
    },
    close: () => agent.destroy(),
  };
}

/** The app started on its listeners and an owner signed in on the console's; `close` ends both. */
export async function signedInConsole(bench: BenchDatabase) {
  const owner = await createBenchOwner(bench.db, bench.jwtSecret);
  const served = await startBenchApp(bench);
  const client = consoleClient(served.consolePort);
  await client.signIn(owner);
  return {
    app: served.app,
    client,
    barePort: served.barePort,
    /** The cases timed as BENCH_REQUESTS and BENCH_REPEAT say, with a column read off each reply by `shown`. */
    time: (cases: TimedCase[], column: string, shown: (body: string) => unknown) =>
      timeConsoleRequests({ client, barePort: served.barePort, cases, column, shown, ...benchSettings() }),
    async close() {
      client.close();
      await served.close();
    },
  };
}

export interface TimedCase {
  name: string;
  url: string;
}

/**
 * Each case asked `requests` times in a row (after one warm-up), `repeat` runs; a bare route (/health on the trader
 * listener, `barePort`) timed the same way in each run. Prints the medians' table with one more column read off
 * each case's reply by `shown`.
 */
export async function timeConsoleRequests(options: {
  client: ReturnType<typeof consoleClient>;
  barePort: number;
  cases: TimedCase[];
  requests: number;
  repeat: number;
  column: string;
  shown: (body: string) => unknown;
}) {
  const { client, cases, requests, repeat } = options;
  const bare = { name: 'bare route (/health)', url: '/health' };
  const portOf = (u: string) => (u === bare.url ? options.barePort : undefined);
  const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const time = async (u: string) => {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const s = performance.now();
      const res = await client.send('GET', u, { port: portOf(u) });
      times.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`${u}: ${res.status} ${res.body.slice(0, 300)}`);
    }
    return times.sort((a, b) => a - b);
  };
  const runs: Array<Map<string, [number, number, string]>> = [];
  for (let r = 0; r < repeat; r++) {
    const row = new Map<string, [number, number, string]>();
    for (const c of [bare, ...cases]) {
      await client.send('GET', c.url, { port: portOf(c.url) }); // one warm-up each
      const times = await time(c.url);
      const shown = c === bare ? '' : JSON.stringify(options.shown((await client.send('GET', c.url)).body));
      row.set(c.name, [pct(times, 0.5), pct(times, 0.99), shown]);
    }
    runs.push(row);
    const worst = [...row.entries()].sort((a, b) => b[1][1] - a[1][1])[0]!;
    console.log(`run ${r + 1}: worst p99 ${worst[1][1].toFixed(1)} ms (${worst[0]})`);
  }
  console.log(`${requests} sequential requests each, medians of ${repeat} runs`);
  console.log(`| request | p50 ms | p99 ms | ${options.column} |\n|---|---|---|---|`);
  for (const c of [bare, ...cases]) {
    const [p50, p99] = [0, 1].map((i) => median(runs.map((run) => run.get(c.name)![i] as number)).toFixed(1));
    console.log(`| ${c.name} | ${p50} | ${p99} | ${runs[0]!.get(c.name)![2]} |`);
  }
}
