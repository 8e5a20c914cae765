import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from './access-tokens.ts';
import type { SessionsService } from './sessions.service.ts';
import '../brands/brand-request.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in trader's claims, set by requireAuth */
    auth: AccessClaims;
  }
}

/** The bearer token of the Authorization header, if it has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * preHandler for signed-in routes: a valid bearer token whose session is live, of this brand. Callback style and
 * synchronous when the token and its session are at hand in memory (decision 032); otherwise it waits for
 * `authenticate`, which decides every refusal.
 */
export function requireAuth(sessions: SessionsService) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    const token = bearerTokenOf(request);
    const claims = sessions.authenticatedNow(request.brand.id, token);
    if (claims) {
      request.auth = claims;
      return done();
    }
    sessions.authenticate(request.brand.id, token).then(
      (found) => {
        request.auth = found;
        done();
      },
      (err: Error) => done(err),
    );
  };
}
