import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@portal/contract';
import type { ErrorReporter } from './error-reporting.ts';
import { isDatabaseUnavailable } from '../db/db-unavailable.ts';
import { Refusal } from '../domain/result.ts';
import { preRouteSecurityHeaders } from './security-headers.ts';
import { isServerPath } from './spa-fallback.ts';

/** What a client is told to wait while the database is away (a failover or restart takes seconds). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns every failure into the envelope with the HTTP status of ARCHITECTURE.md: 400/-200 for invalid
 * requests, 401 for tokens, 404 for unknown paths, 413 for oversize bodies, 429 for rate limits, and 500/-8
 * for faults, logged with the request id and never leaking a stack; 503/-8 with Retry-After while the
 * database cannot be reached (docs/decisions/006-http-statuses.md). A 500 also goes to the error reporter
 * (SENTRY_DSN), scrubbed.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
  errorReporter?: ErrorReporter,
): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    // Refusals carry data of their own shape, not the route's success shape: serialise them as they are,
    // and say it is JSON (a custom serializer leaves the content type unset).
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof Refusal) {
      if (error.httpStatus === 429) {
        const wait = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        if (wait) void reply.header('retry-after', String(wait));
      }
      return reply.status(error.httpStatus).send({ result: error.result, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath}`.replace(/\//g, '.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send({ result: ResultCode.RequestIsNotValid, data: { issues } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ result: ResultCode.TechnicalError, data: { retryAfterSeconds: retryAfter(reply) } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversize body, bad path parameters: the request is not valid.
      return reply.status(status).send({
        result: ResultCode.RequestIsNotValid,
        data: { issues: [{ path: '', message: error.code ?? error.message }] },
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this call: the same call will succeed once the database is back.
      request.log.warn(
        { err: { code: (error as { code?: unknown }).code, message: error.message } },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ result: ResultCode.SystemError, data: { requestId: request.id } });
    }
    request.log.error({ err: error }, 'request failed');
    errorReporter?.report(error, { id: request.id, method: request.method, url: request.url });
    return reply.status(500).send({ result: ResultCode.SystemError, data: { requestId: request.id } });
  });

  // Every route's method and path, so that a known path asked with another method answers 405 with Allow, not 404.
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    routes.push({ methods, pattern: routePattern(route.url ?? route.path) });
  });

  app.setNotFoundHandler((request, reply) => {
    // The server's own paths (the API, /health, /metrics, the sandbox pages…) are never an app's page.
    if (request.method === 'GET' && !isServerPath(request.url) && spaFallback) return spaFallback(request, reply);
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
    // A route that exists for this very method and sent itself here (callNotFound) is a 404, not a 405.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ result: ResultCode.RequestIsNotValid, data: { issues: [{ path, message: 'method not allowed' }] } });
    }
    return reply
      .status(404)
      .send({ result: ResultCode.RequestIsNotValid, data: { issues: [{ path, message: 'not found' }] } });
  });
}

/** `/api/Order/v1/:id` as a regular expression over a concrete path (a trailing slash tolerated, as the router does). */
function routePattern(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The envelope of a refusal made before any route runs: the request is not valid, the code says why. */
export const notValid = (path: string, code: string) => ({
  result: ResultCode.RequestIsNotValid,
  data: { issues: [{ path, message: code }] },
});

/**
 * Fastify's router refuses some requests before any hook or handler (SPEC §3: they too carry the envelope): a
 * path parameter over `maxParamLength` (414, FST_ERR_MAX_PARAM_LENGTH) and a URL that does not decode (400,
 * FST_ERR_BAD_URL). Passed as the `frameworkErrors` server option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .headers({ ...preRouteSecurityHeaders, 'x-request-id': request.id })
    .send(JSON.stringify(notValid('', error.code)));
}

/** How long a refused connection may go on sending what it had started before it is cut. */
const REFUSED_DRAIN_MS = 2_000;

/**
 * A request Node's HTTP parser cannot read (a malformed request line: 400; a request line over the size limit:
 * 414; headers over it: 431; a client too slow: 408) never becomes a Fastify request: this writes the envelope on
 * the socket itself, as Fastify's default handler does with its own body. Passed as the `clientErrorHandler` server
 * option. The reply is ended, not destroyed: a client still sending the rest of a long request (a 70 KB query) would
 * otherwise meet a reset instead of the reply; what it goes on sending is read and dropped for a moment, then cut.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? requestLineTooLong(error.rawPacket, socket)
            ? 414
            : 431
          : 400;
    const body = JSON.stringify(notValid('', error.code ?? 'clientError'));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
    setTimeout(() => socket.destroy(), REFUSED_DRAIN_MS).unref();
  }
}

/**
 * Whether the size limit was reached on the request line itself: the parser's first chunk ended before the line
 * did. (A line sent in many small pieces is told from long headers only by its first piece: then 431.)
 */
function requestLineTooLong(raw: unknown, socket: Socket): boolean {
  return Buffer.isBuffer(raw) && raw.length === socket.bytesRead && !raw.includes('\r\n');
}

function retryAfter(reply: { getHeader(name: string): unknown }): number {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 60;
}
