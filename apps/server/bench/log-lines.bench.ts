/**
 * Benchmark: what building the two access lines of a request costs (docs/benchmarks.md "Access lines").
 *
 * pino with the app's redaction (http/log-redaction.ts) against plain pino and against the redaction's parts, each
 * writing Fastify's two access lines ("incoming request", "request completed") 100,000 times into a sink that
 * drops them: the figure is the building alone, without any system call. Three rounds, the last printed.
 *   npx tsx apps/server/bench/log-lines.bench.ts
 */
import type { DestinationStream } from 'pino';
import { pino } from 'pino';
import { logRedaction } from '../src/http/log-redaction.ts';

const sink: DestinationStream = { write: () => undefined };
const variants: Record<string, object> = {
  'the app (serializers, formatters, hooks)': logRedaction,
  'plain pino': {},
  'serializers only': { serializers: logRedaction.serializers },
  'without the log formatter': {
    serializers: logRedaction.serializers,
    formatters: { bindings: logRedaction.formatters.bindings },
    hooks: logRedaction.hooks,
  },
};
const req = {
  method: 'GET',
  url: '/api/TraderAccount/v1',
  host: 'localhost',
  ip: '127.0.0.1',
  socket: { remotePort: 51234 },
};
const N = 100_000;
for (const [name, options] of Object.entries(variants)) {
  const log = pino({ level: 'info', ...options }, sink);
  let perRequest = 0;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < N; i++) {
      const reqId = `0b6f7a3e-3c1f-4d2a-9a8e-${String(i).padStart(12, '0')}`;
      log.info({ reqId, req }, 'incoming request');
      log.info({ reqId, res: { statusCode: 200 }, responseTime: 0.123 }, 'request completed');
    }
    perRequest = ((performance.now() - started) * 1000) / N;
  }
  console.log(`${name}: ${perRequest.toFixed(2)} µs a request (two lines)`);
}
