import type { FastifyReply, FastifyRequest } from 'fastify';
import { toBrandConfig } from '../modules/brands/brand-config.ts';
import type { BrandsService } from '../modules/brands/brands.service.ts';
import { isConsoleRequest } from '../http/console-site.ts';
import { brandContentSecurityPolicy } from '../http/security-headers.ts';

/**
 * The trader app's pages (any HTML reply outside the console) carry their brand's policy: the base one plus the
 * hosts of the integrations that brand configures (docs/decisions/023). The brand comes from the Host, through
 * the brands service's cache, so a change in the console applies from the next page load. A host of no brand
 * keeps helmet's base policy.
 */
export async function setBrandCsp(request: FastifyRequest, reply: FastifyReply, brands: BrandsService): Promise<void> {
  const brand = await brands.resolveHost(request.headers.host).catch(() => null);
  if (brand) void reply.header('content-security-policy', brandContentSecurityPolicy(toBrandConfig(brand)));
}

/**
 * Whether a reply is one of the trader app's pages (HTML off the console's origin), which gets its brand's
 * policy; the console's origin keeps its own, whatever brand its Host would name.
 */
export function isTraderPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') && !isConsoleRequest(request);
}
