/**
 * Benchmark: what building a request's access lines costs (docs/benchmarks-history.md "Access lines", "One access line").
 *
 * Into a sink that drops them (the building alone, without any system call), 100,000 requests each:
 * - Fastify's two lines ("incoming request", "request completed") through pino with the app's redaction
 *   (lib/log-redaction.ts), with plain pino, and with parts of the redaction, as before decision 040;
 * - the one line of decision 040 through the app's logger (a child bound to the request id, as Fastify writes it);
 * - with its write to /dev/null: through pino's synchronous destination (a `write` a line), and through the app's
 *   destination of decision 045 (one `write` every 30 lines).
 * Three rounds, the last printed.
 *   npx tsx apps/server/bench/log-lines.bench.ts
 */
import { openSync } from 'node:fs';
import type { DestinationStream, LoggerOptions } from 'pino';
import { pino } from 'pino';
import { ACCESS_LINE } from '../src/http/access-log.ts';
import { logRedaction } from '../src/lib/log-redaction.ts';
import { TurnLogDestination } from '../src/http/log-destination.ts';

const sink: DestinationStream = { write: () => undefined };
const logger = (options: LoggerOptions) => pino({ level: 'info', ...options }, sink);
const req = {
  method: 'GET',
  url: '/api/TraderAccount/v1',
  host: 'localhost',
  ip: '127.0.0.1',
  socket: { remotePort: 51234 },
};
const twoLines = (log: pino.Logger) => (reqId: string) => {
  log.info({ reqId, req }, 'incoming request');
  log.info({ reqId, res: { statusCode: 200 }, responseTime: 0.123 }, ACCESS_LINE);
};
const app = logger(logRedaction);
const variants: Record<string, (reqId: string) => void> = {
  'two lines, the app (serializers, formatters, hooks)': twoLines(app),
  'two lines, plain pino': twoLines(logger({})),
  'two lines, serializers only': twoLines(logger({ serializers: logRedaction.serializers })),
  'two lines, without the log formatter': twoLines(
    logger({
      serializers: logRedaction.serializers,
      formatters: { bindings: logRedaction.formatters.bindings },
      hooks: logRedaction.hooks,
    }),
  ),
  'one line, the app’s logger (child with the request id)': (reqId) =>
    app.child({ reqId }).info({ req, res: { statusCode: 200 }, responseTime: 0.123 }, ACCESS_LINE),
  // The app's destination on /dev/null, written every 30 lines (about what a busy turn holds).
  'one line, the app’s logger, the turn’s write on /dev/null (every 30 requests)': ((destination) => {
    const log = pino({ level: 'info', ...logRedaction }, destination);
    let n = 0;
    return (reqId: string) => {
      log.child({ reqId }).info({ req, res: { statusCode: 200 }, responseTime: 0.123 }, ACCESS_LINE);
      if (++n % 30 === 0) destination.flushSync();
    };
  })(new TurnLogDestination(openSync('/dev/null', 'a'))),
  'one line, the app’s logger written at once on /dev/null (pino’s destination, sync)': (
    (log) => (reqId: string) =>
      log.child({ reqId }).info({ req, res: { statusCode: 200 }, responseTime: 0.123 }, ACCESS_LINE)
  )(pino({ level: 'info', ...logRedaction }, pino.destination({ dest: '/dev/null', sync: true }))),
};
const N = 100_000;
for (const [name, request] of Object.entries(variants)) {
  let perRequest = 0;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < N; i++) request(`0b6f7a3e-3c1f-4d2a-9a8e-${String(i).padStart(12, '0')}`);
    perRequest = ((performance.now() - started) * 1000) / N;
  }
  console.log(`${name}: ${perRequest.toFixed(2)} µs a request`);
}
