/**
 * Benchmark: the console's CSV export at a real firm's size keeps the server's memory flat (docs/decisions/
 * 088-list-exports.md). On PostgreSQL: 100,000 traders and 1,000,000 orders made in bulk SQL (test/console-lists-
 * data.ts, as bench/console-lists.bench.ts does). The server runs in a process of its own (this file with
 * BENCH_ROLE=server); this one signs an owner in over HTTP, reads the server's resident size (VmRSS) while it
 * idles after a first list page, then downloads the whole orders export (no filter: every order), counting its
 * lines and throwing the bytes away, and samples the server's resident size every 50 ms until the file has ended.
 * Method and recorded results: docs/benchmarks.md, "Exports". Run:
 *   flock /work/.locks/heavy.lock npx tsx apps/server/bench/export-memory.bench.ts
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a database of its own is created beside
 * it and dropped at the end; BENCH_KEEP=1 keeps it and prints its name; BENCH_REUSE=<name> exports from a kept
 * database again without loading it, and keeps it), BENCH_TRADERS, BENCH_ORDERS, BENCH_REPEAT (default 3),
 * BENCH_SERVER_FLAGS (node flags added to the server's, e.g. `--trace-gc-nvp`: each run then also says how many
 * bytes V8 promoted to its old generation, the garbage a full collection has to find), BENCH_HEAP_PROFILE=<file>
 * (V8's sampling heap profile of the first export, the objects a full collection freed included, i.e. what was
 * promoted and died there; written to <file> and summarised by allocating function; BENCH_HEAP_PROFILE_YOUNG=1
 * adds what the young generation's collections freed: everything allocated), BENCH_HEAP_SNAPSHOT=<file> (a heap
 * snapshot of the server 4 s into the first export), BENCH_GC_LOG=<file> (with
 * `--trace-gc-nvp`: its lines, one a collection, appended to <file>).
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ApiPath } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import {
  benchSettings,
  consoleClient,
  createBenchOwner,
  loadConsoleLists,
  openBenchDatabase,
} from './console-bench.ts';
import { median, rssMb, sleep } from './process-stats.ts';
import { flagsOf, startFlags } from './start-flags.ts';

if (process.env.BENCH_ROLE === 'server') await serve();
else await bench();

/** The server's side: the app on the console's listener, its port told to the parent on stdout. */
async function serve() {
  const db = await openDb({ kind: 'postgres', url: process.env.BENCH_DB_URL!, maxConnections: 10 });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
    { dataDir: process.env.BENCH_DATA_DIR!, jwtSecret: process.env.BENCH_JWT_SECRET! },
  );
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const server = createServer(app.consoleRouting);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
  // BENCH_TRACE_MEMORY=1: where the server's memory is (V8's heap, or buffers outside it), every 2 s on stderr.
  if (process.env.BENCH_TRACE_MEMORY)
    setInterval(() => {
      const m = process.memoryUsage();
      const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
      process.stderr.write(
        `server rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)} MB\n`,
      );
    }, 2000).unref();
  const profile = process.env.BENCH_HEAP_PROFILE ? await heapProfile(process.env.BENCH_HEAP_PROFILE) : undefined;
  const snapshot = process.env.BENCH_HEAP_SNAPSHOT;
  if (snapshot) {
    const { writeHeapSnapshot } = await import('node:v8');
    process.on('SIGUSR2', () => setTimeout(() => writeHeapSnapshot(snapshot), 4000));
  }
  process.on('SIGTERM', () => {
    server.close();
    void Promise.resolve(profile?.())
      .then(() => app.close())
      .then(() => db.close().then(() => process.exit(0)));
  });
}

/**
 * Samples what the server allocates from SIGUSR2 on, the objects a full collection freed kept in the profile (the
 * young generation's own garbage left out): the returned function writes the profile and prints where it was
 * allocated, the heaviest functions first.
 */
