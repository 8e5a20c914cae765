/**
 * Benchmark: what each of the portal's per-request pieces adds to a bare Fastify route (docs/benchmarks.md "HTTP path",
 * attribution over a socket).
 *
 * A bare Fastify 5 app in a process of its own answering a one-account reply, then the same app with one piece
 * added (helmet's headers as the app sets them, the rate-limit plugin with an async key generator, an async onRequest
 * hook with the onSend headers, the reply through zod's serializer and the route's response schema, the app's logger
 * with its one access line at info), then all of them — the ceiling of a route through Fastify's pipeline with the
 * generic pieces the portal keeps, before any step of its own — and, apart, the reply through Fastify's own serializer
 * (fast-json-stringify on the schema's JSON Schema) instead of zod's;
 * BENCH_ROUNDS rounds (default 3) of each in turn, autocannon with 20 connections for BENCH_SECONDS (default 4) after
 * a 2 s warm-up, each server's own CPU per answered request from /proc; medians printed. Any non-2xx fails the run.
 * Loopback only, no database. Run: flock /work/.locks/heavy.lock npx tsx apps/server/bench/pipeline-steps.bench.ts
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { traderAccountsEnvelope } from '@portal/contract';
import { z } from 'zod';
import { helmetHeaderSetter } from '../src/http/helmet-headers.ts';
import { OneAccessLine } from '../src/http/access-log.ts';
import { logRedaction } from '../src/lib/log-redaction.ts';
import { cpuOf, median } from './process-stats.ts';
import { startFlags } from './start-flags.ts';

const PORT = Number(process.env.BENCH_PORT ?? 47_390);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PIECES = ['helmet', 'rate-limit', 'async-hook', 'zod', 'access-line'] as const;
// Not in "all": the reply through Fastify's own serializer (fast-json-stringify) compiled from the response
// schema's JSON Schema, the alternative to zod's.
const VARIANTS = [[], ...[...PIECES, 'json-schema'].map((piece) => [piece]), [...PIECES]];
// One account as the demo trader's read answers it, so the serialisers weigh what the hot read's reply weighs.
const account = {
  id: '66d47488-dd54-45c4-a7df-ac34d1e12b8d',
  login: '7000001',
  status: 1,
  phase: 1,
  isFunded: false,
  packageId: '58321148-5184-4962-993c-e588067c6921',
  packageName: 'Two-Step Challenge 10K',
  traderPackageType: 'twoStep',
  group: 'Classic',
  accountSize: 1_000_000,
  currency: 'USD',
  platform: { id: 'northwind-webtrader', name: 'Northwind WebTrader', type: 1, demoModeNote: false },
  orderId: 'f4379f8b-c1ac-478d-ad1d-9d4b0835757c',
  importId: null,
  createdAt: '2026-12-01T02:52:53.024Z',
  metrics: { balance: 1_000_000, equity: 1_000_000, profit: 0, updatedAt: '2026-12-01T02:52:53.024Z' },
};
const value = { result: 0, data: { items: [account], useGroups: true, useTraderPackageType: false } };

/** The server side: the bare route with the pieces named in PIPELINE_STEPS. */
async function serve(pieces: string[]): Promise<void> {
  const app = Fastify({
    // The app's logger: its one access line a request at info, redaction, to a stream that drops the line.
    logger: pieces.includes('access-line') ? { level: 'info', ...logRedaction, stream: { write() {} } } : false,
    logController: new OneAccessLine(),
  });
  app.setValidatorCompiler(validatorCompiler);
  if (!pieces.includes('json-schema')) app.setSerializerCompiler(serializerCompiler);
  const setHelmetHeaders = helmetHeaderSetter();
  if (pieces.includes('helmet'))
    app.addHook('onRequest', (_req, reply, done) => {
      setHelmetHeaders(reply.raw);
      done();
    });
  if (pieces.includes('rate-limit'))
    await app.register(rateLimit, { max: 1e9, timeWindow: 60_000, keyGenerator: async () => 'trader:1' });
  if (pieces.includes('async-hook')) {
    app.addHook('onRequest', async (request) => {
      await Promise.resolve(request.url);
    });
    app.addHook('onSend', (request, reply, _payload, done) => {
      void reply.header('x-request-id', request.id).header('cache-control', 'no-store');
      done();
    });
  }
  const body = JSON.stringify(value);
  if (pieces.includes('zod'))
    app.get('/r', { schema: { response: { 200: traderAccountsEnvelope } } }, async () => value as never);
  else if (pieces.includes('json-schema')) {
    const response = { 200: z.toJSONSchema(traderAccountsEnvelope, { io: 'output', target: 'draft-07' }) };
    app.get('/r', { schema: { response } }, async () => value);
  } else app.get('/r', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: PORT, host: '127.0.0.1' });
  console.log('up');
}

/** One variant's CPU µs a request and requests a second, in a process of its own. */
async function measure(pieces: string[]): Promise<{ cpu: number; rate: number }> {
  const args = [...process.execArgv, ...startFlags(), fileURLToPath(import.meta.url)];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PIPELINE_STEPS: pieces.join(',') || 'none' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const url = `http://127.0.0.1:${PORT}/r`;
    await autocannon({ url, connections: 20, duration: 2 });
    const before = cpuOf(child.pid!);
    const result = await autocannon({ url, connections: 20, duration: SECONDS });
    const after = cpuOf(child.pid!);
    if (result.non2xx > 0) throw new Error(`${pieces.join(',')}: ${result.non2xx} answers not 2xx`);
    const seconds = after.user + after.system - before.user - before.system;
    return { cpu: (seconds * 1e6) / result.requests.total, rate: result.requests.average };
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.env.PIPELINE_STEPS) await serve(process.env.PIPELINE_STEPS.split(','));
else {
  const runs = VARIANTS.map(() => [] as { cpu: number; rate: number }[]);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, pieces] of VARIANTS.entries()) runs[i]!.push(await measure(pieces));
  // Each round's ratio to the bare route of the same round, as http.bench.ts states the target.
  const ratio = (i: number) => median(runs[i]!.map((r, round) => r.rate / runs[0]![round]!.rate));
  console.log(`| pieces | CPU µs/request | req/s | req/s ÷ bare | (medians of ${ROUNDS}) |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const [i, pieces] of VARIANTS.entries()) {
    const cpu = median(runs[i]!.map((r) => r.cpu)).toFixed(1);
    const rate = median(runs[i]!.map((r) => r.rate)).toFixed(0);
    console.log(`| ${pieces.join(' + ') || 'bare route'} | ${cpu} | ${rate} | ${ratio(i).toFixed(2)} | |`);
  }
}
