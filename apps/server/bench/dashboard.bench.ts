/**
 * Benchmark: the challenge dashboard at 100,000 trades (TradingMetrics, Chart) and ingestion throughput through
 * the evaluation service, on PostgreSQL. Method and recorded results: docs/benchmarks.md.
 * Run: `npx tsx apps/server/bench/dashboard.bench.ts` (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; it works in a schema of its own and drops it at the end;
 * BENCH_TRADES to change the number of trades).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { BridgeEvent } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createPackagesRepository } from '../src/modules/packages/packages.repository.ts';
import { snapshotOf } from '../src/modules/orders/order-snapshot.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const BATCH = 1000; // events per push, the bridge contract's maximum
const LIVE = 1000; // then pushes of one trade each (open, snapshot, close), as a live bridge sends them
const RUNS = 200;
const DAY = 86_400_000;
const HISTORY_DAYS = 365;

/** A deterministic pseudo-random stream (mulberry32), so every run replays the same account. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One trade every ~5 minutes over a year: opened, an equity snapshot a minute later (floating), closed a minute
 * after that; results of −50.00 … +56.00 (a small edge), so the account keeps trading under its limits. Deals
 * never fall in the last 10 minutes of an hour, where the high-impact news of the calendar sits.
 */
function history(start: number): { events: BridgeEvent[]; news: number[] } {
  const rnd = random(42);
  const events: BridgeEvent[] = [];
  const step = Math.floor((HISTORY_DAYS * DAY) / (TRADES + LIVE));
  const symbols = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30'];
  let balance = 10_000_000;
  for (let i = 0; i < TRADES + LIVE; i++) {
    let t = start + i * step;
    const minute = new Date(t).getUTCMinutes();
    if (minute >= 50) t -= (minute - 49) * 60_000;
    const net = Math.round((rnd() * 106 - 50) * 100);
    const symbol = symbols[i % symbols.length]!;
    const volume = Math.round((0.1 + rnd() * 1.9) * 100) / 100;
    events.push(
      {
        type: 'dealOpened',
        dealId: `o${i}`,
        positionId: `p${i}`,
        time: new Date(t).toISOString(),
        symbol,
        side: rnd() < 0.5 ? 'buy' : 'sell',
        volume,
        price: 1.08,
      },
      { type: 'equitySnapshot', time: new Date(t + 60_000).toISOString(), equity: balance + Math.round(net * rnd()) },
      {
        type: 'dealClosed',
        dealId: `c${i}`,
        positionId: `p${i}`,
        time: new Date(t + 120_000).toISOString(),
        symbol,
        volume,
        price: 1.081,
        profit: net + 300,
        commission: -300,
        swap: 0,
      },
    );
    balance += net;
  }
  // Four high-impact events a trading day, at :57 past the hour.
  const news = Array.from(
    { length: HISTORY_DAYS * 4 },
    (_, i) => start + Math.floor(i / 4) * DAY + (8 + (i % 4) * 3) * 3_600_000 + 57 * 60_000,
  );
  return { events, news };
}

const percentiles = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(2);
  return `${p(0.5)} | ${p(0.95)} | ${p(0.99)}`;
};

async function time(fn: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 10; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  return percentiles(times);
}

