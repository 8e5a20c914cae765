import type { FastifyInstance } from 'fastify';
import { toBrandConfig } from '../modules/brands/brand-config.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import { isBackofficePath } from './spa-fallback.ts';
import { brandContentSecurityPolicy } from './security-headers.ts';

/**
 * The trader app's pages (any HTML reply outside the console) carry their brand's policy: the base one plus the
 * hosts of the integrations that brand configures (docs/decisions/023). The brand comes from the Host, through
 * the brands service's cache, so a change in the console applies from the next page load. A host of no brand
 * keeps helmet's base policy.
 */
export function registerBrandCsp(app: FastifyInstance, brands: BrandsService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || isBackofficePath(request.url)) return payload;
    const brand = await brands.resolveHost(request.headers.host).catch(() => null);
    if (brand) void reply.header('content-security-policy', brandContentSecurityPolicy(toBrandConfig(brand)));
    return payload;
  });
}
