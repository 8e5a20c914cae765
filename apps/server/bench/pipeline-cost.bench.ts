/**
 * Benchmark: where a hot read's CPU goes inside the process (docs/benchmarks.md "HTTP path", attribution).
 *
 * In one process, on PostgreSQL (BENCH_DATABASE_URL, a schema of its own dropped at the end): the demo trader with
 * one account, then GET /api/TraderAccount/v1 through `app.inject` (the whole Fastify pipeline without the socket),
 * BENCH_ROUNDS rounds of BENCH_REQUESTS requests; each round's CPU (process.cpuUsage) per request, the minimum of the
 * rounds printed (the machine is shared: the minimum is the round least disturbed). Configurations, interleaved:
 * the app with its info-level access line to a discarding stream, the app without a logger, and a bare Fastify route
 * answering the same bytes. Besides, the reply's serialisation alone: zod's encode + JSON.stringify against
 * JSON.stringify of the same value. Run: flock /work/.locks/heavy.lock npx tsx apps/server/bench/pipeline-cost.bench.ts
 * BENCH_ONLY=<name's start> measures one configuration; BENCH_CPU_PROFILE=<file> writes a CPU profile of the requests
 * from the second round on (no start-up in it; summarise it with bench/cpu-profile-summary.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER, traderAccountsEnvelope } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_TRADER, seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const schema = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const jwtSecret = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 4 });

try {
  await migrate(db);
  await seed(db, { demo: true, hasher: argon2Hasher, sealTotp: totpSecretBox(jwtSecret).seal });
  // The API's rate limit set out of the way, as http.bench.ts does: otherwise all but the first 600 reads are 429s.
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000000' },
    { dataDir, jwtSecret },
  );
  const discard = { write() {} };
  const logged = await buildApp({ config, db, logStream: discard });
  const silent = await buildApp({ config, db, logger: false });
  const headers = { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION };
  const signIn = await logged.inject({
    method: 'POST',
    url: ApiPath.authenticate,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
  });
  const token = (signIn.json() as { data: { token: string } }).data.token;
  const read = {
    method: 'GET' as const,
    url: ApiPath.traderAccounts,
    headers: { ...headers, authorization: `Bearer ${token}` },
  };
  const body = (await logged.inject(read)).body;
  const bare = Fastify();
  bare.get(ApiPath.traderAccounts, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.ready();

  const perRequest = async (run: () => Promise<unknown>): Promise<number> => {
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      await run();
      // `inject` settles without leaving the microtask queue: without a turn now and then, every request's
      // setImmediate (light-my-request's) waits to the end of the round, keeping its request and reply alive, and
      // the collector copies them again and again (the heap grew by ~15 kB a request).
      if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    }
    const used = process.cpuUsage(start);
    const last = (await run()) as { statusCode?: number };
    if (last.statusCode !== undefined && last.statusCode !== 200) throw new Error(`answered ${last.statusCode}`);
    return (used.user + used.system) / REQUESTS;
  };
  const value = JSON.parse(body) as unknown;
  const configs: [string, () => Promise<unknown>][] = [
    ['app, access line at info', () => logged.inject(read)],
    ['app, no logger', () => silent.inject(read)],
    ['bare route', () => bare.inject(read)],
    ['zod encode + JSON.stringify', async () => JSON.stringify(z.encode(traderAccountsEnvelope, value as never))],
    ['JSON.stringify alone', async () => JSON.stringify(value)],
  ];
  const only = process.env.BENCH_ONLY;
  if (only) configs.splice(0, configs.length, ...configs.filter(([name]) => name.startsWith(only)));
  const results = new Map<string, number[]>(configs.map(([name]) => [name, []]));
  const profile = process.env.BENCH_CPU_PROFILE;
  const session = profile ? new Session() : undefined;
  for (let round = 0; round < ROUNDS; round++) {
    // The profile covers the requests alone, from the second round on (the first warms the code).
    if (session && round === 1) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    for (const [name, run] of configs) results.get(name)!.push(await perRequest(run));
  }
  if (session && profile) {
    const { profile: taken } = await session.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(taken));
    session.disconnect();
  }
  console.log(`CPU µs per request, minimum of ${ROUNDS} rounds of ${REQUESTS} (median beside it):`);
  for (const [name, values] of results) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`| ${name} | ${sorted[0]!.toFixed(1)} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} |`);
  }
  await Promise.all([logged.close(), silent.close(), bare.close()]);
} finally {
  await db.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
