/**
 * Benchmark: the trading journal at 100,000 closed trades on PostgreSQL, through the whole request pipeline
 * (`app.inject`: brand, session, rate limit, schema, serializer), against a bare Fastify route timed the same way in
 * the same run. Method and recorded results: docs/benchmarks.md, "Trading journal".
 * Run: `npm run bench:journal` (under `flock /work/.locks/heavy.lock` on a shared machine). BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; each run works in a schema of its own and drops it at the end.
 * BENCH_TRADES (default 100,000) and BENCH_REPEAT (default 3 runs; the medians of the runs are printed);
 * BENCH_KEEP=1 keeps each run's schema for `EXPLAIN` and prints its name.
 * BENCH_CPU_PROFILE=<file>: a CPU profile of the first run's warm phase alone (summarise it with
 * bench/cpu-profile-summary.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { ApiPath, type BridgeEvent } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seededRandom } from '../src/domain/market/price-process.ts';
import { signPayload } from '../src/lib/signed-payload.ts';
import { seed } from '../src/seed/seed.ts';
import { benchAccount } from './bench-account.ts';
import { median } from './process-stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const RUNS = 200;
const COLD_RUNS = 5;
const BATCH = 1000;
const TAGGED_EVERY = 100; // one trade in a hundred carries the tag of the filtered case
const DAY = 86_400_000;
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
let profiled = false;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'GER40', 'BTCUSD'];

/** `count` round trips from `start`, one every few minutes, results of −50.00 … +56.00, either side. */
function trades(start: number, from: number, count: number, step: number): BridgeEvent[] {
  const rnd = seededRandom(7 + from);
  return Array.from({ length: count }, (_, k): BridgeEvent[] => {
    const i = from + k;
    const t = start + i * step;
    const symbol = SYMBOLS[i % SYMBOLS.length]!;
    const hold = Math.round(rnd() * 4 * 3_600_000);
    const ids = { positionId: `p${i}`, symbol, volume: 1 };
    return [
      {
        type: 'dealOpened',
        dealId: `o${i}`,
        time: new Date(t).toISOString(),
        side: rnd() < 0.5 ? 'buy' : 'sell',
        ...ids,
      },
      {
        type: 'dealClosed',
        dealId: `c${i}`,
        time: new Date(t + Math.min(hold, step - 1000)).toISOString(),
        profit: Math.round((rnd() * 106 - 50) * 100),
        commission: 0,
        swap: 0,
        ...ids,
      },
    ];
  }).flat();
}

