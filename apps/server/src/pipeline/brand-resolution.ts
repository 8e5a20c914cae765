import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandRow } from '../modules/brands/brand.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import type { AccessClaims } from '../modules/auth/access-tokens.ts';
import '../modules/brands/brand-request.ts';
import '../modules/auth/require-auth.ts';

export function decorateBrandResolution(app: FastifyInstance): void {
  app.decorateRequest('brand', null as unknown as BrandRow);
  app.decorateRequest('brandOrigin', '');
  app.decorateRequest('auth', null as unknown as AccessClaims);
}

/**
 * Payment and verification providers and platform bridges call one endpoint for every brand; the payment or the
 * account they name tells the brand. The back office serves every brand: its caller's scope and its target's
 * brand decide (modules/admin-operators).
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
 * the app's one onRequest hook (pipeline/api-hooks.ts).
 */
export async function resolveBrandOf(request: FastifyRequest, brands: BrandsService): Promise<void> {
  request.brand = await brands.resolveHost(request.headers.host);
  request.brandOrigin = brands.origin(request.brand);
}
