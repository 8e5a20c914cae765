import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { stdTimeFunctions, symbols, type Logger } from 'pino';
import { requestSummary } from '../lib/log-redaction.ts';
import { TurnLogDestination, type DeferredLine } from './log-destination.ts';

/** The message of the one access line a request writes (decision 040). */
export const ACCESS_LINE = 'request completed';

/**
 * One access line per request instead of Fastify's two (decision 040): nothing when the request arrives, and when
 * its reply has gone, "request completed" with what both of Fastify's lines said together — the request (through
 * the `req` serializer: method, URL with secrets masked, host, address, port), the status and the response time,
 * bound to the request id. A request whose reply failed writes "request errored" with the same fields, at `error`.
 * Fastify's other lines (errors, 404s, stream errors, closing) are its own, unchanged.
 */
export class OneAccessLine extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, ACCESS_LINE);
    }
  }
}

/** Writes the access line of a GET answered 200 by the hot reads' fast path: its request id, request, time. */
export type AccessLineOfGet = (reqId: string, req: RequestOfLine, responseTime: number) => void;
type RequestOfLine = Parameters<typeof requestSummary>[0];

type PinoState = Record<symbol, unknown>;

/**
 * The access line of a GET the hot reads' fast path answered with 200 (decision 040), as `OneAccessLine` writes it
 * through the app's logger: the same bytes (`access-log.test.ts` and `hot-reads.api.test.ts` compare them), built from a template instead
 * of the logger's generic steps, the only variable fields being known and safe — the request id, the request's
 * summary through the same `requestSummary` (its URL scrubbed as everywhere), and the response time. No header and
 * no body is ever part of it, so the redaction walk of every logged object has nothing to do here. The template
 * takes the logger's own level string, time, bindings and stream (pino's exposed symbols); a logger it does not
 * fit (another level format or message key, a mixin, a nested key, a write hook, a multistream) gets the line
 * through its own `info`, as Fastify writes it (a child bound to the request id). With the app's own destination
 * (`TurnLogDestination`, decision 045) the request only keeps its values; the same text is made when the turn's
 * lines are written together.
 */
export function answeredGetLine(log: FastifyBaseLogger): AccessLineOfGet {
  const pino = log as unknown as Logger;
  const state = log as unknown as PinoState;
  const stream = state[symbols.streamSym] as ({ write(line: string): void } & PinoState) | undefined;
  const time = state[symbols.timeSym] as (() => string) | undefined;
  const fits =
    stream !== undefined &&
    typeof time === 'function' &&
    (state[symbols.lsCacheSym] as Record<number, string> | undefined)?.[30] === '{"level":30' &&
    state[symbols.messageKeySym] === 'msg' &&
    state[symbols.endSym] === '}\n' &&
    !state[symbols.nestedKeySym] &&
    !state[symbols.mixinSym] &&
    !(state[symbols.hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite &&
    stream[symbols.needsMetadataGsym] !== true;
  if (!fits) {
    return (reqId, req, responseTime) =>
      log.child({ reqId }).info({ req, res: { statusCode: 200 }, responseTime }, ACCESS_LINE);
  }
  const tail = `,"res":{"statusCode":200},"responseTime":`;
  const end = `,"msg":${JSON.stringify(ACCESS_LINE)}}\n`;
  if (stream instanceof TurnLogDestination) {
    // The app's destination (decision 045): the request keeps its values, the text is made with the turn's lines.
    const summaryOf = keptSummary();
    const timeNow = time === stdTimeFunctions.epochTime ? epochTimeKept() : time;
    class AnsweredGet implements DeferredLine {
      constructor(
        readonly time: string,
        readonly chindings: string,
        readonly reqId: string,
        readonly req: RequestOfLine,
        readonly remotePort: number | undefined,
        readonly responseTime: number,
      ) {}
      text(): string {
        const summary = summaryOf(this.req, this.remotePort);
        return `{"level":30${this.time}${this.chindings},"reqId":${JSON.stringify(this.reqId)},"req":${summary}${tail}${this.responseTime}${end}`;
      }
    }
    return (reqId, req, responseTime) => {
      if (!pino.isLevelEnabled('info')) return;
      const line = new AnsweredGet(
        timeNow(),
        state[symbols.chindingsSym] as string,
        reqId,
        req,
        req.socket?.remotePort,
        responseTime,
      );
      stream.writeDeferred(line, 300);
    };
  }
  return (reqId, req, responseTime) => {
    if (!pino.isLevelEnabled('info')) return;
    const summary = JSON.stringify(requestSummary(req));
    const chindings = state[symbols.chindingsSym] as string;
    stream.write(
      `{"level":30${time()}${chindings},"reqId":${JSON.stringify(reqId)},"req":${summary}${tail}${responseTime}${end}`,
    );
  };
}

/**
 * The request's summary as the `req` serializer makes it, in JSON (decision 053): made once for a request's method,
 * URL, host and address and kept for the next line with the same four (a client's reads repeat them; only the
 * connection's port differs), which then only adds its port, last, as `JSON.stringify` writes it. Anything else (a
 * port that is not an integer) is stringified whole.
 */
function keptSummary(): (req: RequestOfLine, remotePort: number | undefined) => string {
  let kept: { method: string; url: string; host?: string; ip?: string; open: string } | undefined;
  return (req, remotePort) => {
    if (kept?.url !== req.url || kept.host !== req.host || kept.ip !== req.ip || kept.method !== req.method) {
      const { method, url, host, ip } = req;
      // Without the port, the summary's last field: its JSON then ends with the closing brace, cut here.
      const open = JSON.stringify(requestSummary({ method, url, host, ip, socket: null })).slice(0, -1);
      kept = { method, url, ...(host === undefined ? {} : { host }), ...(ip === undefined ? {} : { ip }), open };
    }
    if (remotePort === undefined) return `${kept.open}}`;
    if (!Number.isInteger(remotePort)) return JSON.stringify(requestSummary({ ...req, socket: { remotePort } }));
    return `${kept.open},"remotePort":${remotePort}}`;
  };
}

/** pino's epoch time (`,"time":<ms>`), its text made once per millisecond (decision 053): the same bytes. */
function epochTimeKept(): () => string {
  let ms = -1;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      text = `,"time":${now}`;
    }
    return text;
  };
}
