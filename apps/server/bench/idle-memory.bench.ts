/**
 * Benchmark: the portal's idle resident size (docs/benchmarks.md "Memory"), several starts side by side.
 *
 * Prepares one PostgreSQL schema as bench/http.bench.ts does (migrated, seeded with the demo trader), then starts
 * the built portal (dist/main.js, NODE_ENV=production, the node flags of package.json's `start` script) BENCH_RUNS
 * times (default 3), each time alone, and reads its resident size (VmRSS) five seconds after `/health` answered,
 * as the HTTP bench does. With BENCH_BEFORE_MAIN=<another build's main.js> that build is started in turn with this
 * one (before, after, before, after, …) on the same schema, with BENCH_BEFORE_FLAGS (default none) as its flags.
 * BENCH_AFTER_FLAGS overrides this build's flags (to compare flags on one build). BENCH_HEAP=1 prints each start's
 * V8 heap from its own /metrics (used, external, by space): where the resident size is. Loopback only. Run under the lock:
 *   flock /work/.locks/heavy.lock npx tsx apps/server/bench/idle-memory.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { totpSecretBox } from '../src/modules/admin-operators/admin-operators.module.ts';
import { benchStore, builtServer } from './bench-store.ts';
import { flagsOf, startFlags } from './start-flags.ts';
import { median, rssMb, sleep } from './process-stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 47_310);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = 5000;
const { serverDir, mainJs } = builtServer();
const variants = [
  ...(process.env.BENCH_BEFORE_MAIN
    ? [{ name: 'before', main: process.env.BENCH_BEFORE_MAIN, flags: flagsOf(process.env.BENCH_BEFORE_FLAGS, []) }]
    : []),
  { name: 'after', main: mainJs, flags: flagsOf(process.env.BENCH_AFTER_FLAGS, startFlags()) },
];

const store = await benchStore(url, 'bench-memory-');
const { schema, dataDir, jwtSecret } = store;

async function waitUp(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

const METRICS_TOKEN = 'bench-idle-memory';
/** V8's heap as the process's own metrics say it (used bytes, MB): the whole heap, external memory, and by space. */
async function heapOf(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const mb = (pattern: RegExp) => {
    const value = text.match(pattern)?.[1];
    return value === undefined ? '?' : (Number(value) / 1e6).toFixed(1);
  };
  const spaces = ['old', 'code', 'large_object', 'new'].map(
    (space) => `${space} ${mb(new RegExp(`^nodejs_heap_space_size_used_bytes\\{space="${space}"\\} (\\S+)`, 'm'))}`,
  );
  return `heap used ${mb(/^nodejs_heap_size_used_bytes (\S+)/m)}, external ${mb(/^nodejs_external_memory_bytes (\S+)/m)} (${spaces.join(', ')}) MB`;
}

/**
 * Starts one build, reads its resident size IDLE_MS after /health answered (then, with BENCH_HEAP=1, its heap from
 * its own /metrics: where the memory is), and stops it.
 */
async function idleRss(main: string, flags: string[]): Promise<number> {
  const dbUrl = new URL(url);
  dbUrl.searchParams.set('options', `-c search_path=${schema}`);
  const child: ChildProcess = spawn(process.execPath, [...flags, main], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The database was seeded with the demo trader above: a production server runs with it only when told.
      ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await waitUp(PORT);
    await sleep(IDLE_MS);
    const rss = rssMb(child.pid!);
    if (process.env.BENCH_HEAP === '1') console.log(`  ${await heapOf(PORT)}`);
    return rss;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  const db = await openDb({ kind: 'postgres', url, schema, maxConnections: 2 });
  try {
    await migrate(db);
    await seed(db, { demo: true, hasher: argon2Hasher, sealTotp: totpSecretBox(jwtSecret).seal });
  } finally {
    await db.close();
  }
  const readings = new Map(variants.map((v) => [v.name, [] as number[]]));
  for (let run = 1; run <= RUNS; run++) {
    for (const v of variants) {
      const mb = await idleRss(v.main, v.flags);
      readings.get(v.name)!.push(mb);
      console.log(`run ${run} ${v.name} (${[...v.flags, v.main].join(' ')}): ${mb.toFixed(0)} MB`);
    }
  }
  console.log(`\nIdle resident size, ${IDLE_MS / 1000} s after /health (load average ${loadavg()[0]!.toFixed(2)}):`);
  for (const v of variants) {
    const xs = readings.get(v.name)!;
    console.log(`${v.name}: ${xs.map((x) => x.toFixed(0)).join(', ')} MB, median ${median(xs).toFixed(0)} MB`);
  }
} finally {
  await store.remove();
}
