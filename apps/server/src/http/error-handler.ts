import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@portal/contract';
import { isDatabaseUnavailable } from '../db/db-unavailable.ts';
import { Refusal } from './refusal.ts';

/** What a client is told to wait while the database is away (a failover or restart takes seconds). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns every failure into the envelope with the HTTP status of ARCHITECTURE.md: 400/-200 for invalid
 * requests, 401 for tokens, 404 for unknown paths, 413 for oversize bodies, 429 for rate limits, and 500/-8
 * for faults, logged with the request id and never leaking a stack; 503/-8 with Retry-After while the
 * database cannot be reached (docs/decisions/006-http-statuses.md).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
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
    return reply.status(500).send({ result: ResultCode.SystemError, data: { requestId: request.id } });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && spaFallback) return spaFallback(request, reply);
    reply.status(404).send({
      result: ResultCode.RequestIsNotValid,
      data: { issues: [{ path: request.url.split('?')[0] ?? '', message: 'not found' }] },
    });
  });
}

function retryAfter(reply: { getHeader(name: string): unknown }): number {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 60;
}