async function heapProfile(file: string): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  process.on('SIGUSR2', () => {
    void session.post('HeapProfiler.startSampling', {
      samplingInterval: 16 * 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_PROFILE_YOUNG === '1',
    });
  });
  return async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(file, JSON.stringify(profile));
    type Node = (typeof profile)['head'];
    const bySite = new Map<string, number>();
    const walk = (node: Node, stack: string[]) => {
      const f = node.callFrame;
      const here = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}`;
      const frames = [...stack, here];
      if (node.selfSize > 0) {
        // The allocating frame and the nearest of ours under it: which of our code keeps the object alive.
        const ours = frames.findLast((x) => x.includes('/apps/server/src/')) ?? '';
        const key = `${here}  <- ${ours}`;
        bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
      }
      for (const child of node.children) walk(child, frames);
    };
    walk(profile.head, []);
    const total = [...bySite.values()].reduce((a, b) => a + b, 0);
    process.stderr.write(`heap profile: ${(total / 1024 / 1024).toFixed(0)} MB sampled, by allocating site:\n`);
    for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 30))
      process.stderr.write(`  ${(bytes / 1024 / 1024).toFixed(1).padStart(7)} MB  ${site}\n`);
  };
}

async function bench() {
  const { traders, orders: size, repeat: REPEAT } = benchSettings();
  const bench = await openBenchDatabase('export', 4);
  const { db } = bench;
  let child: ReturnType<typeof spawn> | undefined;
  try {
    await loadConsoleLists(bench, { traders, orders: size, audit: 0 });
    const [{ orders } = { orders: 0 }] = await db.query<{ orders: number }>(
      'select count(*)::int as orders from orders',
    );
    console.log(`orders: ${orders}`);
    const owner = await createBenchOwner(db, bench.jwtSecret);

    const self = fileURLToPath(import.meta.url);
    // The node flags of `npm start` (its young generation's size among them), as production runs the server.
    const flags = [...startFlags(), ...flagsOf(process.env.BENCH_SERVER_FLAGS, [])];
    child = spawn(process.execPath, [...flags, '--import', 'tsx', self], {
      env: {
        ...process.env,
        BENCH_ROLE: 'server',
        BENCH_DB_URL: bench.url,
        BENCH_DATA_DIR: bench.dataDir,
        BENCH_JWT_SECRET: bench.jwtSecret,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // What V8 promoted to its old generation, summed from --trace-gc-nvp's lines on the server's stdout.
    let promoted = 0;
    let partial = '';
    const port = await new Promise<number>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop()!;
        for (const line of lines) {
          const m = /^port (\d+)$/.exec(line);
          if (m) resolve(Number(m[1]));
          const gc = / promoted=(\d+) /.exec(line);
          if (gc) promoted += Number(gc[1]);
          if (gc && process.env.BENCH_GC_LOG) appendFileSync(process.env.BENCH_GC_LOG, `${line}\n`);
        }
      });
      child!.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    });
    const pid = child.pid!;

    const client = consoleClient(port);
    await client.signIn(owner);

    // Warm: the list's first page and a small export load the code paths both take; then the server idles.
    await client.send('GET', `${ApiPath.adminOrders}?pageSize=25`);
    await client.send('GET', `${ApiPath.adminOrdersExport}?status=3&code=none`);
    const runs: { idle: number; peak: number; rows: number; mb: number; seconds: number }[] = [];
    for (let run = 1; run <= REPEAT; run++) {
      await sleep(3000);
      if (run === 1 && (process.env.BENCH_HEAP_PROFILE || process.env.BENCH_HEAP_SNAPSHOT)) child.kill('SIGUSR2');
      const idleSamples: number[] = [];
      for (let i = 0; i < 10; i++, await sleep(100)) idleSamples.push(rssMb(pid));
      const idle = median(idleSamples);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
      let bytes = 0;
      let lines = 0;
      const promotedBefore = promoted;
      const t0 = performance.now();
      const res = await client.send('GET', ApiPath.adminOrdersExport, {
        onData: (chunk) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        },
      });
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      const rows = lines - 1;
      runs.push({ idle, peak, rows, mb: bytes / 1024 / 1024, seconds });
      console.log(
        `run ${run}: ${rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS idle ` +
          `${idle.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, +${(peak - idle).toFixed(1)} MB` +
          (promoted > 0
            ? `; promoted to the old generation ${((promoted - promotedBefore) / 1024 / 1024).toFixed(0)} MB`
            : ''),
      );
      if (rows !== orders) throw new Error(`the export held ${rows} rows of ${orders}`);
    }
    const growth = runs.map((r) => r.peak - r.idle);
    console.log(
      `median of ${REPEAT}: +${median(growth).toFixed(1)} MB over idle (max +${Math.max(...growth).toFixed(1)} MB), ` +
        `${median(runs.map((r) => r.seconds)).toFixed(1)} s for ${runs[0]!.rows} rows; limit +50 MB: ` +
        (Math.max(...growth) <= 50 ? 'met' : 'NOT met'),
    );
    client.close();
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await bench.close();
  }
}
