import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandRow } from '../modules/brands/brand.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import { offersLanguage } from '../modules/brands/brand-config.ts';
import type { RequestContext } from '../modules/auth/request-context.ts';
import type { AccessClaims } from '../modules/auth/access-tokens.ts';
import type { SessionsService } from '../modules/auth/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandRow;
    /** the brand's configured address (never the request's Host): see brand-origin.ts */
    brandOrigin: string;
    auth: AccessClaims;
  }
}

export function decorateBrandResolution(app: FastifyInstance): void {
  app.decorateRequest('brand', null as unknown as BrandRow);
  app.decorateRequest('brandOrigin', '');
  app.decorateRequest('auth', null as unknown as AccessClaims);
}

/**
 * Payment and verification providers and platform bridges call one endpoint for every brand; the payment or the
 * account they name tells the brand. The back office serves every brand: its caller's scope and its target's
 * brand decide (modules/operators).
 */
export function isBrandedPath(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    !url.startsWith('/api/docs') &&
    !url.startsWith('/api/payments/') &&
    !url.startsWith('/api/kyc/v1/webhook/') &&
    !url.startsWith('/api/platform-bridge/') &&
    !url.startsWith('/api/admin/')
  );
}

/**
 * Every /api request belongs to the brand of its Host (ARCHITECTURE.md "Multi-tenant"); -900 when none. Run from
 * the app's one onRequest hook (http/api-hooks.ts).
 */
export async function resolveBrandOf(request: FastifyRequest, brands: BrandsService): Promise<void> {
  request.brand = await brands.resolveHost(request.headers.host);
  request.brandOrigin = brands.origin(request.brand);
}

/**
 * resolveBrandOf without waiting, when this instance keeps the Host's brand: sets it and answers true; false when
 * resolveBrandOf must read (or refuse) it. Run from the app's one onRequest hook (decision 032).
 */
export function keptBrandOf(request: FastifyRequest, brands: BrandsService): boolean {
  const brand = brands.keptBrandOf(request.headers.host);
  if (!brand) return false;
  request.brand = brand;
  request.brandOrigin = brands.origin(brand);
  return true;
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

function cookieLang(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(/(?:^|;\s*)lang=([a-zA-Z-]{2,5})/)?.[1]?.toLowerCase();
}

/** The service-facing view of a request: brand, client address, the brand's address and the language asked for. */
export function contextOf(request: FastifyRequest): RequestContext {
  const asked = [
    cookieLang(request.headers.cookie),
    ...(request.headers['accept-language'] ?? '')
      .split(',')
      .map((p) => p.split(';')[0]!.trim().slice(0, 2).toLowerCase()),
  ].find((l): l is string => !!l && offersLanguage(request.brand, l));
  return {
    brand: request.brand,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    // Never `${request.protocol}://${request.host}`: the Host header is the client's to choose.
    publicUrl: request.brandOrigin,
    language: asked ?? null,
  };
}
