import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './access-tokens.ts';
import type { SessionsService } from './sessions.service.ts';
import type { RouteAccess } from '../router.ts';
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

/** preHandler for signed-in routes: a valid bearer token whose session is live, of this brand (`authenticate`). */
export function requireAuth(sessions: SessionsService) {
  return async (request: FastifyRequest): Promise<void> => {
    request.auth = await sessions.authenticate(request.brand.id, bearerTokenOf(request));
  };
}

/** A router's access for the trader's signed-in routes: `requireAuth`, announced as the bearer scheme. */
export const signedIn = (sessions: SessionsService): RouteAccess => ({
  preHandler: requireAuth(sessions),
  security: [{ bearer: [] }],
});
