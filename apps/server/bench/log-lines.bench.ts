/**
 * Benchmark: what building a request's access lines costs (docs/benchmarks.md "Access lines", "One access line").
 *
 * Into a sink that drops them (the building alone, without any system call), 100,000 requests each:
 * - Fastify's two lines ("incoming request", "request completed") through pino with the app's redaction
 *   (http/log-redaction.ts), with plain pino, and with parts of the redaction, as before decision 040;
 * - the one line of decision 040 through the app's logger (a child bound to the request id, as Fastify writes it),
 *   and from the hot reads' template (http/access-log.ts, `answeredGetLine`).
 * Three rounds, the last printed.
 *   npx tsx apps/server/bench/log-lines.bench.ts
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { pino } from 'pino';
import { ACCESS_LINE, answeredGetLine } from '../src/http/access-log.ts';
import { logRedaction } from '../src/http/log-redaction.ts';

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
  'one line, the hot reads’ template': (
    (line) => (reqId: string) =>
      line(reqId, req, 0.123)
  )(answeredGetLine(app as unknown as FastifyBaseLogger)),
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
