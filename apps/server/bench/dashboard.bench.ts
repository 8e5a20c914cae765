/**
 * Benchmark: ingestion through the bridge's path, the live push of one trade, and the challenge dashboard at
 * 100,000 trades (TradingMetrics, Chart, AccountHistory), on PostgreSQL. Method and recorded results:
 * docs/benchmarks.md, "Ingestion and live push".
 * Run: `npm run bench:ingestion` (under `flock /work/.locks/heavy.lock` on a shared machine). BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; each run works in a schema of its own and drops it at the end.
 * BENCH_TRADES (default 100,000) and BENCH_REPEAT (default 3 runs; the medians are printed) bound it; loopback only.
 * BENCH_STATEMENTS=1 also prints the statements of the bulk batches, of the live pushes and of the cold 2,000-point
 * chart reads, counted and timed (statement-timing.ts). BENCH_CPU_PROFILE=<file> writes a CPU profile of the first
 * run's bulk phase alone (open it in Chrome's DevTools, or summarise it with bench/cpu-profile-summary.ts).
 * Since decision 052 the bulk phase's bodies are built and signed before it is timed (the bridge's work, on another
 * machine in production): "bulk" is the service alone; "with the bodies built in the loop" adds the building and
 * signing time back, the figure comparable with the records before decision 052.
 * The risk desk (docs/risk.md "How detection runs live"): runs come in pairs, one with the ingestion feeding the
 * detection job and one without (BENCH_RISK=on or off runs only one kind); each run with the feed then times the
 * detection job taking what the bulk and live phases fed, and a crowd of other accounts' openings (risk-crowd.ts).
 * BENCH_RISK_SCALE=1 first seeds each run's schema with a risk desk at scale (risk-scale.ts: 100,000 accounts,
 * 1,000,000 risk positions of the last 30 days, 600,000 copy pairs of one match and 500 rings),
 * and the crowd is then 500 of those accounts, with their history.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { ApiPath, type BridgeEvent } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { chartReplyBytes } from '../src/modules/evaluation/charts/chart-reply.ts';
import { signPayload } from '../src/lib/signed-payload.ts';
import { benchAccount } from './bench-account.ts';
import { median } from './process-stats.ts';
import { timeStatements } from './statement-timing.ts';
import { seededRandom } from '../src/domain/market/price-process.ts';
import { DETECTION_BATCH } from '../src/modules/risk/risk-detection.service.ts';
import { crowdThroughput, type Throughput } from './risk-crowd.ts';
import { seedCopyPairs, seedRiskHistory } from './risk-scale.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const BATCH = 1000; // events per push, the bridge contract's maximum
const LIVE = 1000; // then pushes of one trade each (open, snapshot, close), as a live bridge sends them
const RUNS = 200;
/** Further trades, each pushed before one timed read of the "right after a push" phase (its warm-up included). */
const AFTER = RUNS + 10;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** Which runs: with the risk feed and without, alternating (the default), or only one kind. */
const RISK = (process.env.BENCH_RISK ?? 'both') as 'both' | 'on' | 'off';
/** BENCH_STATEMENTS=1: count and time the live pushes' statements (statement-timing.ts) and print them. */
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';
/** BENCH_CPU_PROFILE=<file>: a CPU profile of the first run's bulk phase, written there. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
/** BENCH_RISK_SCALE=1: the risk tables at 100,000 accounts and 1,000,000 positions before the run (risk-scale.ts). */
const SCALE = process.env.BENCH_RISK_SCALE === '1';
/** BENCH_RISK_SCALE_KEEP=1: the scale database is kept after the runs and used again by the next benchmark. */
const KEEP = process.env.BENCH_RISK_SCALE_KEEP === '1';
const EXPLAIN_MS = Number(process.env.BENCH_EXPLAIN_MS ?? 0);
let profiled = false;
const DAY = 86_400_000;
const HISTORY_DAYS = 365;

/**
 * One trade every ~5 minutes over a year: opened, an equity snapshot a minute later (floating), closed a minute
 * after that; results of −50.00 … +56.00 (a small edge), so the account keeps trading under its limits. Deals
 * never fall in the last 10 minutes of an hour, where the high-impact news of the calendar sits.
 */