type P = [p50: number, p95: number, p99: number];
async function timed(fn: () => Promise<unknown>, runs = RUNS, before?: () => Promise<unknown>): Promise<P> {
  for (let i = 0; i < Math.min(10, runs); i++) {
    await before?.();
    await fn();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return [p(0.5), p(0.95), p(0.99)];
}

async function run(): Promise<{ cases: [string, P][]; csv: { ms: number; mb: number } }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ result: 0, data: null }));
  try {
    await migrate(db);
    await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
      { dataDir, jwtSecret: 'b'.repeat(32) },
    );
    const app = await buildApp({ config, db, logger: false });
    const { traderAccountsService } = app.modules.traderAccounts.services;
    const start = Math.floor((Date.now() - 400 * DAY) / DAY) * DAY;
    const acc = await benchAccount(db, traderAccountsService, start);
    const live = RUNS + 20;
    const step = Math.floor((390 * DAY) / (TRADES + live));
    const secret = app.modules.evaluation.services.bridgeSecret;
    const push = async (events: BridgeEvent[]) => {
      const body = JSON.stringify({ platformId: acc.platformId, login: acc.login, events });
      const res = await app.inject({
        method: 'POST',
        url: ApiPath.bridgeEvents,
        headers: { 'content-type': 'application/json', 'x-bridge-signature': signPayload(secret, body, Date.now()) },
        payload: body,
      });
      if (res.json<{ result: number }>().result !== 0) throw new Error(`push refused: ${res.body}`);
    };
    const t0 = performance.now();
    for (let i = 0; i < TRADES; i += BATCH / 2) await push(trades(start, i, Math.min(BATCH / 2, TRADES - i), step));
    console.log(`${TRADES.toLocaleString('en')} trades pushed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await db.query(
      `insert into journal_notes (account_id, deal_id, note, tags)
       select $1, 'c' || g, 'bench', array['setup-a'] from generate_series(0, $2 - 1, $3) g`,
      [acc.accountId, TRADES, TAGGED_EVERY],
    );
    await db.exec('analyze');

    const { sessionsService } = app.modules.sessions.services;
    const { token } = await db.transaction((tx) =>
      sessionsService.start(tx, { id: acc.userId, brandId: acc.brandId }, { ip: '127.0.0.1', userAgent: null }),
    );
    const headers = { host: 'localhost', 'x-site-version': '1.1.232', authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers });
      if (res.statusCode !== 200 || !res.body.startsWith('{"result":0'))
        throw new Error(`${path}: ${res.body.slice(0, 200)}`);
    };
    const q = `?traderAccountId=${acc.accountId}`;
    const stats = `${ApiPath.journalStats}${q}`;
    let next = TRADES;
    const cases: [string, P][] = [];
    cases.push(['bare Fastify route', await timed(() => bare.inject({ method: 'GET', url: '/bare' }))]);
    cases.push([
      'TradingMetrics (reference)',
      await timed(() => get(ApiPath.tradingMetrics.replace(':id', acc.accountId))),
    ]);
    cases.push([
      'Journal Stats, cold (totals counted from all trades)',
      await timed(
        () => get(stats),
        COLD_RUNS,
        async () => {
          await db.query('delete from journal_totals where account_id = $1', [acc.accountId]);
          // and the statistics the instance keeps in memory (as a note saved would have them forgotten)
          app.modules.core.services.changeFeed.announce(`journal:${acc.accountId}`);
        },
      ),
    ]);
    const profiler = CPU_PROFILE && !profiled ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    cases.push(['Journal Stats, warm', await timed(() => get(stats))]);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(CPU_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
      profiled = true;
    }
    cases.push([
      'Journal Stats, right after a live trade',
      await timed(
        () => get(stats),
        RUNS,
        () => push(trades(start, next++, 1, step)),
      ),
    ]);
    cases.push([
      `Journal Stats, tag (${TRADES / TAGGED_EVERY} trades), warm`,
      await timed(() => get(`${stats}&tag=setup-a`)),
    ]);
    cases.push([
      `Journal Stats, tag (${TRADES / TAGGED_EVERY} trades folded afresh), right after a note saved`,
      await timed(
        () => get(`${stats}&tag=setup-a`),
        RUNS,
        async () => app.modules.core.services.changeFeed.announce(`journal:${acc.accountId}`),
      ),
    ]);
    cases.push(['Journal Trades, page 1', await timed(() => get(`${ApiPath.journalTrades}${q}`))]);
    cases.push(['Journal Trades, page 100', await timed(() => get(`${ApiPath.journalTrades}${q}&page=100`))]);
    const c0 = performance.now();
    const csv = await app.inject({ method: 'GET', url: `${ApiPath.journalExport}${q}`, headers });
    const csvMs = performance.now() - c0;
    const lines = csv.body.split('\r\n').length - 2;
    if (lines !== next) throw new Error(`the CSV has ${lines} trades, expected ${next}`);
    await app.close();
    return { cases, csv: { ms: csvMs, mb: csv.rawPayload.length / 1e6 } };
  } finally {
    await bare.close();
    await db.close();
    if (process.env.BENCH_KEEP) console.log(`kept schema ${schema}`);
    else await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (let r = 0; r < REPEAT; r++) {
  const result = await run();
  results.push(result);
  console.log(`run ${r + 1}:`);
  for (const [name, [p50, p95, p99]] of result.cases)
    console.log(`  ${name}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
  console.log(`  CSV of every trade: ${result.csv.ms.toFixed(0)} ms, ${result.csv.mb.toFixed(1)} MB`);
}
console.log(`medians of ${REPEAT} runs:`);
results[0]!.cases.forEach(([name], i) => {
  const m = (k: number) => median(results.map((r) => r.cases[i]![1][k]!)).toFixed(2);
  console.log(`  ${name}: p50 ${m(0)} ms, p95 ${m(1)} ms, p99 ${m(2)} ms`);
});
console.log(`  CSV: ${median(results.map((r) => r.csv.ms)).toFixed(0)} ms`);
