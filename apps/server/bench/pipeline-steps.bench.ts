/**
 * Benchmark: what each of the portal's per-request pieces adds to a bare Fastify route (docs/benchmarks.md "HTTP path",
 * attribution over a socket).
 *
 * A bare Fastify 5 app in a process of its own answering a small JSON envelope, then the same app with one piece
 * added (helmet's headers as the app sets them, the rate-limit plugin with an async key generator, an async onRequest
 * hook with the onSend headers, the reply through zod's serializer and the route's response schema), then all of them;
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
import { helmetHeaderSetter } from '../src/http/helmet-headers.ts';
import { cpuOf, median } from './process-stats.ts';
import { startFlags } from './start-flags.ts';

const PORT = Number(process.env.BENCH_PORT ?? 47_390);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PIECES = ['helmet', 'rate-limit', 'async-hook', 'zod'] as const;
const VARIANTS = [[], ...PIECES.map((piece) => [piece]), [...PIECES]];
const value = { result: 0, data: { items: [], useGroups: true, useTraderPackageType: false } };

/** The server side: the bare route with the pieces named in PIPELINE_STEPS. */
async function serve(pieces: string[]): Promise<void> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  else app.get('/r', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
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
  console.log(`| pieces | CPU µs/request | req/s | (medians of ${ROUNDS}) |\n| --- | --- | --- | --- |`);
  for (const [i, pieces] of VARIANTS.entries()) {
    const cpu = median(runs[i]!.map((r) => r.cpu)).toFixed(1);
    const rate = median(runs[i]!.map((r) => r.rate)).toFixed(0);
    console.log(`| ${pieces.join(' + ') || 'bare route'} | ${cpu} | ${rate} | |`);
  }
}
