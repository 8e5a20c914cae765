import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The message of the one access line a request writes. */
export const ACCESS_LINE = 'request completed';

/**
 * One access line per request instead of Fastify's two: nothing when the request arrives, and when
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