const schema = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 4 });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
try {
  await migrate(db);
  await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir, jwtSecret: 'b'.repeat(32) });
  const app = await buildApp({ config, db, logger: false });
  const { ingestionService, dashboardService, traderAccountsService } = app.services;

  // A trader with a 100K classic account trading its funded rules (no target, news banned ±2 min).
  const [brand] = await db.query<{ id: string }>(`select id from brands where code = 'northwind'`);
  const [pkgId] = await db.query<{ id: string }>(
    `select id from trading_packages where code = 'classicTwoStep-northwind-webtrader-100000'`,
  );
  const pkg = (await createPackagesRepository(db).get(db, brand!.id, pkgId!.id))!;
  const snapshot = snapshotOf(pkg);
  snapshot.phases = [{ index: 1, rules: snapshot.funded }];
  const [user] = await db.query<{ id: string }>(
    `insert into users (brand_id, email, email_verified_at) values ($1, 'bench@example.com', now()) returning id`,
    [brand!.id],
  );
  const [order] = await db.query<{ id: string }>(
    `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, total, currency, status)
     values ($1, $2, 'B1', $3, $4, 54000, 54000, 'USD', 0) returning id`,
    [brand!.id, user!.id, pkg.id, JSON.stringify(snapshot)],
  );
  const accountId = await db.transaction((tx) =>
    traderAccountsService.provisionForOrder(tx, {
      id: order!.id,
      brandId: brand!.id,
      userId: user!.id,
      snapshot,
      email: 'bench@example.com',
    }),
  );
  // The phase started a year and a day or two ago (at midnight UTC); its history is pushed through the bridge's service.
  const start = Math.floor((Date.now() - (HISTORY_DAYS + 1) * DAY) / DAY) * DAY;
  await db.query('delete from account_evaluations where account_id = $1', [accountId]);
  await db.query('delete from account_chart_buckets where account_id = $1', [accountId]);
  await db.query('update trader_accounts set created_at = $2 where id = $1', [
    accountId,
    new Date(start).toISOString(),
  ]);
  const [acc] = await db.query<{ login: string; platform_id: string }>(
    'select login, platform_id from trader_accounts where id = $1',
    [accountId],
  );
  const { events, news } = history(start + 3_600_000);
  for (const t of news) {
    await db.query(
      `insert into economic_events (time, currency, country, title, impact) values ($1, 'USD', 'US', 'Bench news', 'high')`,
      [new Date(t).toISOString()],
    );
  }

  const bulk = TRADES * 3;
  const t0 = performance.now();
  for (let i = 0; i < bulk; i += BATCH) {
    const r = await ingestionService.ingest(acc!.platform_id, acc!.login, events.slice(i, Math.min(bulk, i + BATCH)));
    if (r.accepted !== Math.min(BATCH, bulk - i)) throw new Error(`batch ${i}: ${JSON.stringify(r)}`);
  }
  const ingestMs = performance.now() - t0;
  await db.exec('analyze');
  const liveTimes: number[] = [];
  for (let i = bulk; i < events.length; i += 3) {
    const s = performance.now();
    await ingestionService.ingest(acc!.platform_id, acc!.login, events.slice(i, i + 3));
    liveTimes.push(performance.now() - s);
  }
  const liveMs = liveTimes.reduce((a, b) => a + b, 0);

  const metrics = await dashboardService.metrics(brand!.id, user!.id, accountId);
  if (metrics.trades !== TRADES + LIVE) throw new Error(`expected ${TRADES + LIVE} trades, got ${metrics.trades}`);
  const [state] = await db.query<{ bytes: number; status: number }>(
    `select pg_column_size(e.state)::int as bytes, a.status from account_evaluations e join trader_accounts a on a.id = e.account_id
      where e.account_id = $1`,
    [accountId],
  );
  const [buckets] = await db.query<{ n: number }>(
    'select count(*)::int as n from account_chart_buckets where account_id = $1',
    [accountId],
  );

  const rows = [
    ['TradingMetrics', await time(() => dashboardService.metrics(brand!.id, user!.id, accountId))],
    ['AccountDataRequirements', await time(() => dashboardService.requirements(brand!.id, user!.id, accountId))],
    ['Chart, 500 points (default)', await time(() => dashboardService.chart(brand!.id, user!.id, accountId, 500))],
    ['Chart, 2000 points (maximum)', await time(() => dashboardService.chart(brand!.id, user!.id, accountId, 2000))],
    ['AccountHistory, page 1 of 20', await time(() => dashboardService.history(brand!.id, user!.id, accountId, 1, 20))],
  ];
  const chart = await dashboardService.chart(brand!.id, user!.id, accountId, 500);
  console.log(
    `trades ${(TRADES + LIVE).toLocaleString('en')} (${events.length.toLocaleString('en')} events over ${HISTORY_DAYS} days, ${news.length} news); status ${state!.status}; balance ${(metrics.balance / 100).toFixed(2)}`,
  );
  console.log(
    `ingestion: ${(ingestMs / 1000).toFixed(1)} s, ${Math.round(bulk / (ingestMs / 1000)).toLocaleString('en')} events/s in batches of ${BATCH}; then ${LIVE} pushes of one trade (3 events): ${Math.round((LIVE * 3) / (liveMs / 1000)).toLocaleString('en')} events/s, per push p50 | p95 | p99 ms ${percentiles(liveTimes)}`,
  );
  console.log(
    `state ${(state!.bytes / 1024).toFixed(1)} KiB (jsonb, compressed); chart buckets ${buckets!.n.toLocaleString('en')}; chart points ${chart.points.length}, days ${chart.days.length}`,
  );
  console.log(`| call (service, one account) | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|`);
  for (const [name, p] of rows) console.log(`| ${name} | ${p} |`);
  await app.close();
} finally {
  await db.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