function history(start: number): { events: BridgeEvent[]; news: number[] } {
  const rnd = seededRandom(42);
  const events: BridgeEvent[] = [];
  // Every trade pushed, the pushes after the live phase included, falls inside the year: none is dated ahead of now.
  const step = Math.floor((HISTORY_DAYS * DAY) / (TRADES + LIVE + AFTER));
  const symbols = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30'];
  let balance = 10_000_000;
  for (let i = 0; i < TRADES + LIVE + AFTER; i++) {
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

type Percentiles = [p50: number, p95: number, p99: number];
const percentiles = (times: number[]): Percentiles => {
  const s = [...times].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return [p(0.5), p(0.95), p(0.99)];
};

/** The garbage collections of the process, so a phase can say how many scavenges landed in it and how long. */
const collections: { start: number; ms: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    collections.push({
      start: e.startTime,
      ms: e.duration,
      kind: (e as unknown as { detail: { kind: number } }).detail.kind,
    });
}).observe({ entryTypes: ['gc'] });
/** Scavenges (minor collections) in the cold 2,000-point phase of each run: count and longest, in ms. */
const scavenges: { count: number; longest: number }[] = [];

/** `fn` timed RUNS times after 10 untimed; `before`, when given, runs untimed before each. */
async function time(
  fn: () => Promise<unknown>,
  gc?: typeof scavenges,
  before?: () => Promise<unknown>,
): Promise<Percentiles> {
  for (let i = 0; i < 10; i++) {
    await before?.();
    await fn(); // warm-up
  }
  const times: number[] = [];
  const from = performance.now();
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  if (gc) {
    await new Promise((resolve) => setImmediate(resolve)); // the observer's entries of the phase
    const minor = collections.filter((c) => c.start >= from && c.kind === constants.NODE_PERFORMANCE_GC_MINOR);
    gc.push({ count: minor.length, longest: Math.max(0, ...minor.map((c) => c.ms)) });
  }
  return percentiles(times);
}

type RunResult = {
  bulkEventsPerSecond: number;
  /** the same with the bodies' building and signing time added (the method before decision 052) */
  bulkWithBodiesPerSecond: number;
  live: Percentiles;
  /** from the push's start to this instance hearing the committed change (the live stream's source) */
  notified: Percentiles | null;
  calls: [string, Percentiles][];
  stored: string;
  riskFeed: boolean;
  /** the detection job over what this run's ingestion fed (one account), and over a crowd of accounts */
  detection: { own: Throughput; crowd: Throughput } | null;
};

/**
 * Where a run works: a schema of its own in BENCH_DATABASE_URL's database, migrated and seeded; with
 * BENCH_RISK_SCALE=1 a copy of a database seeded at scale once for all runs (`create database … template`: a file
 * copy, seconds, where generating the rows again takes minutes).
 */
async function workspace(): Promise<{ url: string; schema: string; fresh: boolean; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!scaleTemplate) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create schema ${schema}`);
    return {
      url,
      schema,
      fresh: true,
      drop: () => admin.query(`drop schema ${schema} cascade`).then(() => admin.end()),
    };
  }
  const copy = `${scaleTemplate.database}_${randomBytes(4).toString('hex')}`;
  // A file copy after a checkpoint: the default strategy (WAL_LOG) writes the whole gigabyte to the WAL again.
  await admin.query(`create database ${copy} template ${scaleTemplate.database} strategy file_copy`);
  // BENCH_EXPLAIN_MS=<ms>: the plans of the statements slower than that, with their timings, in the server's log.
  if (EXPLAIN_MS)
    for (const [name, value] of [
      ['session_preload_libraries', 'auto_explain'],
      ['auto_explain.log_min_duration', `${EXPLAIN_MS}ms`],
      ['auto_explain.log_analyze', 'on'],
      ['auto_explain.log_buffers', 'on'],
    ])
      await admin.query(`alter database ${copy} set ${name} = '${value}'`);
  const copyUrl = new URL(scaleTemplate.url);
  copyUrl.pathname = `/${copy}`;
  return {
    url: copyUrl.toString(),
    schema: scaleTemplate.schema,
    fresh: false,
    drop: () => admin.query(`drop database ${copy}`).then(() => admin.end()),
  };
}

async function run(riskFeed: boolean): Promise<RunResult> {
  const space = await workspace();
  const { schema } = space;
  const opened = await openDb({ kind: 'postgres', url: space.url, schema, maxConnections: 4 });
  const timing = timeStatements(opened);
  const db = STATEMENTS ? timing.db : opened;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    // A kept scale database may predate a migration: the copy takes it.
    await migrate(db);
    if (space.fresh) await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir, jwtSecret: 'b'.repeat(32) });
    const app = await buildApp({ config, db, logger: false, riskFeed });
    const { ingestionService, dashboardService } = app.modules.evaluation.services;
    const { traderAccountsService } = app.modules.traderAccounts.services;
    const changes = (
      app.modules.evaluation.services as {
        accountChanges?: { subscribe(id: string, l: () => void): Promise<() => void> };
      }
    ).accountChanges;

    // The phase started a year and a day or two ago (at midnight UTC); its history is pushed through the bridge.
    const start = Math.floor((Date.now() - (HISTORY_DAYS + 1) * DAY) / DAY) * DAY;
    const bench = await benchAccount(db, traderAccountsService, start);
    const { accountId } = bench;
    const brand = { id: bench.brandId };
    const user = { id: bench.userId };
    const acc = { login: bench.login, platform_id: bench.platformId };
    const { events, news } = history(start + 3_600_000);
    for (const t of news) {
      await db.query(
        `insert into economic_events (time, currency, country, title, impact) values ($1, 'USD', 'US', 'Bench news', 'high')`,
        [new Date(t).toISOString()],
      );
    }

    // Bulk: the bridge's own path, POST /api/platform-bridge/v1/events (signature, schema, ingestion), in-process.
    const bulk = TRADES * 3;
    const secret = app.modules.evaluation.services.bridgeSecret;
    const profiler = CPU_PROFILE && !profiled ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    // The bodies and their signatures, built before the timed phase: the bridge's work, not the service's (decision
    // 052). Their time is kept, so the figure of the earlier method (built in the loop) can be given too.
    const b0 = performance.now();
    const pushes: { body: string; signature: string }[] = [];
    for (let i = 0; i < bulk; i += BATCH) {
      const body = JSON.stringify({
        platformId: acc.platform_id,
        login: acc.login,
        events: events.slice(i, Math.min(bulk, i + BATCH)),
      });
      pushes.push({ body, signature: signPayload(secret, body, Date.now()) });
    }
    const buildMs = performance.now() - b0;
    timing.record(true);
    const t0 = performance.now();
    for (let i = 0; i < bulk; i += BATCH) {
      const { body, signature } = pushes[i / BATCH]!;
      const res = await app.inject({
        method: 'POST',
        url: ApiPath.bridgeEvents,
        headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
        payload: body,
      });
      const r = res.json<{ result: number; data: { accepted: number } }>();
      if (r.result !== 0 || r.data.accepted !== Math.min(BATCH, bulk - i)) throw new Error(`batch ${i}: ${res.body}`);
    }
    const ingestMs = performance.now() - t0;
    pushes.length = 0;
    console.log(
      `bulk ${Math.round(bulk / (ingestMs / 1000)).toLocaleString('en')} events/s (service alone); ` +
        `${Math.round(bulk / ((ingestMs + buildMs) / 1000)).toLocaleString('en')} with the bodies built in the loop ` +
        `(building and signing ${(buildMs / (bulk / BATCH)).toFixed(2)} ms a batch)`,
    );
    timing.record(false);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(CPU_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
      profiled = true;
    }
    if (STATEMENTS) console.log(['bulk, per batch of 1,000 events:', ...timing.report(bulk / BATCH)].join('\n'));
    timing.reset();
    await db.exec('analyze');

    // Live: one trade (3 events) per push, as a live bridge sends them; and when this instance hears of it.
    let heard: (() => void) | undefined;
    const unsubscribe = await changes?.subscribe(accountId, () => heard?.());
    const liveTimes: number[] = [];
    const notifyTimes: number[] = [];
    timing.record(true);
    const lived = (TRADES + LIVE) * 3;
    for (let i = bulk; i < lived; i += 3) {
      const s = performance.now();
      const told = changes
        ? new Promise<void>((resolve) => (heard = () => (notifyTimes.push(performance.now() - s), resolve())))
        : Promise.resolve();
      await ingestionService.ingest(acc.platform_id, acc.login, events.slice(i, i + 3));
      liveTimes.push(performance.now() - s);
      await told;
    }
    unsubscribe?.();
    timing.record(false);
    if (STATEMENTS) console.log(timing.report(liveTimes.length).join('\n'));

    const metrics = await dashboardService.metrics(brand.id, user.id, accountId);
    if (metrics.trades !== TRADES + LIVE) throw new Error(`expected ${TRADES + LIVE} trades, got ${metrics.trades}`);
    const [stored] = await db.query<{
      bytes: number;
      segments: number;
      buckets: number;
      trades: number;
      events: number;
    }>(
      `select pg_column_size(e.state)::int as bytes,
              (select count(*)::int from account_chart_segments where account_id = $1) as segments,
              (select coalesce(sum(cardinality(slots)), 0)::int from account_chart_segments where account_id = $1)
                as buckets,
              (select count(*)::int from closed_trades where account_id = $1) as trades,
              (select count(*)::int from account_events where account_id = $1) as events
         from account_evaluations e where e.account_id = $1`,
      [accountId],
    );
    // A chart read as the route answers it, up to its bytes. "Cold": the instance has forgotten the
    // account's state and charts, as the notification of a push through another instance makes it,
    // so the state and the chart are read from the database; "warm" reads are repeated reads of the same state
    // version, served from memory; "right after a push to this instance": a trade pushed through this instance's
    // ingestion, then the read (decision 047: the chart kept moves with the commit).
    const chart = async (points: number) =>
      chartReplyBytes(await dashboardService.chart(brand.id, user.id, accountId, points));
    // Another instance's push as this one hears it: the state's version moves on (as every writer of the chart
    // moves it) and the database's notification follows, untimed, heard before the timed read. The kept chart is
    // served only to its own version, so the read goes to the database for both.
    const forget = async () => {
      await db.query(
        `with bumped as (update account_evaluations set version = version + 1 where account_id = $2)
         select pg_notify('portal_cache:' || current_schema(), $1)`,
        [`account:${accountId}`, accountId],
      );
      await app.modules.core.services.changeFeed.settled();
    };
    let next = lived;
    const pushNext = async () => {
      await ingestionService.ingest(acc.platform_id, acc.login, events.slice(next, next + 3));
      next += 3;
    };
    /** The cold 2,000-point phase; with BENCH_STATEMENTS=1 its statements counted and timed too. */
    const coldChart = async () => {
      timing.reset();
      timing.record(true);
      const p = await time(() => chart(2000), scavenges, forget);
      timing.record(false);
      if (STATEMENTS) console.log(['cold 2,000-point chart reads:', ...timing.report(RUNS + 10)].join('\n'));
      return p;
    };
    const calls: [string, Percentiles][] = [
      ['TradingMetrics', await time(() => dashboardService.metrics(brand.id, user.id, accountId))],
      ['AccountDataRequirements', await time(() => dashboardService.requirements(brand.id, user.id, accountId))],
      ['Chart, 500 points (the default), warm', await time(() => chart(500))],
      [
        'Chart, 500 points, cold (forgotten: another instance after a push)',
        await time(() => chart(500), undefined, forget),
      ],
      ['Chart, 2,000 points (the maximum), warm', await time(() => chart(2000))],
      ['Chart, 2,000 points, cold (forgotten: another instance after a push)', await coldChart()],
      // A push of one trade through this instance (untimed), then the read it answers.
      ['Chart, 2,000 points, right after a push to this instance', await time(() => chart(2000), undefined, pushNext)],
      [
        'AccountHistory, first page of 20',
        await time(() => dashboardService.history(brand.id, user.id, accountId, { pageSize: 20 })),
      ],
    ];
    // The detection job over what this run fed: timed passes until the feed is empty.
    let detection: RunResult['detection'] = null;
    if (riskFeed) {
      const { riskDetectionService } = app.modules.risk.services;
      const [{ openings }] = (await db.query<{ openings: number }>(
        `select count(*)::int as openings from risk_feed where kind = 'open'`,
      )) as [{ openings: number }];
      // With BENCH_STATEMENTS=1 each detection phase's statements are counted and timed (per batch of fed deals).
      timing.reset();
      timing.record(STATEMENTS);
      const d0 = performance.now();
      let taken = 0;
      for (let n; (n = await riskDetectionService.pass()) > 0;) taken += n;
      const own = {
        openings,
        seconds: (performance.now() - d0) / 1000,
        matches: 0,
        batches: Math.ceil(taken / DETECTION_BATCH),
      };
      timing.record(false);
      if (STATEMENTS) console.log(["this run's feed, detection:", ...timing.report(own.batches)].join('\n'));
      timing.reset();
      timing.record(STATEMENTS);
      const crowd = await crowdThroughput(db, riskDetectionService, brand.id, SCALE);
      timing.record(false);
      if (STATEMENTS) console.log(['crowd detection:', ...timing.report(crowd.batches)].join('\n'));
      detection = { own, crowd };
    }
    await app.close();
    return {
      riskFeed,
      detection,
      bulkEventsPerSecond: bulk / (ingestMs / 1000),
      bulkWithBodiesPerSecond: bulk / ((ingestMs + buildMs) / 1000),
      live: percentiles(liveTimes),
      notified: notifyTimes.length > 0 ? percentiles(notifyTimes) : null,
      calls,
      stored: `${stored!.events.toLocaleString('en')} events, ${stored!.trades.toLocaleString('en')} closed trades, ${stored!.buckets.toLocaleString('en')} chart buckets in ${stored!.segments.toLocaleString('en')} rows, state ${(stored!.bytes / 1024).toFixed(1)} KiB`,
    };
  } finally {
    await db.close();
    await space.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The risk desk at scale (BENCH_RISK_SCALE=1), generated in SQL once into a database of its own (BENCH_DATABASE_URL's
 * name with `_scale`), migrated and seeded, then `ANALYZE`: each run works in a copy of it and it is dropped at the end.
 */
async function scaleTemplateOf(): Promise<{ url: string; database: string; schema: string }> {
  const s = performance.now();
  const database = `${new URL(url).pathname.slice(1)}_scale`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const kept = KEEP && (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
  if (!kept) await admin.query(`create database ${database}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${database}`;
  const schema = 'bench_scale';
  if (kept) {
    console.log(`the scale database ${database} kept from an earlier run is used`);
    return { url: templateUrl.toString(), database, schema };
  }
  const db = await openDb({ kind: 'postgres', url: templateUrl.toString(), schema, maxConnections: 1 });
  try {
    await db.exec(`create schema ${schema}`);
    await migrate(db);
    await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    await seedRiskHistory(db, { accounts: 100_000, positions: 1_000_000 });
    console.log(`seeded the accounts and positions in ${((performance.now() - s) / 1000).toFixed(0)} s`);
    const [brand] = await db.query<{ id: string }>(`select id from brands where code = 'northwind'`);
    const pairs = await seedCopyPairs(db, { brandId: brand!.id, pairs: 600_000, rings: 500 });
    await db.exec('analyze');
    console.log(
      `seeded 100,000 accounts, 1,000,000 risk positions, ${pairs.toLocaleString('en')} copy pairs in ` +
        `${((performance.now() - s) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
  return { url: templateUrl.toString(), database, schema };
}

async function dropScaleTemplate() {
  if (!scaleTemplate || KEEP) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database ${scaleTemplate.database}`);
  await admin.end();
}

const fmt = (p: Percentiles | null) => (p ? p.map((x) => x.toFixed(2)).join(' | ') : 'n/a');
const scaleTemplate = SCALE ? await scaleTemplateOf() : null;
const all: RunResult[] = [];
const kinds = RISK === 'both' ? [true, false] : [RISK === 'on'];
/** Detection's openings per second over the bulk phase's (three events a trade) of the same run. */
const ratio = (r: RunResult, pick: (d: NonNullable<RunResult['detection']>) => Throughput) =>
  r.detection ? pick(r.detection).openings / pick(r.detection).seconds / (r.bulkEventsPerSecond / 3) : 0;
const rate = (t: Throughput) => `${Math.round(t.openings / t.seconds).toLocaleString('en')} openings/s`;
for (let i = 0; i < REPEAT * kinds.length; i++) {
  // Pairs alternate which kind goes first, so neither always runs on the warmer machine.
  const feed = kinds[(i + Math.floor(i / kinds.length)) % kinds.length]!;
  const r = await run(feed);
  all.push(r);
  console.log(
    `run ${i + 1} (${feed ? 'with' : 'without'} the risk feed): bulk ${Math.round(r.bulkEventsPerSecond).toLocaleString('en')} events/s (batches of ${BATCH}; ` +
      `${Math.round(r.bulkWithBodiesPerSecond).toLocaleString('en')} with the bodies built in the loop); ` +
      `live push p50|p95|p99 ${fmt(r.live)} ms; heard after ${fmt(r.notified)} ms; ${r.stored}`,
  );
  for (const [name, p] of r.calls) console.log(`  ${name}: ${fmt(p)}`);
  const gc = scavenges[i];
  if (gc) console.log(`  scavenges in the cold 2,000-point phase: ${gc.count}, longest ${gc.longest.toFixed(2)} ms`);
  if (r.detection)
    console.log(
      `  detection: this run's feed ${rate(r.detection.own)} (${r.detection.own.openings.toLocaleString('en')} in ` +
        `${r.detection.own.seconds.toFixed(1)} s); a crowd ${rate(r.detection.crowd)} ` +
        `(${r.detection.crowd.openings.toLocaleString('en')} in ${r.detection.crowd.seconds.toFixed(1)} s, ` +
        `${r.detection.crowd.matches.toLocaleString('en')} matches); against the bulk phase's ` +
        `${Math.round(r.bulkEventsPerSecond / 3).toLocaleString('en')} openings/s: ${ratio(r, (d) => d.own).toFixed(2)}× ` +
        `and ${ratio(r, (d) => d.crowd).toFixed(2)}×`,
    );
}
await dropScaleTemplate();
for (const feed of kinds)
  report(
    all.filter((r) => r.riskFeed === feed),
    feed,
  );
if (kinds.length === 2) {
  const p99 = (feed: boolean) => median(all.filter((r) => r.riskFeed === feed).map((r) => r.live[2]));
  const bulk = (feed: boolean) => median(all.filter((r) => r.riskFeed === feed).map((r) => r.bulkEventsPerSecond));
  console.log(
    `\nrisk feed: live push p99 ${p99(true).toFixed(2)} ms with, ${p99(false).toFixed(2)} ms without ` +
      `(${((p99(true) / p99(false) - 1) * 100).toFixed(1)} %); bulk ${Math.round(bulk(true)).toLocaleString('en')} ` +
      `against ${Math.round(bulk(false)).toLocaleString('en')} events/s (${((bulk(true) / bulk(false) - 1) * 100).toFixed(1)} %)`,
  );
}

function report(results: RunResult[], feed: boolean) {
  const med = (pick: (r: RunResult) => number) => median(results.map(pick));
  const medP = (pick: (r: RunResult) => Percentiles | null): Percentiles | null =>
    results[0] && pick(results[0]) ? ([0, 1, 2].map((k) => med((r) => pick(r)![k]!)) as Percentiles) : null;
  console.log(
    `\nmedians of ${results.length} runs ${feed ? 'with' : 'without'} the risk feed (${(TRADES + LIVE).toLocaleString('en')} trades, ${HISTORY_DAYS} days):`,
  );
  console.log(`| measure | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|`);
  console.log(
    `| bulk ingestion, events/s | ${Math.round(med((r) => r.bulkEventsPerSecond)).toLocaleString('en')} | | |`,
  );
  console.log(
    `| bulk, bodies built in the loop (before 052) | ${Math.round(med((r) => r.bulkWithBodiesPerSecond)).toLocaleString('en')} | | |`,
  );
  console.log(`| live push, one trade (3 events) | ${fmt(medP((r) => r.live))} |`);
  console.log(`| live push heard by the instance (LISTEN) | ${fmt(medP((r) => r.notified))} |`);
  for (const [k, [name]] of results[0]!.calls.entries())
    console.log(`| ${name} | ${fmt(medP((r) => r.calls[k]![1]))} |`);
  const detected = results.flatMap((r) => (r.detection ? [r.detection] : []));
  if (detected.length > 0) {
    const per = (pick: (d: (typeof detected)[number]) => Throughput) =>
      Math.round(median(detected.map((d) => pick(d).openings / pick(d).seconds))).toLocaleString('en');
    console.log(`| detection, this run's feed, openings/s | ${per((d) => d.own)} | | |`);
    console.log(`| detection, a crowd of accounts, openings/s | ${per((d) => d.crowd)} | | |`);
    const times = (pick: (d: NonNullable<RunResult['detection']>) => Throughput) =>
      median(results.filter((r) => r.detection).map((r) => ratio(r, pick))).toFixed(2);
    console.log(`| detection over the bulk phase's openings/s, this run's feed | ${times((d) => d.own)}× | | |`);
    console.log(`| detection over the bulk phase's openings/s, the crowd | ${times((d) => d.crowd)}× | | |`);
  }
}
